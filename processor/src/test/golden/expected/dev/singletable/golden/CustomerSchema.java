package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.AttributeValues;
import dev.singletable.runtime.internal.Items;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Customer} is stored: item mapping without reflection, index keys and typed attribute
 * references for conditions, filters and updates ({@code CustomerSchema.CUSTOMER_ID.eq(...)}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerSchema implements EntitySchema<Customer, CustomerKey>, CustomerRefs {
  /** The schema; it holds no state. */
  public static final CustomerSchema INSTANCE = new CustomerSchema();

  /** The value of the {@code entityType} attribute of every Customer item. */
  public static final String ENTITY_TYPE = "Customer";

  private static final String ENTITY = ENTITY_TYPE;

  private static final AttributeValue TYPE_VALUE = AttributeValue.createS(ENTITY_TYPE);

  private CustomerSchema() {
  }

  @Override
  public String entityType() {
    return ENTITY_TYPE;
  }

  @Override
  public Map<String, AttributeValue> toItem(Customer customer) {
    CustomerKey key = CustomerKey.of(customer);
    Map<String, AttributeValue> item = Items.newMap(12);
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    item.put("entityType", TYPE_VALUE);
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless email is set.
    if (customer.email() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(customer.email())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey()));
    }
    String customerId = customer.customerId();
    if (customerId != null) {
      item.put("customerId", AttributeValues.string(ENTITY, "customerId", customerId));
    }
    String name = customer.name();
    if (name != null) {
      item.put("name", AttributeValues.string(ENTITY, "name", name));
    }
    String email = customer.email();
    if (email != null) {
      item.put("email", AttributeValues.string(ENTITY, "email", email));
    }
    Optional<String> phone = customer.phone();
    if (phone != null && phone.isPresent()) {
      item.put("phone", AttributeValues.string(ENTITY, "phone", phone.get()));
    }
    item.put("version", AttributeValues.int64(customer.version()));
    Instant createdAt = customer.createdAt();
    if (createdAt != null) {
      item.put("createdAt", AttributeValues.instant(ENTITY, "createdAt", createdAt));
    }
    Instant updatedAt = customer.updatedAt();
    if (updatedAt != null) {
      item.put("updatedAt", AttributeValues.instant(ENTITY, "updatedAt", updatedAt));
    }
    return item;
  }

  @Override
  public Customer fromItem(Map<String, AttributeValue> item) {
    Items.checkEntityType(item, "entityType", ENTITY_TYPE);
    return read(item, true);
  }

  @Override
  public Customer fromPartialItem(Map<String, AttributeValue> item) {
    return read(item, false);
  }

  @Override
  public CustomerKey keyOf(Customer customer) {
    return CustomerKey.of(customer);
  }

  @Override
  public Map<String, AttributeValue> keyItem(CustomerKey key) {
    return key.toKey();
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(CustomerKey key) {
    Map<String, AttributeValue> attributes = Items.newMap(2);
    attributes.put("entityType", TYPE_VALUE);
    attributes.put("customerId", AttributeValues.string(ENTITY, "customerId", key.customerId()));
    return attributes;
  }

  @Override
  public Map<String, String> indexKeyInputs() {
    return Map.ofEntries(
        Map.entry("email", "setEmail"));
  }

  @Override
  public String createdAtAttribute() {
    return "createdAt";
  }

  @Override
  public String updatedAtAttribute() {
    return "updatedAt";
  }

  @Override
  public String versionAttribute() {
    return "version";
  }

  @Override
  public long versionOf(Customer customer) {
    return customer.version();
  }

  @Override
  public Customer prepareWrite(Customer customer, long newVersion, Instant now) {
    return new Customer(
        customer.customerId(),
        customer.name(),
        customer.email(),
        customer.phone(),
        newVersion,
        customer.createdAt() == null ? now : customer.createdAt(),
        now);
  }

  /** The partition key of index GSI1, {@code GSI1PK = EMAIL#{email}}. */
  public static String gsi1PartitionKey(String email) {
    return CustomerKey.GSI1_PK.check("EMAIL#" + CustomerKey.EMAIL.encode(email));
  }

  /** The sort key of index GSI1, {@code GSI1SK = CUSTOMER}. */
  public static String gsi1SortKey() {
    return "CUSTOMER";
  }

  private static Customer read(Map<String, AttributeValue> item, boolean strict) {
    AttributeValue v;
    v = item.get("customerId");
    String customerId = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "customerId", v);
    v = item.get("name");
    String name = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "name", v);
    v = item.get("email");
    String email = v == null || Items.isNull(v) ? null
        : AttributeValues.readString(ENTITY, "email", v);
    v = item.get("phone");
    Optional<String> phone = v == null || Items.isNull(v) ? Optional.empty()
        : Optional.of(AttributeValues.readString(ENTITY, "phone", v));
    v = item.get("version");
    long version;
    if (v != null) {
      version = AttributeValues.readInt64(ENTITY, "version", v);
    } else if (strict) {
      throw Items.missing(ENTITY, "version", item);
    } else {
      version = 0L;
    }
    v = item.get("createdAt");
    Instant createdAt = v == null || Items.isNull(v) ? null
        : AttributeValues.readInstant(ENTITY, "createdAt", v);
    v = item.get("updatedAt");
    Instant updatedAt = v == null || Items.isNull(v) ? null
        : AttributeValues.readInstant(ENTITY, "updatedAt", v);
    return new Customer(
        customerId,
        name,
        email,
        phone,
        version,
        createdAt,
        updatedAt);
  }

  /**
   * The value encoders of the typed references: one class for all of them, not one lambda each,
   * so that making them spins no classes; nested here, where the schema's helpers are in reach.
   */
  static final class Encoder implements Function<Object, AttributeValue> {
    static final int VERSION = 0;

    static final int CREATED_AT = 1;

    static final int UPDATED_AT = 2;

    private final int attribute;

    Encoder(int attribute) {
      this.attribute = attribute;
    }

    @Override
    public AttributeValue apply(Object value) {
      return switch (attribute) {
        case VERSION -> AttributeValues.int64((Long) value);
        case CREATED_AT -> AttributeValues.instant(ENTITY, "createdAt", (Instant) value);
        case UPDATED_AT -> AttributeValues.instant(ENTITY, "updatedAt", (Instant) value);
        default -> throw new IllegalStateException("no encoder " + attribute);
      };
    }
  }
}
