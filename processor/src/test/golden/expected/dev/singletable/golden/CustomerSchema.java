package dev.singletable.golden;

import dev.singletable.runtime.internal.Codec;
import dev.singletable.runtime.internal.SchemaBase;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * How {@link Customer} is stored: reflection-free mapping, index keys, typed references
 * ({@code CustomerSchema.CUSTOMER_ID}).
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerSchema extends SchemaBase<Customer, CustomerKey> implements CustomerRefs {
  /** The value of the {@code entityType} attribute of every Customer item. */
  public static final String ENTITY_TYPE = "Customer";

  /** The {@code entityType} attribute of its items; an item has up to 12 attributes. */
  private static final Codec.EntityType ITEM_TYPE = Codec.entityType("entityType", ENTITY_TYPE, 12);

  static final Codec<String> CUSTOMER_ID_CODEC = Codec.string(ENTITY_TYPE, "customerId");

  static final Codec<String> NAME_CODEC = Codec.string(ENTITY_TYPE, "name");

  static final Codec<String> EMAIL_CODEC = Codec.string(ENTITY_TYPE, "email");

  static final Codec<String> PHONE_VALUE_CODEC = Codec.string(ENTITY_TYPE, "phone");

  static final Codec<Optional<String>> PHONE_CODEC = Codec.optional(PHONE_VALUE_CODEC);

  static final Codec.Primitive<Long> VERSION_CODEC = Codec.int64(ENTITY_TYPE, "version");

  static final Codec<Instant> CREATED_AT_CODEC = Codec.instant(ENTITY_TYPE, "createdAt");

  static final Codec<Instant> UPDATED_AT_CODEC = Codec.instant(ENTITY_TYPE, "updatedAt");

  /** The schema; it holds no state. */
  public static final CustomerSchema INSTANCE = new CustomerSchema();

  private CustomerSchema() {
    super(ENTITY_TYPE, Map.ofEntries(
        Map.entry("email", "setEmail")));
  }

  @Override
  public Map<String, AttributeValue> toItem(Customer customer) {
    CustomerKey key = CustomerKey.of(customer);
    Map<String, AttributeValue> item = ITEM_TYPE.newItem();
    item.put("PK", AttributeValue.createS(key.pk()));
    item.put("SK", AttributeValue.createS(key.sk()));
    // Index GSI1: the keys stay absent (the item is not in the index)
    // unless email is set.
    if (customer.email() != null) {
      item.put("GSI1PK", AttributeValue.createS(gsi1PartitionKey(customer.email())));
      item.put("GSI1SK", AttributeValue.createS(gsi1SortKey()));
    }
    CUSTOMER_ID_CODEC.put(item, customer.customerId());
    NAME_CODEC.put(item, customer.name());
    EMAIL_CODEC.put(item, customer.email());
    PHONE_CODEC.put(item, customer.phone());
    VERSION_CODEC.put(item, customer.version());
    CREATED_AT_CODEC.put(item, customer.createdAt());
    UPDATED_AT_CODEC.put(item, customer.updatedAt());
    return item;
  }

  @Override
  public Customer fromItem(Map<String, AttributeValue> item) {
    ITEM_TYPE.check(item);
    VERSION_CODEC.require(item);
    return fromPartialItem(item);
  }

  @Override
  public Customer fromPartialItem(Map<String, AttributeValue> item) {
    return new Customer(
        CUSTOMER_ID_CODEC.read(item),
        NAME_CODEC.read(item),
        EMAIL_CODEC.read(item),
        PHONE_CODEC.read(item),
        VERSION_CODEC.readLong(item),
        CREATED_AT_CODEC.read(item),
        UPDATED_AT_CODEC.read(item));
  }

  @Override
  public CustomerKey keyOf(Customer customer) {
    return CustomerKey.of(customer);
  }

  @Override
  public Map<String, AttributeValue> keyAttributes(CustomerKey key) {
    Map<String, AttributeValue> attributes = ITEM_TYPE.newItem();
    CUSTOMER_ID_CODEC.put(attributes, key.customerId());
    return attributes;
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
  public List<String> uniqueAttributes() {
    return List.of("phone");
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
}
