package dev.singletable.migrations.internal;

import dev.singletable.migrations.MigrationCheckpoint;
import dev.singletable.migrations.MigrationCheckpoints;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Failures;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;

/**
 * The default checkpoint store of migrations: one item per job in the migrated table, keyed {@code
 * ~migration#<job>} in both key attributes and stored as entity type {@code ~migration}, which no
 * entity reads; replaced with a condition on its revision.
 */
final class TableCheckpoints implements MigrationCheckpoints {

  static final String ENTITY_TYPE = "~migration";

  private final TableContext context;

  TableCheckpoints(TableContext context) {
    this.context = context;
  }

  private Map<String, AttributeValue> key(String job) {
    Map<String, AttributeValue> key = new HashMap<>();
    AttributeValue value = AttributeValue.fromS(ENTITY_TYPE + "#" + job);
    key.put(context.layout().partitionKey(), value);
    if (context.layout().sortKey() != null) {
      key.put(context.layout().sortKey(), value);
    }
    return key;
  }

  @Override
  public MigrationCheckpoint load(String table, String job) {
    Map<String, AttributeValue> item =
        context
            .syncCaller()
            .run(
                Step.send(
                    ApiCall.GET_ITEM,
                    ENTITY_TYPE,
                    GetItemRequest.builder()
                        .tableName(context.tableName())
                        .key(key(job))
                        .consistentRead(true)
                        .build(),
                    response -> response.hasItem() ? response.item() : null,
                    e -> Failures.ofRequest(e, "GetItem of the checkpoint of migration " + job)));
    if (item == null || item.isEmpty()) {
      return null;
    }
    List<Map<String, AttributeValue>> positions = new ArrayList<>();
    for (AttributeValue position : item.get("positions").l()) {
      positions.add(position.nul() != null && position.nul() ? null : position.m());
    }
    AttributeValue owner = item.get("owner");
    return new MigrationCheckpoint(
        item.get("table").s(),
        item.get("job").s(),
        positions,
        item.get("done").l().stream().map(AttributeValue::bool).toList(),
        owner == null ? null : owner.s(),
        Long.parseLong(item.get("leaseUntil").n()),
        Long.parseLong(item.get("changed").n()),
        Long.parseLong(item.get("revision").n()));
  }

  @Override
  public boolean replace(MigrationCheckpoint expected, MigrationCheckpoint next) {
    Map<String, AttributeValue> item = new HashMap<>(key(next.job()));
    item.put(context.layout().entityTypeAttribute(), AttributeValue.fromS(ENTITY_TYPE));
    item.put("table", AttributeValue.fromS(next.table()));
    item.put("job", AttributeValue.fromS(next.job()));
    item.put(
        "positions",
        AttributeValue.fromL(
            next.positions().stream()
                .map(p -> p == null ? AttributeValue.fromNul(true) : AttributeValue.fromM(p))
                .toList()));
    item.put(
        "done", AttributeValue.fromL(next.done().stream().map(AttributeValue::fromBool).toList()));
    if (next.owner() != null) {
      item.put("owner", AttributeValue.fromS(next.owner()));
    }
    item.put("leaseUntil", AttributeValue.fromN(Long.toString(next.leaseUntilMillis())));
    item.put("changed", AttributeValue.fromN(Long.toString(next.changed())));
    item.put("revision", AttributeValue.fromN(Long.toString(next.revision())));
    PutItemRequest.Builder request =
        PutItemRequest.builder().tableName(context.tableName()).item(item);
    if (expected == null) {
      request
          .conditionExpression("attribute_not_exists(#pk)")
          .expressionAttributeNames(Map.of("#pk", context.layout().partitionKey()));
    } else {
      request
          .conditionExpression("#revision = :revision")
          .expressionAttributeNames(Map.of("#revision", "revision"))
          .expressionAttributeValues(
              Map.of(":revision", AttributeValue.fromN(Long.toString(expected.revision()))));
    }
    return context
        .syncCaller()
        .run(
            Step.call(
                ApiCall.PUT_ITEM,
                ENTITY_TYPE,
                request.build(),
                response -> Step.done(true),
                e -> {
                  if (e instanceof ConditionalCheckFailedException) {
                    return Step.done(false);
                  }
                  throw Failures.ofRequest(
                      e, "PutItem of the checkpoint of migration " + next.job());
                }));
  }
}
