package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;

/**
 * GetItem of one entity by key: an absent or expired item reads as empty, and so does an item of
 * another entity type under that key (legacy data, another service's item, a key collision), as
 * queries skip such items.
 *
 * @param <T> the entity type
 */
public final class GetItemOperation<T> {

  private final TableContext context;
  private final EntitySchema<T, ?> schema;
  private final Map<String, AttributeValue> keyItem;
  private final Map<String, AttributeValue> formerKeyItem;
  private final boolean consistent;

  public <K> GetItemOperation(
      TableContext context, EntitySchema<T, K> schema, K key, boolean consistent) {
    this(context, schema, schema.keyItem(key), schema.formerKeyItem(key), consistent);
  }

  private GetItemOperation(
      TableContext context,
      EntitySchema<T, ?> schema,
      Map<String, AttributeValue> keyItem,
      Map<String, AttributeValue> formerKeyItem,
      boolean consistent) {
    this.context = context;
    this.schema = schema;
    this.keyItem = keyItem;
    this.formerKeyItem = formerKeyItem;
    this.consistent = consistent;
  }

  public GetItemRequest request() {
    return GetItemRequest.builder()
        .tableName(context.tableName())
        .key(keyItem)
        .consistentRead(consistent ? Boolean.TRUE : null)
        .build();
  }

  public Optional<T> read(GetItemResponse response) {
    Map<String, AttributeValue> item = context.liveItem(response.item());
    return item == null || !context.isOfType(item, schema)
        ? Optional.empty()
        : Optional.of(schema.fromItem(item));
  }

  public RuntimeException failure(SdkException e) {
    return Failures.ofItem(
        e, context, schema.entityType(), context.describeKey(keyItem), "GetItem");
  }

  /**
   * Sends the get; while the entity's key moves ({@link EntitySchema#formerKeyItem}), an item not
   * found under the new key is read under the former one: a second GetItem, only on a miss. When
   * neither holds it, the new key is read once more, since a migration job may have moved the item
   * between the two reads: an absent entity costs three reads until the migration ran, and a
   * present one is never missed.
   */
  public Step<Optional<T>> step() {
    Step<Optional<T>> step = plain();
    if (formerKeyItem == null) {
      return step;
    }
    return step.then(
        found ->
            found.isPresent()
                ? Step.done(found)
                : new GetItemOperation<>(context, schema, formerKeyItem, null, consistent)
                    .step()
                    .then(former -> former.isPresent() ? Step.done(former) : plain()));
  }

  private Step<Optional<T>> plain() {
    return Step.send(ApiCall.GET_ITEM, schema.entityType(), request(), this::read, this::failure);
  }
}
