package dev.singletable.golden;

import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Tables;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The asynchronous entry point to table {@code Ledger}: what {@link LedgerDb} offers, every read,
 * write and terminal returning a {@code CompletableFuture} that holds no thread and fails with the
 * same typed exceptions.
 *
 * <pre>{@code
 * LedgerAsyncDb db = LedgerDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class LedgerAsyncDb implements LedgerAsync {
  private final TableHandle table;

  /** Used by {@link LedgerDb#createAsync}. */
  LedgerAsyncDb(TableHandle table) {
    this.table = table;
  }

  /** {@link Item} items. */
  public ItemAsyncRepository items() {
    return new ItemAsyncRepository(table);
  }

  /** The physical table name in use. */
  public String tableName() {
    return table.tableName();
  }

  /** The request that creates this table, as {@link LedgerDb#tableDefinition()}. */
  public CreateTableRequest tableDefinition() {
    return LedgerDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link LedgerDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return Tables.createIfAbsent(table, Face.async());
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public LedgerTransaction<CompletableFuture<TransactionResult>> transaction() {
    return new LedgerTransaction<>(table, Face.async());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public LedgerTransactGet<CompletableFuture<LedgerItems>, CompletableFuture<CombinedTransactGet.CombinedItems>> transactGet(
      ) {
    return new LedgerTransactGet<>(table, Face.async(), Face.async());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public LedgerBatchGet<CompletableFuture<LedgerItems>> batchGet() {
    return new LedgerBatchGet<>(table, Face.async());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public LedgerBatchWrite<CompletableFuture<Void>> batchWrite() {
    return new LedgerBatchWrite<>(table, Face.async());
  }
}
