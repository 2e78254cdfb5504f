package dev.singletable.golden;

import dev.singletable.runtime.TableHandle;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The asynchronous entry point to table {@code Fleet}: what {@link FleetDb} offers, each operation
 * returning a {@code CompletableFuture} that fails with the same typed exceptions.
 *
 * <pre>{@code
 * FleetAsyncDb db = FleetDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetAsyncDb {
  private final TableHandle table;

  private final TripAsyncRepository trips;

  /**
   * Used by {@link FleetDb#createAsync}.
   */
  FleetAsyncDb(TableHandle table) {
    this.table = table;
    this.trips = new TripAsyncRepository(new TripRepository(table));
  }

  /**
   * {@link Trip} items.
   */
  public TripAsyncRepository trips() {
    return trips;
  }

  /**
   * The physical table name in use.
   */
  public String tableName() {
    return table.tableName();
  }

  /**
   * The request that creates this table, as {@link FleetDb#tableDefinition()}.
   */
  public CreateTableRequest tableDefinition() {
    return FleetDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link FleetDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return table.createIfAbsentAsync();
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code executeAsync()}.
   */
  public FleetTransaction transaction() {
    return new FleetTransaction(table);
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public FleetTransactGet transactGet() {
    return new FleetTransactGet(table);
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public FleetBatchGet batchGet() {
    return new FleetBatchGet(table);
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public FleetBatchWrite batchWrite() {
    return new FleetBatchWrite(table);
  }
}
