package dev.singletable.golden;

import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Tables;
import java.time.LocalDate;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;

/**
 * The asynchronous entry point to table {@code Fleet}: what {@link FleetDb} offers, every read,
 * write and terminal returning a {@code CompletableFuture} that holds no thread and fails with the
 * same typed exceptions.
 *
 * <pre>{@code
 * FleetAsyncDb db = FleetDb.createAsync(dynamoDbAsyncClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetAsyncDb implements FleetAsync {
  private final TableHandle table;

  private final FleetDb reads;

  /** Used by {@link FleetDb#createAsync}. */
  FleetAsyncDb(TableHandle table) {
    this.table = table;
    this.reads = new FleetDb(table);
  }

  /** {@link Trip} items. */
  public TripAsyncRepository trips() {
    return new TripAsyncRepository(table);
  }

  /** The physical table name in use. */
  public String tableName() {
    return table.tableName();
  }

  /** The request that creates this table, as {@link FleetDb#tableDefinition()}. */
  public CreateTableRequest tableDefinition() {
    return FleetDb.LAYOUT.createTableRequest(table.tableName());
  }

  /**
   * Creates the table if it does not exist and enables TTL, as {@link FleetDb#createTable()};
   * the future completes once the table is active.
   */
  public CompletableFuture<Void> createTable() {
    return Tables.createIfAbsent(table, Face.async());
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public FleetTransaction<CompletableFuture<TransactionResult>> transaction() {
    return new FleetTransaction<>(table, Face.async());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public FleetTransactGet<CompletableFuture<FleetItems>, CompletableFuture<CombinedTransactGet.CombinedItems>> transactGet(
      ) {
    return new FleetTransactGet<>(table, Face.async(), Face.async());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public FleetBatchGet<CompletableFuture<FleetItems>> batchGet() {
    return new FleetBatchGet<>(table, Face.async());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public FleetBatchWrite<CompletableFuture<Void>> batchWrite() {
    return new FleetBatchWrite<>(table, Face.async());
  }

  @Override
  public CompletableFuture<List<Trip>> carTrips(CarId car) {
    return reads.carTrips(Face.async(), car);
  }

  @Override
  public CompletableFuture<List<Trip>> driverTrips(String driver, LocalDate from) {
    return reads.driverTrips(Face.async(), driver, from);
  }
}
