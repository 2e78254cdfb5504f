package dev.singletable.testkit;

import java.util.LinkedHashMap;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * Small builders for the tests' items and tables (partition key {@code pk}, sort key {@code sk}).
 */
final class Items {

  private Items() {}

  static AttributeValue s(String value) {
    return AttributeValue.fromS(value);
  }

  static AttributeValue n(long value) {
    return AttributeValue.fromN(Long.toString(value));
  }

  static Map<String, AttributeValue> key(String pk, String sk) {
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put("pk", s(pk));
    key.put("sk", s(sk));
    return key;
  }

  /** An item with the given key and alternating attribute names and values. */
  static Map<String, AttributeValue> item(String pk, String sk, Object... attributes) {
    Map<String, AttributeValue> item = key(pk, sk);
    for (int i = 0; i < attributes.length; i += 2) {
      Object value = attributes[i + 1];
      item.put(
          (String) attributes[i],
          value instanceof AttributeValue av
              ? av
              : value instanceof Number number ? n(number.longValue()) : s(value.toString()));
    }
    return item;
  }

  static CreateTableRequest table(String name) {
    return CreateTableRequest.builder()
        .tableName(name)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .attributeDefinitions(
            AttributeDefinition.builder()
                .attributeName("pk")
                .attributeType(ScalarAttributeType.S)
                .build(),
            AttributeDefinition.builder()
                .attributeName("sk")
                .attributeType(ScalarAttributeType.S)
                .build())
        .keySchema(
            KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
            KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
        .build();
  }
}
