package dev.singletable.runtime.internal;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateGlobalSecondaryIndexAction;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexUpdate;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;

/**
 * The CreateTable and UpdateTable requests of a {@link Layout}: the layout describes the table,
 * this renders it as the SDK's requests ({@link Layout#createTableRequest}, {@link
 * Layout#createIndexRequest}).
 */
public final class TableRequests {

  private TableRequests() {}

  /** The CreateTable request of {@code layout} under {@code tableName}. */
  public static CreateTableRequest createTable(Layout layout, String tableName) {
    TableOptions options = layout.options();
    Set<String> keyAttributes = new LinkedHashSet<>();
    keyAttributes.add(layout.partitionKey());
    if (layout.sortKey() != null) {
      keyAttributes.add(layout.sortKey());
    }
    List<GlobalSecondaryIndex> globals = new ArrayList<>();
    List<LocalSecondaryIndex> locals = new ArrayList<>();
    Map<String, ScalarAttributeType> types = new HashMap<>();
    for (IndexLayout index : layout.indexes()) {
      if (index.global()) {
        GlobalSecondaryIndex global = globalIndex(layout, index, types);
        global.keySchema().forEach(key -> keyAttributes.add(key.attributeName()));
        globals.add(global);
      } else {
        if (index.sortKey() != null) {
          keyAttributes.add(index.sortKey());
        }
        locals.add(
            LocalSecondaryIndex.builder()
                .indexName(index.name())
                .keySchema(keySchema(layout.partitionKey(), index.sortKey()))
                .projection(projection(index))
                .build());
      }
    }
    return CreateTableRequest.builder()
        .tableName(tableName)
        .attributeDefinitions(keyAttributes.stream().map(name -> definition(name, types)).toList())
        .keySchema(keySchema(layout.partitionKey(), layout.sortKey()))
        .globalSecondaryIndexes(globals.isEmpty() ? null : globals)
        .localSecondaryIndexes(locals.isEmpty() ? null : locals)
        .billingMode(options.provisioned() ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST)
        .provisionedThroughput(
            options.provisioned()
                ? throughput(
                    new TableOptions.Throughput(options.readCapacity(), options.writeCapacity()))
                : null)
        .warmThroughput(options.warmThroughputOf(null))
        .onDemandThroughput(options.onDemandThroughputOf(null))
        .deletionProtectionEnabled(options.deletionProtection() ? Boolean.TRUE : null)
        .tableClass(options.tableClass() == TableClass.STANDARD ? null : options.tableClass())
        .tags(
            options.tags().isEmpty()
                ? null
                : options.tags().entrySet().stream()
                    .map(tag -> Tag.builder().key(tag.getKey()).value(tag.getValue()).build())
                    .toList())
        .streamSpecification(
            layout.streamView() == null
                ? null
                : StreamSpecification.builder()
                    .streamEnabled(true)
                    .streamViewType(layout.streamView())
                    .build())
        .build();
  }

  /** The UpdateTable request that adds global index {@code indexName} of {@code layout}. */
  public static UpdateTableRequest createIndex(Layout layout, String tableName, String indexName) {
    IndexLayout index =
        layout
            .index(indexName)
            .filter(IndexLayout::global)
            .orElseThrow(
                () -> new IllegalArgumentException("the layout has no global index " + indexName));
    Map<String, ScalarAttributeType> types = new HashMap<>();
    GlobalSecondaryIndex global = globalIndex(layout, index, types);
    return UpdateTableRequest.builder()
        .tableName(tableName)
        .attributeDefinitions(
            global.keySchema().stream().map(k -> definition(k.attributeName(), types)).toList())
        .globalSecondaryIndexUpdates(
            GlobalSecondaryIndexUpdate.builder()
                .create(
                    CreateGlobalSecondaryIndexAction.builder()
                        .indexName(global.indexName())
                        .keySchema(global.keySchema())
                        .projection(global.projection())
                        .provisionedThroughput(global.provisionedThroughput())
                        .warmThroughput(global.warmThroughput())
                        .onDemandThroughput(global.onDemandThroughput())
                        .build())
                .build())
        .build();
  }

  /** A global index: a native one keyed by its typed attributes, HASH ones first, into types. */
  private static GlobalSecondaryIndex globalIndex(
      Layout layout, IndexLayout index, Map<String, ScalarAttributeType> types) {
    TableOptions options = layout.options();
    List<KeySchemaElement> schema =
        index.isNative() ? new ArrayList<>() : keySchema(index.partitionKey(), index.sortKey());
    for (IndexLayout.KeyAttribute key : index.keyAttributes()) {
      types.put(key.name(), key.type());
      schema.add(
          KeySchemaElement.builder()
              .attributeName(key.name())
              .keyType(key.partition() ? KeyType.HASH : KeyType.RANGE)
              .build());
    }
    return GlobalSecondaryIndex.builder()
        .indexName(index.name())
        .keySchema(schema)
        .projection(projection(index))
        .provisionedThroughput(
            options.provisioned() ? throughput(options.throughputOf(index.name())) : null)
        .warmThroughput(options.warmThroughputOf(index.name()))
        .onDemandThroughput(options.onDemandThroughputOf(index.name()))
        .build();
  }

  private static AttributeDefinition definition(
      String name, Map<String, ScalarAttributeType> types) {
    return AttributeDefinition.builder()
        .attributeName(name)
        .attributeType(types.getOrDefault(name, ScalarAttributeType.S))
        .build();
  }

  private static software.amazon.awssdk.services.dynamodb.model.Projection projection(
      IndexLayout index) {
    return software.amazon.awssdk.services.dynamodb.model.Projection.builder()
        .projectionType(index.projection())
        .nonKeyAttributes(index.projection() == ProjectionType.INCLUDE ? index.include() : null)
        .build();
  }

  private static ProvisionedThroughput throughput(TableOptions.Throughput throughput) {
    return ProvisionedThroughput.builder()
        .readCapacityUnits(throughput.read())
        .writeCapacityUnits(throughput.write())
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
