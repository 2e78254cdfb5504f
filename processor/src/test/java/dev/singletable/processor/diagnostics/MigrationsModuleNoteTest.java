package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.SingletableProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * {@code ShopDb.migrations()} returns the types of {@code singletable-migrations}: it is written
 * only when that module is on the compilation's class path. Without it, a table that declares a
 * change compiles with a note on its {@code @Table} interface naming the jobs and the dependency;
 * one whose only jobs are backfills compiles without it. (The behavioural migration tests run the
 * method with the module on the class path.)
 */
class MigrationsModuleNoteTest {

  private static final String MIGRATIONS_CLASS = "dev/singletable/migrations/Migrations.class";

  /**
   * An order whose entity type, key and stored attribute {@code amount} are renamed, with a
   * declared default, and in GSI1 too.
   */
  private static final JavaFileObject RENAMED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class, formerly = "ORDER")
          @KeyPattern(pk = "ORDER#{orderId}", sk = "HEADER",
              formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
          @Gsi(index = "GSI1", pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}")
          public record Order(
              String orderId,
              String customer,
              @Attribute(formerly = "amount") long total,
              @Attribute(ifAbsent = "false") boolean gift) {}
          """);

  /** An order that only fills an index: its one job is a backfill. */
  private static final JavaFileObject INDEXED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          @Gsi(index = "GSI1", pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}")
          public record Order(String orderId, String customer, long total) {}
          """);

  @Test
  void withoutTheModuleADeclaredChangeIsNotedOnTheTableAndTheDbHasNoMigrations() {
    Compilation compilation = withoutModule(SHOP, RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migrations-module] ShopDb has no migrations(): table Shop declares"
                + " changes whose online jobs run from it (Order.type, Order.key,"
                + " Order.amount->total, Order.default:gift), but"
                + " singletable-migrations is not on the class path. Add the dependency"
                + " dev.singletable:singletable-migrations (package dev.singletable.migrations) to"
                + " run them (see docs/evolution.md)")
        .inFile(SHOP)
        .onLineContaining("public interface Shop");
    Assertions.assertThat(notes(compilation, "migrations-module")).hasSize(1);
    Assertions.assertThat(db(compilation))
        .doesNotContain("migrations()")
        .doesNotContain("dev.singletable.migrations");
  }

  @Test
  void withoutTheModuleBackfillsAloneAreNotNoted() {
    Compilation compilation = withoutModule(SHOP, INDEXED);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(notes(compilation, "migrations-module")).isEmpty();
    Assertions.assertThat(db(compilation)).doesNotContain("migrations()");
  }

  @Test
  void withTheModuleTheDbRunsEveryJobWithoutANote() {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(SHOP, RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(notes(compilation, "migrations-module")).isEmpty();
    Assertions.assertThat(db(compilation))
        .contains("import dev.singletable.migrations.Migrations;")
        .contains("public Migrations migrations() {")
        .contains("MigrationJob.retype(\"Order.type\", OrderSchema.INSTANCE)")
        .contains("MigrationJob.moveKey(\"Order.key\", OrderSchema.INSTANCE)")
        .contains(
            "MigrationJob.rename(\"Order.amount->total\", OrderSchema.INSTANCE, \"amount\","
                + " \"total\")")
        .contains(
            "MigrationJob.writeDefault(\"Order.default:gift\", OrderSchema.INSTANCE, \"gift\")")
        .contains("MigrationJob.fillIndex(\"Order.fill:GSI1\", OrderSchema.INSTANCE, \"GSI1\")");
  }

  /** Compiles on the test class path without the entry that holds the migrations module. */
  private static Compilation withoutModule(JavaFileObject... sources) {
    List<File> kept = new ArrayList<>();
    List<File> dropped = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File file = new File(entry);
      (holdsMigrations(file.toPath()) ? dropped : kept).add(file);
    }
    Assertions.assertThat(dropped).as("the migrations module on the test class path").hasSize(1);
    return javac().withProcessors(new SingletableProcessor()).withClasspath(kept).compile(sources);
  }

  private static boolean holdsMigrations(Path entry) {
    if (Files.isDirectory(entry)) {
      return Files.exists(entry.resolve(MIGRATIONS_CLASS));
    }
    if (!entry.toString().endsWith(".jar") || !Files.exists(entry)) {
      return false;
    }
    try (JarFile jar = new JarFile(entry.toFile())) {
      return jar.getEntry(MIGRATIONS_CLASS) != null;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> notes(Compilation compilation, String id) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.NOTE)
        .map(d -> d.getMessage(null))
        .filter(m -> m.startsWith("[singletable:" + id + "]"))
        .toList();
  }

  private static String db(Compilation compilation) {
    try {
      return compilation
          .generatedSourceFile("test.ShopDb")
          .orElseThrow()
          .getCharContent(true)
          .toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
