package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Trip} is stored: item mapping without reflection, index keys and typed
 * attribute references for conditions, filters and updates ({@code TripSchema.DAY.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class TripSchema implements EntitySchema<Trip, TripKey>, TripRefs {
  /** The schema; it holds no state. */
  public static final TripSchema INSTANCE = new TripSchema();

  /** The value of the {@code entityType} attribute of every Trip item. */
  public static final String ENTITY_TYPE = "Trip";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private TripSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Trip trip) {
    TripKey key = TripKey.of(trip);
    Map<String, AttributeValue> item = Items.newMap(11);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless length is set.
    if (trip.length() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(trip.car())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey(trip.length(), trip.day())));
    }
    LocalDate day = trip.day();
    if (day != null) {
      item.put("day", AttributeValues.localDate(ENTITY, "day", day));
    }
    Instant startedAt = trip.startedAt();
    if (startedAt != null) {
      item.put("startedAt", AttributeValues.instant(ENTITY, "startedAt", startedAt));
    }
    CarId car = trip.car();
    if (car != null) {
      item.put("car", AttributeValues.string(ENTITY, "car", Items.stored(ENTITY, "car",
          car.value())));
    }
    Duration length = trip.length();
    if (length != null) {
      item.put("length", AttributeValues.int64(Items.stored(ENTITY, "length",
          FleetConverters.TRIP_LENGTH_CONVERTER.toStored( length))));
    }
    String driver = trip.driver();
    if (driver != null) {
      item.put("driver", AttributeValues.string(ENTITY, "driver", driver));
    }
    item.put("version", AttributeValues.int64(trip.version()));
    return item;
  }

  @Override
  public Trip fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Trip fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public TripKey keyOf(Trip trip) {
    return TripKey.of(trip);
  }

  @Override
  public Map<String, AttributeValue> keyItem(TripKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(TripKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(4);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("day", AttributeValues.localDate(ENTITY, "day", key.day()));
    attributes.put("startedAt", AttributeValues.instant(ENTITY, "startedAt", key.startedAt()));
    attributes.put("car", AttributeValues.string(ENTITY, "car", Items.stored(ENTITY, "car",
        key.car().value())));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("car", "setCar"),
        Map.entry("length", "setLength"),
        Map.entry("day", "setDay"));
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

  private static Trip read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("day");
    LocalDate day = v == null || Items.isNull(v) ? null
        : AttributeValues.readLocalDate(ENTITY, "day", v);
    v = item.get("startedAt");
    Instant startedAt = v == null || Items.isNull(v) ? null
        : AttributeValues.readInstant(ENTITY, "startedAt", v);
    v = item.get("car");
    CarId car = v == null || Items.isNull(v) ? null
        : new CarId(AttributeValues.readString(ENTITY, "car", v));
    v = item.get("length");
    Duration length = v == null || Items.isNull(v) ? null
        : FleetConverters.TRIP_LENGTH_CONVERTER.fromStored(
        AttributeValues.readInt64(ENTITY, "length", v));
    v = item.get("driver");
    String driver = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "driver", v);
    v = item.get("version");
    long version;
    if (v != null) {
      version = AttributeValues.readInt64(ENTITY, "version", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "version", item);
    } else {
      version = 0L;
    }
    return new Trip(
        day,
        startedAt,
        car,
        length,
        driver,
        version);
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int DAY = 0;

    static final int STARTED_AT = 1;

    static final int CAR = 2;

    static final int LENGTH = 3;

    static final int VERSION = 4;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case DAY -> AttributeValues.localDate(ENTITY, "day", (LocalDate) value);
        case STARTED_AT -> AttributeValues.instant(ENTITY, "startedAt", (Instant) value);
        case CAR -> AttributeValues.string(ENTITY, "car", Items.stored(ENTITY, "car",
            ((CarId) value).value()));
        case LENGTH -> AttributeValues.int64(Items.stored(ENTITY, "length",
            FleetConverters.TRIP_LENGTH_CONVERTER.toStored( (Duration) value)));
        case VERSION -> AttributeValues.int64((Long) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
