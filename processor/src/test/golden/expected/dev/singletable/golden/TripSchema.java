package dev.singletable.golden;

import dev.singletable.runtime.AttributeConverter;
import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Trip} is stored: reflection-free mapping, index keys, typed references
 * ({@code TripSchema.DAY}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripSchema extends SchemaBase<Trip, TripKey> implements TripRefs {
  /** The value of the {@code entityType} attribute of every Trip item. */
  public static final String ENTITY_TYPE = "Trip";

  /** The {@code entityType} attribute of its items; an item has up to 11 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 11);

  static final Codec<LocalDate> DAY_CODEC = Codec.localDate(ENTITY_TYPE, "day");

  static final Codec<Instant> STARTED_AT_CODEC = Codec.instant(ENTITY_TYPE, "startedAt");

  static final Codec<CarId> CAR_CODEC = Codec.converted(Codec.string(ENTITY_TYPE, "car"),
      new CarIdConverter());

  static final Codec<Duration> LENGTH_CODEC = Codec.converted(Codec.int64(ENTITY_TYPE, "length"),
      FleetConverters.TRIP_LENGTH_CONVERTER);

  static final Codec<String> DRIVER_CODEC = Codec.string(ENTITY_TYPE, "driver");

  static final Codec.Primitive<Long> VERSION_CODEC = Codec.int64(ENTITY_TYPE, "version");

  /** The schema; it holds no state. */
  public static final TripSchema INSTANCE = new TripSchema();

  private TripSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("car", "setCar"),
        Map.entry("length", "setLength"),
        Map.entry("day", "setDay")));
  }

  @Override
  public Map<String, AttributeValue> toItem(Trip trip) {
    TripKey key = TripKey.of(trip);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless length is set.
    if (trip.length() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(trip.car())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey(trip.length(), trip.day())));
    }
    DAY_CODEC.put(item, trip.day());
    STARTED_AT_CODEC.put(item, trip.startedAt());
    CAR_CODEC.put(item, trip.car());
    LENGTH_CODEC.put(item, trip.length());
    DRIVER_CODEC.put(item, trip.driver());
    VERSION_CODEC.put(item, trip.version());
    return item;
  }

  @Override
  public Trip fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    VERSION_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Trip fromPartialItem(Map<String, AttributeValue> item) {
    return new Trip(
        DAY_CODEC.read(item),
        STARTED_AT_CODEC.read(item),
        CAR_CODEC.read(item),
        LENGTH_CODEC.read(item),
        DRIVER_CODEC.read(item),
        VERSION_CODEC.readLong(item));
  }

  @Override
  public TripKey keyOf(Trip trip) {
    return TripKey.of(trip);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(TripKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    DAY_CODEC.put(attributes, key.day());
    STARTED_AT_CODEC.put(attributes, key.startedAt());
    CAR_CODEC.put(attributes, key.car());
    return attributes;
  }

  @Override
  public String versionAttribute() {
    return "version";
  }

  @Override
  public long versionOf(Trip trip) {
    return trip.version();
  }

  @Override
  public Trip prepareWrite(Trip trip, long newVersion, Instant now) {
    return new Trip(
        trip.day(),
        trip.startedAt(),
        trip.car(),
        trip.length(),
        trip.driver(),
        newVersion);
  }

  /** The partition key of index GSI1, {@code GSI1PK = CAR#{car}}. */
  public static String gsi1PartitionKey(CarId car) {
    return TripKey.GSI1_PK.check("CAR#" + TripKey.CAR.encode(car == null ? null
        : TripKey.CAR.stored(car.value())));
  }

  /** The sort key of index GSI1, {@code GSI1SK = {length}#{day}}. */
  public static String gsi1SortKey(Duration length, LocalDate day) {
    return TripKey.GSI1_SK.check(TripKey.LENGTH.encode(length == null ? null
        : TripKey.LENGTH.stored(FleetConverters.TRIP_LENGTH_CONVERTER.toStored(length))) + "#"
        + TripKey.DAY.encode(day));
  }

  /** Stores a {@link CarId} as its {@code value}. */
  private static final class CarIdConverter implements AttributeConverter<CarId, String> {
    @Override
    public String toStored(CarId value) {
      return value.value();
    }

    @Override
    public CarId fromStored(String stored) {
      return new CarId(stored);
    }
  }
}
