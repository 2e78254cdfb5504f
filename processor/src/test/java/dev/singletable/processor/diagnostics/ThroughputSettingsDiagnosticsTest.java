package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @TableSettings} warm throughput, maximum on-demand throughput and multi-Region strong
 * consistency: each diagnostic's text and the annotation value or element it points at.
 */
class ThroughputSettingsDiagnosticsTest {

  private static JavaFileObject table(String settings) {
    return source(
        "test.Kiln",
        """
        @Table(name = "Kiln", gsis = @GlobalIndex(name = "GSI1"))
        @TableSettings(
            %s)
        public interface Kiln {}
        """
            .formatted(settings));
  }

  @Test
  void warmThroughputIsAtLeastOneUnitPerSecond() {
    JavaFileObject table =
        table("warmReadUnitsPerSecond = 20000,\n    warmWriteUnitsPerSecond = -5");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:warm-throughput] warmWriteUnitsPerSecond = -5 of table Kiln: warm"
                + " throughput is at least 1 unit per second (DynamoDB's minimum); leave it 0 to"
                + " keep DynamoDB's")
        .inFile(table)
        .onLineContaining("warmWriteUnitsPerSecond = -5");
  }

  @Test
  void anIndexWarmThroughputIsAtLeastOneUnitPerSecond() {
    JavaFileObject table =
        table(
            """
            indexThroughput = @TableSettings.IndexThroughput(index = "GSI1",
                    warmReadUnitsPerSecond = -1)\
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:warm-throughput] warmReadUnitsPerSecond = -1 of index GSI1 of table"
                + " Kiln: warm throughput is at least 1 unit per second")
        .inFile(table)
        .onLineContaining("warmReadUnitsPerSecond = -1");
  }

  @Test
  void warmThroughputAtOrBelowWhereAnOnDemandTableStartsIsAWarning() {
    JavaFileObject table = table("warmReadUnitsPerSecond = 5000");
    Compilation compilation = compile(table);
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .hadWarningContaining(
            "[singletable:warm-throughput-baseline] warmReadUnitsPerSecond = 5000 of on-demand"
                + " table Kiln is not above the 12000 units per second a new on-demand table"
                + " starts with, and DynamoDB never lowers warm throughput: it asks for nothing;"
                + " raise it above 12000 or remove it")
        .inFile(table)
        .onLineContaining("warmReadUnitsPerSecond = 5000");
  }

  @Test
  void aMaximumOnDemandThroughputIsOnlyForOnDemandTables() {
    JavaFileObject table =
        table("readCapacity = 10, writeCapacity = 5,\n    maxWriteRequestUnits = 100");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:on-demand-throughput] maxWriteRequestUnits = 100 of table Kiln is for"
                + " on-demand tables, but the table is provisioned (readCapacity = 10,"
                + " writeCapacity = 5); remove it, or leave both capacities 0 for on-demand"
                + " billing")
        .inFile(table)
        .onLineContaining("maxWriteRequestUnits = 100");
  }

  @Test
  void aMaximumOnDemandThroughputIsAtLeastOne() {
    JavaFileObject table =
        table(
            """
            indexThroughput = @TableSettings.IndexThroughput(index = "GSI1",
                    maxReadRequestUnits = -1)\
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:on-demand-throughput] maxReadRequestUnits = -1 of index GSI1 of table"
                + " Kiln is below 1: a maximum is at least 1 request unit per second; leave it 0"
                + " for no maximum")
        .inFile(table)
        .onLineContaining("maxReadRequestUnits = -1");
  }

  @Test
  void indexThroughputThatSetsNothingIsRefused() {
    JavaFileObject table =
        table("indexThroughput = @TableSettings.IndexThroughput(index = \"GSI1\")");
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:index-throughput] @IndexThroughput(index = \"GSI1\") sets nothing; give"
                + " read and write (a provisioned table), warm...UnitsPerSecond or"
                + " max...RequestUnits (an on-demand table)")
        .inFile(table)
        .onLineContaining("index = \"GSI1\"");
  }

  @Test
  void aStronglyConsistentTableRefusesLocalIndexes() {
    JavaFileObject table =
        source(
            "test.Kiln",
            """
            @Table(name = "Kiln",
                   lsis = @LocalIndex(name = "BySize"))
            @TableSettings(multiRegionConsistency = TableSettings.MultiRegionConsistency.STRONG)
            public interface Kiln {}
            """);
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:multi-region-strong] table Kiln is declared multi-Region strongly"
                + " consistent (@TableSettings(multiRegionConsistency = STRONG)), and DynamoDB does"
                + " not support local secondary indexes (BySize) on such tables; declare it as a"
                + " global index (its reads are then eventually consistent), or leave the table"
                + " EVENTUAL")
        .inFile(table)
        .onLineContaining("@LocalIndex(name = \"BySize\")");
  }

  @Test
  void aStronglyConsistentTableRefusesTimeToLive() {
    JavaFileObject table =
        source(
            "test.Kiln",
            """
            @Table(name = "Kiln")
            @TableSettings(multiRegionConsistency = TableSettings.MultiRegionConsistency.STRONG)
            public interface Kiln {}
            """);
    JavaFileObject entity =
        source(
            "test.Firing",
            """
            @Entity(table = Kiln.class)
            @KeyPattern(pk = "FIRING#{id}", sk = "FIRING")
            public record Firing(String id,
                @Ttl long expiresAt) {}
            """);
    assertThat(compile(table, entity))
        .hadErrorContaining(
            "[singletable:multi-region-strong] table Kiln is declared multi-Region strongly"
                + " consistent (@TableSettings(multiRegionConsistency = STRONG)), and DynamoDB does"
                + " not support Time to Live (@Ttl on Firing.expiresAt) on such tables; remove"
                + " @Ttl and delete expired items with a scheduled query, or leave the table"
                + " EVENTUAL")
        .inFile(entity)
        .onLineContaining("@Ttl long expiresAt");
  }

  @Test
  void warmAndMaximumThroughputOfAStronglyConsistentTableCompileCleanly() {
    JavaFileObject table =
        table(
            """
            warmReadUnitsPerSecond = 15000, warmWriteUnitsPerSecond = 6000,
                maxReadRequestUnits = 800, maxWriteRequestUnits = 300,
                indexThroughput = @TableSettings.IndexThroughput(index = "GSI1",
                    warmReadUnitsPerSecond = 13000, maxReadRequestUnits = 400),
                multiRegionConsistency = TableSettings.MultiRegionConsistency.STRONG\
            """);
    assertThat(compile(table)).succeededWithoutWarnings();
  }
}
