package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.ToolProvider;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A baseline folder that cannot be compared with (no record of the table, a corrupt record, one of
 * a newer format or of another table) is a compile error on the table that names the file: a
 * baseline is never silently ignored.
 */
class BaselineFileDiagnosticsTest {

  private static final JavaFileObject USER =
      source(
          "test.User",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
          public record User(String id, String name) {}
          """);

  @Test
  void aFolderWithoutTheTablesRecordIsAnErrorNamingTheFile() throws IOException {
    Path folder = Files.createTempDirectory("singletable-baseline");
    Files.writeString(folder.resolve("Shop.json"), "{}"); // the report, which is not the record

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining(
            "[singletable:baseline-missing] the design baseline holds no record of table Shop:"
                + " there is no "
                + file(folder, "Shop")
                + ". Copy the record the processor wrote, META-INF/singletable/Shop.design.json in"
                + " the class output (target/classes with Maven), into "
                + folder
                + " (a table that is not deployed yet has no stored items, so its first record is"
                + " safe to accept), or leave out the singletable.baseline option")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void aFolderThatDoesNotExistIsAnError() {
    Path folder = Path.of("target", "no-such-baseline-folder");

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining("the folder " + folder + " does not exist. Copy the record")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void aRecordThatIsNotJsonIsAnErrorSayingWhere() throws IOException {
    Path folder = accepted(SHOP, USER);
    Files.writeString(
        folder.resolve("Shop.design.json"), "{\"formatVersion\": 1,\n  \"table\" \"Shop\"}");

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining(
            "[singletable:baseline-corrupt] the design baseline "
                + file(folder, "Shop")
                + " of table Shop is not a design record: it is not valid JSON: Expected ':' at"
                + " line 2 column 12 path $.table. Restore it from version control")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void aRecordLackingAMemberIsAnErrorNamingItsPlace() throws IOException {
    Path folder = accepted(SHOP, USER);
    Path record = folder.resolve("Shop.design.json");
    Files.writeString(record, Files.readString(record).replace("\"alwaysStored\": false,", ""));

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining(
            "of table Shop is not a design record: $.entities[0].attributes[1] has no"
                + " \"alwaysStored\". Restore it from version control, or copy the record the"
                + " processor wrote (META-INF/singletable/Shop.design.json in the class output)"
                + " over it once you know the stored items match it")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void aRecordOfANewerFormatIsAnError() throws IOException {
    Path folder = accepted(SHOP, USER);
    Path record = folder.resolve("Shop.design.json");
    Files.writeString(
        record, Files.readString(record).replace("\"formatVersion\": 1", "\"formatVersion\": 2"));

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining(
            "[singletable:baseline-version] the design baseline "
                + file(folder, "Shop")
                + " of table Shop is in format version 2, newer than this processor reads (up to"
                + " 1): build with the version of singletable-processor that wrote it, or a newer"
                + " one")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void theRecordOfAnotherTableIsAnError() throws IOException {
    JavaFileObject otherShop =
        JavaFileObjects.forSourceString(
            "other.Shop",
            """
            package other;
            import dev.singletable.annotations.*;
            @Table(name = "Shop2")
            public interface Shop {}
            """);
    JavaFileObject otherUser =
        JavaFileObjects.forSourceString(
            "other.User",
            """
            package other;
            import dev.singletable.annotations.*;
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id) {}
            """);
    Path folder = accepted(otherShop, otherUser);

    assertThat(against(folder, SHOP, USER))
        .hadErrorContaining(
            "[singletable:baseline-other-table] the design baseline "
                + file(folder, "Shop")
                + " is the record of table \"Shop2\" (interface other.Shop), not of table \"Shop\""
                + " (interface test.Shop): copy this table's record")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void theRecordIsWrittenEvenWhenTheBaselineRefusesTheDesign() throws IOException {
    Path folder = accepted(SHOP, USER);
    JavaFileObject renamed =
        source(
            "test.User",
            """
            @Entity(table = Shop.class, name = "Member")
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id, String name) {}
            """);
    Path output = Files.createTempDirectory("singletable-classes");
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    JavaCompiler.CompilationTask task =
        javac.getTask(
            null,
            null,
            diagnostics,
            List.of(
                "-d",
                output.toString(),
                "-classpath",
                System.getProperty("java.class.path"),
                "-Asingletable.baseline=" + folder),
            null,
            List.of(SHOP, renamed));
    task.setProcessors(List.of(new SingletableProcessor()));

    Assertions.assertThat(task.call()).as("the compile fails").isFalse();
    Assertions.assertThat(diagnostics.getDiagnostics())
        .anyMatch(d -> d.getMessage(null).startsWith("[singletable:baseline-entity-type]"));
    Assertions.assertThat(output.resolve("META-INF/singletable/Shop.design.json"))
        .content()
        .contains("\"type\": \"Member\"");
  }
}
