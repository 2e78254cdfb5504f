package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The design review's {@code hot-partition} warning and its suppression. */
class HotPartitionDiagnosticsTest {

  private static final JavaFileObject SHOP =
      source(
          "test.Shop",
          """
          @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
          public interface Shop {}
          """);

  @Test
  void anEnumPartitionKeyOnAGlobalIndexSuggestsWriteSharding() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "STATUS#{status}",
                sk = "{createdAt}#{orderId}")
            public record Order(String orderId, Instant createdAt, Status status) {
              public enum Status { PLACED, SHIPPED, DELIVERED, CANCELLED }
            }
            """);
    assertThat(compile(SHOP, order))
        .hadWarningContaining(
            "[singletable:hot-partition] Order's partition key \"STATUS#{status}\" on index GSI1:"
                + " its only placeholders have few values ({status}: an enum of 4 values), so all"
                + " Order items go to at most 4 partitions. One partition serves at most about"
                + " 3,000 reads and 1,000 writes per second. Spread the writes as DynamoDB's guides"
                + " describe (write sharding): add a shard number to the partition key, e.g. pk ="
                + " \"STATUS#{status}#{shard}\" with @Shard(index = \"GSI1\", count = 8, by ="
                + " \"orderId\") on Order (by names a primary-key attribute, whose hash picks the"
                + " shard, so point reads and updates find it; queries then read the 8 shards in"
                + " parallel and merge them); or, if its write rate stays low, suppress this with"
                + " @SuppressWarnings(\"singletable:hot-partition\") on Order")
        .inFile(order)
        .onLineContaining("pk = \"STATUS#{status}\"");
  }

  @Test
  void aConstantTablePartitionKeyPutsEveryItemInOnePartition() {
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENTS",
                sk = "EVENT#{id}")
            public record Event(String id) {}
            """);
    assertThat(compile(SHOP, event))
        .hadWarningContaining(
            "[singletable:hot-partition] Event's partition key \"EVENTS\" on the table: it has no"
                + " placeholder, so every Event item goes to the one partition PK=\"EVENTS\".")
        .inFile(event)
        .onLineContaining("pk = \"EVENTS\"");
  }

  @Test
  void aDatePartitionKeyGathersADaysItems() {
    JavaFileObject visit =
        source(
            "test.Visit",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}", sk = "VISIT#{visitId}")
            public record Visit(LocalDate day, UUID visitId) {}
            """);
    assertThat(compile(SHOP, visit))
        .hadWarningContaining(
            "Visit's partition key \"DAY#{day}\" on the table: its only placeholders have few"
                + " values ({day}: a LocalDate, one value per day), so all Visit items of one day"
                + " go to one partition.");
  }

  @Test
  void anInvertedIndexMakesAConstantSortKeyAPartitionKey() {
    JavaFileObject table =
        source(
            "test.Social",
            """
            @Table(name = "Social", gsis = @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"))
            public interface Social {}
            """);
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Social.class)
            @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
            public record User(String userId) {}
            """);
    assertThat(compile(table, user))
        .hadWarningContaining(
            "[singletable:hot-partition] User's partition key on index Inverted is \"PROFILE\", the"
                + " value it writes to the table key attribute SK (the index's partition key): it"
                + " has no placeholder, so every User item goes to the one partition"
                + " SK=\"PROFILE\".")
        .inFile(user)
        .onLineContaining("sk = \"PROFILE\"");
  }

  @Test
  void aSingleItemIsNotAPartitionToShard() {
    JavaFileObject settings =
        source(
            "test.Settings",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "SETTINGS", sk = "GLOBAL")
            @Gsi(index = "GSI1", pk = "SETTINGS#{mode}", sk = "GLOBAL")
            public record Settings(Mode mode) {
              public enum Mode { ON, OFF }
            }
            """);
    assertThat(compile(SHOP, settings)).succeededWithoutWarnings();
  }

  @Test
  void theWarningIsSuppressedPerEntity() {
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENTS", sk = "EVENT#{id}")
            @SuppressWarnings("singletable:hot-partition") // a few events a minute
            public record Event(String id) {}
            """);
    assertThat(compile(SHOP, event)).succeededWithoutWarnings();
  }

  @Test
  void aPartitionKeyShardedByHandIsClean() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "STATUS#{status}#SHARD{shard}", sk = "{createdAt}#{orderId}")
            public record Order(String orderId, Instant createdAt, Status status, int shard) {
              public enum Status { PLACED, SHIPPED }
            }
            """);
    assertThat(compile(SHOP, order)).succeededWithoutWarnings();
  }

  @Test
  void theSuggestionForAnIndexKeyNamesTheIndexAndCompilesClean() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            @Gsi(index = "GSI1", pk = "STATUS#{status}#{shard}", sk = "{createdAt}#{orderId}")
            @Shard(index = "GSI1", count = 8, by = "orderId")
            public record Order(String orderId, Instant createdAt, Status status) {
              public enum Status { PLACED, SHIPPED, DELIVERED, CANCELLED }
            }
            """);
    assertThat(compile(SHOP, order)).succeededWithoutWarnings();
  }

  @Test
  void theSuggestionForTheTableKeyHasNoIndexAndCompilesClean() {
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENTS",
                sk = "EVENT#{id}")
            public record Event(String id) {}
            """);
    assertThat(compile(SHOP, event))
        .hadWarningContaining(
            "(write sharding): add a shard number to the partition key, e.g. pk ="
                + " \"EVENTS#{shard}\" with @Shard(count = 8, by = \"id\") on Event (by names a"
                + " primary-key attribute")
        .inFile(event)
        .onLineContaining("pk = \"EVENTS\"");

    JavaFileObject sharded =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENTS#{shard}", sk = "EVENT#{id}")
            @Shard(count = 8, by = "id")
            public record Event(String id) {}
            """);
    assertThat(compile(SHOP, sharded)).succeededWithoutWarnings();
  }

  @Test
  void anInvertedIndexIsToldToKeyTheIndexOnItsOwn() {
    JavaFileObject table =
        source(
            "test.Social",
            """
            @Table(name = "Social", gsis = @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"))
            public interface Social {}
            """);
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Social.class)
            @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
            public record User(String userId) {}
            """);
    assertThat(compile(table, user))
        .hadWarningContaining(
            "(write sharding): the partition key of index Inverted is the table's sort key, which"
                + " cannot hold {shard}, so give the index key attributes of its own"
                + " (@GlobalIndex(name = \"Inverted\", pk = ..., sk = ...)) and fill them with"
                + " @Gsi(index = \"Inverted\", pk = \"PROFILE#{shard}\", sk = ...) and"
                + " @Shard(index = \"Inverted\", count = 8, by = \"userId\") on User");

    JavaFileObject keyed =
        source(
            "test.Social",
            """
            @Table(name = "Social", gsis = @GlobalIndex(name = "Inverted", pk = "GSI1PK", sk = "GSI1SK"))
            public interface Social {}
            """);
    JavaFileObject sharded =
        source(
            "test.User",
            """
            @Entity(table = Social.class)
            @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
            @Gsi(index = "Inverted", pk = "PROFILE#{shard}", sk = "USER#{userId}")
            @Shard(index = "Inverted", count = 8, by = "userId")
            public record User(String userId) {}
            """);
    assertThat(compile(keyed, sharded)).succeededWithoutWarnings();
  }
}
