package dev.singletable.samples.links;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;

/**
 * A table with a partition key only, on the local engine: its definition, and every kind of write
 * and read (get, put, create, update, delete, batches, transactions, an index query) by key.
 */
@LocalDynamoDbTest
class LinksTest {

  private static final Instant T0 = Instant.parse("2025-05-01T08:00:00Z");

  private static LinksDb db;
  private static DynamoDbClient client;

  @BeforeAll
  static void create(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    db = LinksDb.create(dynamoDb, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
  }

  private static ShortLink link(String code, String owner, int minute) {
    return new ShortLink(
        code, "https://example.com/" + code, owner, T0.plusSeconds(60L * minute), 0, 0);
  }

  @Test
  void theTableHasAPartitionKeyOnly() {
    List<KeySchemaElement> keys =
        client.describeTable(r -> r.tableName(db.tableName())).table().keySchema();
    assertThat(keys).extracting(KeySchemaElement::attributeName).containsExactly("PK");

    db.shortLinks().put(link("k-only", "ann", 0));
    Map<String, AttributeValue> item =
        client
            .getItem(r -> r.tableName(db.tableName()).key(new ShortLinkKey("k-only").toKey()))
            .item();
    assertThat(item.get("PK").s()).isEqualTo("LINK#k-only");
    assertThat(item).doesNotContainKey("SK");
    assertThat(new ShortLinkKey("k-only").toKey()).containsOnlyKeys("PK");
  }

  @Test
  void getPutCreateUpdateAndDeleteByPartitionKey() {
    ShortLink link = link("crud", "ann", 1);
    ShortLink created = db.shortLinks().create(link);
    assertThat(created.version()).isEqualTo(1);
    assertThatThrownBy(() -> db.shortLinks().create(link))
        .isInstanceOf(ItemAlreadyExistsException.class);
    assertThat(db.shortLinks().get(new ShortLinkKey("crud"))).contains(created);

    ShortLink counted =
        db.shortLinks()
            .update(new ShortLinkKey("crud"))
            .apply(ShortLinkSchema.HITS.add(3L))
            .expectVersion(1)
            .execute()
            .orElseThrow();
    assertThat(counted.hits()).isEqualTo(3);
    assertThat(counted.version()).isEqualTo(2);
    assertThatThrownBy(
            () ->
                db.shortLinks()
                    .update(new ShortLinkKey("crud"))
                    .apply(ShortLinkSchema.HITS.add(1L))
                    .expectVersion(1)
                    .execute())
        .isInstanceOf(OptimisticLockException.class);

    db.shortLinks().put(counted); // put with the version read: accepted, version 3
    assertThat(db.shortLinks().get(new ShortLinkKey("crud")).orElseThrow().version()).isEqualTo(3);

    db.shortLinks().delete(new ShortLinkKey("crud"));
    assertThat(db.shortLinks().get(new ShortLinkKey("crud"))).isEmpty();
  }

  @Test
  void batchesWriteAndReadByPartitionKey() {
    // Batch puts carry no condition, so versioned links are written one by one and aliases,
    // which have no version, in batches.
    List<Alias> aliases = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      aliases.add(new Alias("batch-" + i, "code-" + i));
    }
    db.batchWrite().putAliases(aliases).execute();
    db.shortLinks().put(link("batch-link", "bob", 0));

    List<AliasKey> keys = new ArrayList<>();
    aliases.forEach(a -> keys.add(AliasKey.of(a)));
    keys.add(new AliasKey("batch-missing"));
    LinksItems read = db.batchGet().addAll(keys).add(new ShortLinkKey("batch-link")).execute();
    assertThat(read.aliases()).hasSize(30);
    assertThat(read.get(new AliasKey("batch-7"))).contains(new Alias("batch-7", "code-7"));
    assertThat(read.get(new ShortLinkKey("batch-link")).orElseThrow().owner()).isEqualTo("bob");
    assertThat(read.missingKeys(AliasKey.class)).containsExactly(new AliasKey("batch-missing"));

    db.batchWrite().deleteAll(keys.subList(0, 10)).delete(new ShortLinkKey("batch-link")).execute();
    assertThat(db.batchGet().addAll(keys.subList(0, 12)).execute().aliases()).hasSize(2);
    assertThat(db.shortLinks().get(new ShortLinkKey("batch-link"))).isEmpty();
  }

  @Test
  void aTransactionWritesTheLinkAndItsAliasOrNeither() {
    db.transaction().create(link("tx-1", "cy", 0)).create(new Alias("docs", "tx-1")).execute();
    assertThat(db.aliases().get(new AliasKey("docs"))).contains(new Alias("docs", "tx-1"));
    assertThat(db.shortLinks().get(new ShortLinkKey("tx-1"))).isPresent();

    assertThatThrownBy(
            () ->
                db.transaction()
                    .create(link("tx-2", "cy", 1))
                    .create(new Alias("docs", "tx-2")) // the alias exists: all is cancelled
                    .execute())
        .isInstanceOf(TransactionCancelledException.class);
    assertThat(db.shortLinks().get(new ShortLinkKey("tx-2"))).isEmpty();

    db.transaction()
        .update(new ShortLinkKey("tx-1"), u -> u.apply(ShortLinkSchema.HITS.add(1L)))
        .delete(new AliasKey("docs"))
        .execute();
    assertThat(db.shortLinks().get(new ShortLinkKey("tx-1")).orElseThrow().hits()).isEqualTo(1);
    assertThat(db.aliases().get(new AliasKey("docs"))).isEmpty();
  }

  @Test
  void theIndexListsAnOwnersLinksNewestFirst() {
    db.shortLinks().put(link("idx-1", "dee", 1));
    db.shortLinks().put(link("idx-2", "dee", 2));
    db.shortLinks().put(link("idx-3", "dee", 3));

    assertThat(db.shortLinks().ownedBy("dee").newestFirst().list())
        .extracting(ShortLink::code)
        .containsExactly("idx-3", "idx-2", "idx-1");
  }

  @Test
  void theHostIsDerivedFromTheTargetOnEveryWriteAndUpdate() {
    ShortLink stored =
        db.shortLinks().put(new ShortLink("host-1", "https://Docs.Example.org/a", "gil", T0, 0, 0));
    assertThat(stored.host()).isEqualTo("docs.example.org");
    assertThat(db.shortLinks().toHost("docs.example.org").all().list())
        .extracting(ShortLink::code)
        .containsExactly("host-1");

    // setTarget computes the host again and moves the link in GSI2: no setter writes the host.
    db.shortLinks().update(new ShortLinkKey("host-1")).setTarget("https://example.net/b").execute();

    assertThat(db.shortLinks().get(new ShortLinkKey("host-1")).orElseThrow().host())
        .isEqualTo("example.net");
    assertThat(db.shortLinks().toHost("docs.example.org").all().list()).isEmpty();
    assertThat(db.shortLinks().toHost("example.net").all().list())
        .extracting(ShortLink::code)
        .containsExactly("host-1");
  }
}
