package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/** Every compile-time mistake of write sharding, each on the annotation value that causes it. */
class ShardDiagnosticsTest {

  private static JavaFileObject event(String annotations) {
    return source(
        "test.Event",
        annotations
            + """

            public record Event(LocalDate day, Instant at, String eventId, String kind) {}
            """);
  }

  @Test
  void aValidShardedDesignCompilesWithoutTheHotPartitionWarning() {
    Compilation compilation =
        compile(
            SHOP,
            event(
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
                @Gsi(index = "GSI1", pk = "KIND#{kind}#{shard}", sk = "{at}#{eventId}")
                @Shard(count = 8, by = "eventId")
                @Shard(count = 4, index = "GSI1")\
                """));
    assertThat(compilation).succeeded();
    Assertions.assertThat(compilation.warnings().stream().map(w -> w.getMessage(null)))
        .noneMatch(message -> message.contains("hot-partition"));
  }

  @Test
  void theHotPartitionWarningAdvisesShard() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}", sk = "{at}#{eventId}")\
            """);
    assertThat(compile(SHOP, event))
        .hadWarningContaining(
            "e.g. pk = \"DAY#{day}#{shard}\" with @Shard(count = 8, by = \"eventId\") on Event"
                + " (by names a primary-key attribute, whose hash picks the shard, so point reads"
                + " and updates find it; queries then read the 8 shards in parallel and merge"
                + " them)")
        .inFile(event)
        .onLineContaining("pk = \"DAY#{day}\"");
  }

  @Test
  void aShardPlaceholderWithoutShardIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-undeclared] @KeyPattern pk pattern \"DAY#{day}#{shard}\" holds"
                + " {shard} but Event declares no @Shard for the table key; add @Shard(count = 8,"
                + " by = \"eventId\") to Event, or remove {shard}")
        .inFile(event)
        .onLineContaining("pk = \"DAY#{day}#{shard}\"");
  }

  @Test
  void aShardWithoutTheShardPlaceholderIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}", sk = "{at}#{eventId}")
            @Shard(count = 8, by = "eventId")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-unused] @Shard on Event shards the partition key of the table"
                + " key, but that pattern \"DAY#{day}\" has no {shard}; add it, e.g. pk ="
                + " \"DAY#{day}#{shard}\", or remove the @Shard")
        .inFile(event)
        .onLineContaining("@Shard(count = 8");
  }

  @Test
  void byNamingAMissingAttributeIsAnErrorWithASuggestion() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8,
                by = "eventID")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-by] @Shard(by = \"eventID\") on Event names no attribute of"
                + " Event; did you mean eventId?")
        .inFile(event)
        .onLineContaining("by = \"eventID\"");
  }

  @Test
  void byNamingANonKeyAttributeIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8,
                by = "kind")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-by-key] @Shard(by = \"kind\") on Event names an attribute that is"
                + " not in its primary key (day, at, eventId)")
        .inFile(event)
        .onLineContaining("by = \"kind\"");
  }

  @Test
  void countsBelowTwoOrAboveTheMaximumAreErrors() {
    for (int count : new int[] {1, 101}) {
      JavaFileObject event =
          event(
              """
              @Entity(table = Shop.class)
              @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
              @Shard(count = %d, by = "eventId")\
              """
                  .formatted(count));
      assertThat(compile(SHOP, event))
          .hadErrorContaining(
              "[singletable:shard-count] @Shard(count = "
                  + count
                  + ") on Event: the count must be 2 to 100")
          .inFile(event)
          .onLineContaining("@Shard(count = " + count);
    }
  }

  @Test
  void aShardInASortKeyIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}",
                sk = "{at}#{shard}")
            @SuppressWarnings("singletable:hot-partition")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-sort-key] @KeyPattern sk pattern \"{at}#{shard}\" holds {shard} in"
                + " a sort key; only a partition key can be sharded")
        .inFile(event)
        .onLineContaining("sk = \"{at}#{shard}\"");
  }

  @Test
  void aRandomShardOfTheTableKeyIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8)\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-random-table-key] @Shard(count = 8) on Event spreads its table key"
                + " at random, so no point read, update or delete could find an item again; add by"
                + " = \"<one of day, at, eventId>\"")
        .inFile(event)
        .onLineContaining("@Shard(count = 8)");
  }

  @Test
  void aShardOfAnIndexTheEntityDoesNotFillIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENT#{eventId}", sk = "{at}")
            @Shard(count = 4,
                index = "GSI9")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-index] @Shard(index = \"GSI9\") on Event names no global index key"
                + " of Event (it has none)")
        .inFile(event)
        .onLineContaining("index = \"GSI9\"");
  }

  @Test
  void aCollectionOnAShardedPartitionIsAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8, by = "eventId")
            @dev.singletable.annotations.Collection("dayLog")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-collection] @Collection(\"dayLog\") on Event reads the partition"
                + " of the table key, which is sharded over 8 partitions")
        .inFile(event)
        .onLineContaining("Collection(\"dayLog\")");
  }

  @Test
  void twoShardsOfOneKeyAreAnError() {
    JavaFileObject event =
        event(
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8, by = "eventId")
            @Shard(count = 4,
                by = "at")\
            """);
    assertThat(compile(SHOP, event))
        .hadErrorContaining(
            "[singletable:shard-duplicate] Event declares @Shard twice for the table key; keep"
                + " one")
        .inFile(event)
        // javac cannot place a diagnostic on an annotation of an implicit container (two @Shard):
        // it falls back to the annotated record.
        .onLineContaining("public record Event");
  }
}
