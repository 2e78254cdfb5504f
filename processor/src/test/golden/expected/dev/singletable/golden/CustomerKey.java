package dev.singletable.golden;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.internal.Keys;
import java.util.Map;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The primary key of {@link Customer}: PK = {@code CUSTOMER#{customerId}}, SK = {@code PROFILE}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public record CustomerKey(String customerId) implements TableKey<Market, Customer> {
  private static final String ENTITY = "Customer";

  static final Keys.Part<String> CUSTOMER_ID = Keys.string(ENTITY, "customerId", '#');

  static final Keys.Part<String> EMAIL = Keys.string(ENTITY, "email", '#');

  static final Keys.Attribute PK = Keys.partitionKey(ENTITY, "PK", '#', "CUSTOMER#{customerId}");

  static final Keys.Attribute SK = Keys.sortKey(ENTITY, "SK", '#', "PROFILE");

  static final Keys.Attribute GSI1_PK = Keys.partitionKey(ENTITY, "GSI1PK", '#', "EMAIL#{email}");

  static final Keys.Attribute GSI1_SK = Keys.sortKey(ENTITY, "GSI1SK", '#', "CUSTOMER");

  /**
   * Refuses a key whose {@code customerId} is null, empty, malformed or holds '#', or makes PK
   * longer than DynamoDB allows.
   */
  public CustomerKey {
    CUSTOMER_ID.encode(customerId);
    if (PK.mayBeTooLong(9L + customerId.length())) {
      PK.check("CUSTOMER#" + customerId);
    }
  }

  /** The key of {@code customer}. */
  public static CustomerKey of(Customer customer) {
    return new CustomerKey(customer.customerId());
  }

  /** The partition key value {@code CUSTOMER#{customerId}}, which queries and collections read. */
  public static String partitionKey(String customerId) {
    return PK.check("CUSTOMER#" + CUSTOMER_ID.encode(customerId));
  }

  /** The partition key value, {@code CUSTOMER#{customerId}}. */
  public String pk() {
    return "CUSTOMER#" + customerId;
  }

  /** The sort key value, {@code PROFILE}. */
  public String sk() {
    return "PROFILE";
  }

  @Override
  public Map<String, AttributeValue> toKey() {
    return Map.of("PK", AttributeValue.createS(pk()), "SK", AttributeValue.createS(sk()));
  }

  @Override
  public EntitySchema<Customer, CustomerKey> schema() {
    return CustomerSchema.INSTANCE;
  }

  /**
   * The key of {@code Customer} in these key attributes; {@code null} when they have another shape.
   */
  public static CustomerKey fromKeyAttributes(Map<String, AttributeValue> keys) {
    return Keys.read(keys, parts -> new CustomerKey(parts.get("customerId")), PK, SK);
  }
}
