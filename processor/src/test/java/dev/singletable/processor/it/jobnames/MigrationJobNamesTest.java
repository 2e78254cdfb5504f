package dev.singletable.processor.it.jobnames;

import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.migrations.MigrationJob;
import dev.singletable.migrations.MigrationOptions;
import dev.singletable.processor.SingletableProcessor;
import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The jobs of {@code KennelDb.migrations()} go by the names the {@code migrations-module} note
 * lists when the same design compiles without {@code singletable-migrations}: the processor's plan
 * names each job once, and both the generated {@code migrations()} and the note render that name.
 */
@LocalDynamoDbTest
class MigrationJobNamesTest {

  private static final Path SOURCES =
      Path.of("src/test/java/dev/singletable/processor/it/jobnames");

  @Test
  void theJobsThatRunAreTheJobsTheNoteNamesWithoutTheModule(DynamoDbClient client, TestTable table)
      throws IOException {
    KennelDb db = KennelDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    List<MigrationJob> jobs = db.migrations().jobs();
    List<String> declared =
        jobs.stream().filter(job -> job.index() == null).map(MigrationJob::name).toList();

    assertThat(notedJobs()).isEqualTo(declared);
    assertThat(declared)
        .containsExactly(
            "Dog.type", "Dog.key", "Dog.convert:size", "Dog.years->age", "Dog.default:chipped");
    assertThat(jobs.stream().map(MigrationJob::name)).endsWith("Dog.fill:GSI1");
    // Each name finds the job that runs under it (an empty table: nothing to change).
    for (String name : declared) {
      assertThat(db.migrations().job(name).dryRun(MigrationOptions.budget(100)).changed()).isZero();
    }
  }

  /** The jobs the note of this design names, compiled without the migrations module. */
  private static List<String> notedJobs() throws IOException {
    List<JavaFileObject> sources = new ArrayList<>();
    for (String type : List.of("Kennel", "Dog")) {
      sources.add(
          JavaFileObjects.forSourceString(
              "dev.singletable.processor.it.jobnames." + type,
              Files.readString(SOURCES.resolve(type + ".java"))));
    }
    // The class path without the module, and without this design's own classes.
    List<File> kept = new ArrayList<>();
    List<File> dropped = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File file = new File(entry);
      boolean module =
          new File(file, "dev/singletable/migrations/Migrations.class").exists()
              || file.getName().startsWith("singletable-migrations");
      if (module) {
        dropped.add(file);
      } else if (!file.getName().equals("test-classes")) {
        kept.add(file);
      }
    }
    assertThat(dropped).as("the migrations module on the test class path").hasSize(1);
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).withClasspath(kept).compile(sources);
    assertThat(compilation.status()).isEqualTo(Compilation.Status.SUCCESS);
    List<String> notes =
        compilation.diagnostics().stream()
            .filter(d -> d.getKind() == Diagnostic.Kind.NOTE)
            .map(d -> d.getMessage(null))
            .filter(m -> m.startsWith("[singletable:migrations-module]"))
            .toList();
    assertThat(notes).hasSize(1);
    String note = notes.get(0);
    String start = "whose online jobs run from it (";
    String listed = note.substring(note.indexOf(start) + start.length(), note.indexOf("), but"));
    return Arrays.asList(listed.split(", "));
  }
}
