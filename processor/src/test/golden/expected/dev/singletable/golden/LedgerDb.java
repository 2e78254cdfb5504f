package dev.singletable.golden;

import dev.singletable.migrations.MigrationJob;
import dev.singletable.migrations.Migrations;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TableLayout;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.TableOptions;
import dev.singletable.runtime.internal.Tables;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The entry point to table {@code Ledger} (Item): one repository per entity type, the table
 * definition, and helpers that span entity types.
 *
 * <pre>{@code
 * LedgerDb db = LedgerDb.create(dynamoDbClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerDb implements Ledger {
  /** The shape of the table: keys, entity type attribute, delimiter, TTL attribute and indexes. */
  public static final TableLayout LAYOUT = Layout.builder("Ledger")
      .partitionKey("PK")
      .entityTypeAttribute("entityType")
      .delimiter('#')
      .index(IndexLayout.globalIndex("by-owner").partitionKey("by-ownerPK"))
      .options(TableOptions.builder()
          .provisioned(10L, 5L)
          .indexThroughput("by-owner", 20L, 5L)
          .pointInTimeRecovery()
          .deletionProtection()
          .tag("team", "ledger")
          .build())
      .build();

  private final TableHandle table;

  private LedgerDb(TableHandle table) {
    this.table = table;
  }

  /** Uses table {@code Ledger} through {@code client}. */
  public static LedgerDb create(DynamoDbClient client) {
    return create(client, DbOptions.defaults());
  }

  /** Uses the table through {@code client} with options (table name, clock, retries...). */
  public static LedgerDb create(DynamoDbClient client, DbOptions options) {
    return new LedgerDb(TableHandle.of(client, LAYOUT, options));
  }

  /** {@link Item} items. */
  public ItemRepository items() {
    return new ItemRepository(table);
  }

  /** The physical table name in use. */
  public String tableName() {
    return table.tableName();
  }

  /**
   * The request that creates this table: key attributes, indexes and projections,
   * on-demand billing. Use it in infrastructure code or tests.
   */
  public CreateTableRequest tableDefinition() {
    return LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist, waits until it is active, and enables TTL on
   * the {@code @Ttl} attribute if there is one.
   */
  public void createTable() {
    Tables.createIfAbsent(table, Face.blocking());
  }

  /**
   * The online migrations of the stored items: one job per change the entities declare
   * ({@code formerly = ...}), and one backfill per entity and index it fills
   * ({@code Order.fill:GSI1}; {@code createIndex} adds an index to a deployed
   * table): see docs/evolution.md.
   */
  public Migrations migrations() {
    return Migrations.of(table,
        MigrationJob.fillIndex("Item.fill:by-owner", ItemSchema.INSTANCE, "by-owner"));
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public LedgerTransaction<TransactionResult> transaction() {
    return new LedgerTransaction<>(table, Face.blocking());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public LedgerTransactGet<LedgerItems, CombinedTransactGet.CombinedItems> transactGet() {
    return new LedgerTransactGet<>(table, Face.blocking(), Face.blocking());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public LedgerBatchGet<LedgerItems> batchGet() {
    return new LedgerBatchGet<>(table, Face.blocking());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public LedgerBatchWrite<Void> batchWrite() {
    return new LedgerBatchWrite<>(table, Face.blocking());
  }
}
