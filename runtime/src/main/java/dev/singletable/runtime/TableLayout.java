package dev.singletable.runtime;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The physical shape of a single table, generated from {@code @Table}: key attribute names, the
 * entity-type attribute, the delimiter, the TTL attribute and the indexes. All key attributes hold
 * strings.
 *
 * @param sortKey the sort key attribute, or {@code null} for a table with a partition key only
 * @param ttlAttribute the attribute holding expiry times, or {@code null}
 */
public record TableLayout(
    String defaultName,
    String partitionKey,
    String sortKey,
    String entityTypeAttribute,
    char delimiter,
    String ttlAttribute,
    List<IndexLayout> indexes) {

  public TableLayout {
    indexes = List.copyOf(indexes);
  }

  public Optional<IndexLayout> index(String name) {
    return indexes.stream().filter(index -> index.name().equals(name)).findFirst();
  }

  /**
   * The request that creates this table under {@code tableName}: attribute definitions for the key
   * attributes only, key schema, indexes with their projections, on-demand billing.
   */
  public CreateTableRequest createTableRequest(String tableName) {
    Set<String> keyAttributes = new LinkedHashSet<>();
    keyAttributes.add(partitionKey);
    if (sortKey != null) {
      keyAttributes.add(sortKey);
    }
    List<GlobalSecondaryIndex> globals = new ArrayList<>();
    List<LocalSecondaryIndex> locals = new ArrayList<>();
    for (IndexLayout index : indexes) {
      keyAttributes.add(index.partitionKey());
      if (index.sortKey() != null) {
        keyAttributes.add(index.sortKey());
      }
      var projection =
          software.amazon.awssdk.services.dynamodb.model.Projection.builder()
              .projectionType(ProjectionType.fromValue(index.projection().name()))
              .nonKeyAttributes(
                  index.projection() == IndexLayout.Projection.INCLUDE ? index.include() : null)
              .build();
      if (index.global()) {
        globals.add(
            GlobalSecondaryIndex.builder()
                .indexName(index.name())
                .keySchema(keySchema(index.partitionKey(), index.sortKey()))
                .projection(projection)
                .build());
      } else {
        locals.add(
            LocalSecondaryIndex.builder()
                .indexName(index.name())
                .keySchema(keySchema(partitionKey, index.sortKey()))
                .projection(projection)
                .build());
      }
    }
    return CreateTableRequest.builder()
        .tableName(tableName)
        .attributeDefinitions(
            keyAttributes.stream()
                .map(
                    name ->
                        AttributeDefinition.builder()
                            .attributeName(name)
                            .attributeType(ScalarAttributeType.S)
                            .build())
                .toList())
        .keySchema(keySchema(partitionKey, sortKey))
        .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
        .localSecondaryIndexes(locals.isEmpty() ? null : locals)
        .billingMode(BillingMode.PAY_PER_REQUEST)
        .build();
  }

  private static List<KeySchemaElement> keySchema(String partition, String sort) {
    List<KeySchemaElement> schema = new ArrayList<>(2);
    schema.add(KeySchemaElement.builder().attributeName(partition).keyType(KeyType.HASH).build());
    if (sort != null) {
      schema.add(KeySchemaElement.builder().attributeName(sort).keyType(KeyType.RANGE).build());
    }
    return schema;
  }
}
