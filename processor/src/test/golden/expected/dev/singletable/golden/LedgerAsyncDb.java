package dev.singletable.golden;

import dev.singletable.runtime.TableHandle;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The asynchronous entry point to table {@code Ledger}: what {@link LedgerDb} offers, each
 * operation returning a {@code CompletableFuture} that fails with the same typed exceptions.
 *
 * <pre>{@code
 * LedgerAsyncDb db = LedgerDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerAsyncDb {
  private final TableHandle table;

  private final ItemAsyncRepository items;

  /**
   * Used by {@link LedgerDb#createAsync}.
   */
  LedgerAsyncDb(TableHandle table) {
    this.table = table;
    this.items = new ItemAsyncRepository(new ItemRepository(table));
  }

  /**
   * {@link Item} items.
   */
  public ItemAsyncRepository items() {
    return items;
  }

  /**
   * The physical table name in use.
   */
  public String tableName() {
    return table.tableName();
  }

  /**
   * The request that creates this table, as {@link LedgerDb#tableDefinition()}.
   */
  public CreateTableRequest tableDefinition() {
    return LedgerDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link LedgerDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return table.createIfAbsentAsync();
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code executeAsync()}.
   */
  public LedgerTransaction transaction() {
    return new LedgerTransaction(table);
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public LedgerTransactGet transactGet() {
    return new LedgerTransactGet(table);
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public LedgerBatchGet batchGet() {
    return new LedgerBatchGet(table);
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public LedgerBatchWrite batchWrite() {
    return new LedgerBatchWrite(table);
  }
}
