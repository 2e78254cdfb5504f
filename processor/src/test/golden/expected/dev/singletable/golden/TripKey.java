package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Trip}: PK = {@code DAY#{day}#{shard}}, SK =
 * {@code TRIP#{startedAt}#{car}}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record TripKey(LocalDate day, Instant startedAt,
    CarId car) implements TableKey<Fleet, Trip> {
  private static final String ENTITY = "Trip";

  static final Keys.Part<LocalDate> DAY = Keys.localDate(ENTITY, "day");

  static final Keys.Part<String> CAR = Keys.string(ENTITY, "car", '#');

  static final Keys.Part<Instant> STARTED_AT = Keys.instant(ENTITY, "startedAt", 9);

  static final Keys.Part<Long> LENGTH = Keys.int64(ENTITY, "length");

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "DAY#{day}#{shard}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "TRIP#{startedAt}#{car}");

  static final Keys.Attribute GSI1_PK = Keys.partitionKey(ENTITY, "GSI1PK", '#', "CAR#{car}");

  static final Keys.Attribute GSI1_SK = Keys.sortKey(ENTITY, "GSI1SK", '#', "{length}#{day}");

  static final Keys.Shard PK_SHARD = Keys.shard(4);

  /** The key of {@code trip}. */
  public static TripKey of(Trip trip) {
    return new TripKey(trip.day(), trip.startedAt(), trip.car());
  }

  /** The partition key value {@code DAY#{day}#{shard}}, which queries and collections read. */
  public static String partitionKey(LocalDate day, CarId car) {
    return PK.check("DAY#" + DAY.encode(day) + "#" + PK_SHARD.of(CAR.encode(car == null ? null
        : CAR.stored(car.value()))));
  }

  /**
   * The partition key value {@code DAY#{day}#{shard}} of each of its 4 shards, in shard order: the
   * partitions a query reads and merges.
   */
  public static List<String> partitionKeys(LocalDate day) {
    List<String> keys = new ArrayList<>(4);
    for (int shard = 0; shard < 4; shard++) {
      keys.add(PK.check("DAY#" + DAY.encode(day) + "#" + PK_SHARD.text(shard)));
    }
    return keys;
  }

  /** The partition key value, {@code DAY#{day}#{shard}}. */
  public String pk() {
    return PK.check("DAY#" + DAY.encode(day) + "#" + PK_SHARD.of(CAR.encode(car == null ? null
        : CAR.stored(car.value()))));
  }

  /** The sort key value, {@code TRIP#{startedAt}#{car}}. */
  public String sk() {
    return SK.check("TRIP#" + STARTED_AT.encode(startedAt) + "#" + CAR.encode(car == null ? null
        : CAR.stored(car.value())));
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Trip, TripKey> schema() {
    return TripSchema.INSTANCE;
  }

  /** The key of {@code Trip} in these key attributes; {@code null} when they have another shape. */
  public static TripKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new TripKey(DAY.decode(parts.get("day")),
        STARTED_AT.decode(parts.get("startedAt")), new CarId(parts.get("car"))), PK, SK);
  }
}
