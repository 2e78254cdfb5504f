package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** {@code @TableSettings} diagnostics: text and position. */
class TableSettingsDiagnosticsTest {

  private static JavaFileObject table(String settings) {
    return source(
        "test.Vault",
        """
        @Table(name = "Vault", gsis = @GlobalIndex(name = "GSI1"), lsis = @LocalIndex(name = "LSI1"))
        @TableSettings(%s)
        public interface Vault {}
        """
            .formatted(settings));
  }

  @Test
  void aProvisionedTableNeedsBothCapacities() {
    JavaFileObject table = table("readCapacity = 5");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:table-throughput] @TableSettings(readCapacity = 5, writeCapacity = 0): a"
                + " provisioned table needs both of at least 1; leave both 0 for on-demand billing")
        .inFile(table)
        .onLineContaining("@TableSettings(readCapacity = 5)");
  }

  @Test
  void indexThroughputNamesAGlobalIndex() {
    JavaFileObject table =
        table(
            """
            readCapacity = 5, writeCapacity = 5,
                indexThroughput = @TableSettings.IndexThroughput(index = "LSI1", read = 1, write = 1)\
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:index-throughput] @IndexThroughput(index = \"LSI1\") names no global"
                + " index of table Vault (its global indexes: GSI1); local indexes share the"
                + " table's throughput")
        .inFile(table)
        .onLineContaining("index = \"LSI1\"");
  }

  @Test
  void indexThroughputNeedsAProvisionedTable() {
    JavaFileObject table =
        table(
            "indexThroughput = @TableSettings.IndexThroughput(index = \"GSI1\", read = 1, write ="
                + " 1)");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:index-throughput] @IndexThroughput(index = \"GSI1\") is for an on-demand"
                + " table; give the table readCapacity and writeCapacity")
        .inFile(table)
        .onLineContaining("index = \"GSI1\"");
  }

  @Test
  void tagKeysAreNotAwsReservedNorRepeated() {
    JavaFileObject table =
        table(
            """
            tags = {@TableSettings.Tag(key = "team", value = "a"),
                    @TableSettings.Tag(key = "aws:owner", value = "b"),
                    @TableSettings.Tag(key = "team", value = "c")}\
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:table-tag] @Tag(key = \"aws:owner\") starts with \"aws:\", which AWS"
                + " reserves for its own tags; choose another key")
        .inFile(table)
        .onLineContaining("key = \"aws:owner\"");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:table-tag] @Tag(key = \"team\") is declared twice; a table has one value"
                + " per tag key")
        .inFile(table)
        .onLineContaining("value = \"c\"");
  }

  @Test
  void validSettingsCompileCleanly() {
    JavaFileObject table =
        table(
            """
            readCapacity = 5, writeCapacity = 2,
                indexThroughput = @TableSettings.IndexThroughput(index = "GSI1", read = 3, write = 1),
                pointInTimeRecovery = true, deletionProtection = true,
                tableClass = TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS,
                tags = @TableSettings.Tag(key = "team", value = "vault")\
            """);
    assertThat(compile(table)).succeededWithoutWarnings();
  }
}
