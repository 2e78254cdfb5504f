package dev.singletable.golden;

import dev.singletable.migrations.MigrationJob;
import dev.singletable.migrations.Migrations;
import dev.singletable.runtime.CombinedTransactGet;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.TableLayout;
import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.internal.DeclaredReads;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.Tables;
import java.time.LocalDate;
import java.util.List;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The entry point to table {@code Fleet} (Trip): one repository per entity type, the table
 * definition, and helpers that span entity types.
 *
 * <pre>{@code
 * FleetDb db = FleetDb.create(dynamoDbClient);
 * }</pre>
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetDb implements Fleet {
  /** The shape of the table: keys, entity type attribute, delimiter, TTL attribute and indexes. */
  public static final TableLayout LAYOUT = Layout.builder("Fleet")
      .partitionKey("PK")
      .sortKey("SK")
      .entityTypeAttribute("entityType")
      .delimiter('#')
      .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK")
          .projection(ProjectionType.KEYS_ONLY))
      .index(IndexLayout.globalIndex("TripsByDriver").partitionKey("driver", ScalarAttributeType.S)
          .sortKey("day", ScalarAttributeType.S).sortKey("startedAt", ScalarAttributeType.S))
      .build();

  private final TableHandle table;

  private FleetDb(TableHandle table) {
    this.table = table;
  }

  /** Uses table {@code Fleet} through {@code client}. */
  public static FleetDb create(DynamoDbClient client) {
    return create(client, DbOptions.defaults());
  }

  /** Uses the table through {@code client} with options (table name, clock, retries...). */
  public static FleetDb create(DynamoDbClient client, DbOptions options) {
    return new FleetDb(TableHandle.of(client, LAYOUT, options));
  }

  /** {@link Trip} items. */
  public TripRepository trips() {
    return new TripRepository(table);
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
        MigrationJob.fillIndex("Trip.fill:GSI1", TripSchema.INSTANCE, "GSI1"));
  }

  /**
   * Starts a transaction: up to 100 writes of any entity types, applied all together or not at all
   * (TransactWriteItems). Add actions, then call {@code execute()}.
   */
  public FleetTransaction<TransactionResult> transaction() {
    return new FleetTransaction<>(table, Face.blocking());
  }

  /**
   * Starts a transactional read: up to 100 items of any entity types, read as one consistent
   * snapshot (TransactGetItems).
   */
  public FleetTransactGet<FleetItems, CombinedTransactGet.CombinedItems> transactGet() {
    return new FleetTransactGet<>(table, Face.blocking(), Face.blocking());
  }

  /**
   * Starts a batch read of any number of keys of any entity types (BatchGetItem, 100 keys per
   * request, unprocessed keys re-sent).
   */
  public FleetBatchGet<FleetItems> batchGet() {
    return new FleetBatchGet<>(table, Face.blocking());
  }

  /**
   * Starts a batch of puts and deletes of any entity types (BatchWriteItem, 25 writes per request,
   * unprocessed writes re-sent). Neither atomic nor conditional: use {@link #transaction()} for
   * that.
   */
  public FleetBatchWrite<Void> batchWrite() {
    return new FleetBatchWrite<>(table, Face.blocking());
  }

  /**
   * A car's trips, shortest first.
   *
   * <p>Query of index GSI1: {@code GSI1PK = "CAR#{car}"}.
   */
  @Override
  public List<Trip> carTrips(CarId car) {
    String outer = DeclaredReads.enter("carTrips");
    try {
      DeclaredReads.require("carTrips", List.of("car"), car);
      return trips().byCar(car).all().fetchItems().items();
    } finally {
      DeclaredReads.leave(outer);
    }
  }

  /**
   * A driver's trips from a day on, latest first.
   *
   * <p>Query of index TripsByDriver: {@code driver = {driver} AND day >= {from}}.
   */
  @Override
  public List<Trip> driverTrips(String driver, LocalDate from) {
    String outer = DeclaredReads.enter("driverTrips");
    try {
      DeclaredReads.require("driverTrips", List.of("driver"), driver);
      TripRepository.DayStartedAtStage<EntityQuery<Trip>> partition = trips().tripsByDriver(driver);
      EntityQuery<Trip> query = partition.all();
      if (from != null) {
        query = partition.day(Range.from(from));
      }
      return query.descending().list();
    } finally {
      DeclaredReads.leave(outer);
    }
  }
}
