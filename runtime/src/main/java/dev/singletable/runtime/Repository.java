package dev.singletable.runtime;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.FormerKeys;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.internal.SchemaBase;
import dev.singletable.runtime.internal.UpdateStart;
import dev.singletable.runtime.internal.ViewSchema;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.DeleteItemOperation;
import dev.singletable.runtime.internal.op.FetchOperation;
import dev.singletable.runtime.internal.op.GetItemOperation;
import dev.singletable.runtime.internal.op.NativeQueries;
import dev.singletable.runtime.internal.op.PutItemOperation;
import dev.singletable.runtime.internal.op.QueryMembers;
import dev.singletable.runtime.internal.op.QuerySpec;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.UniqueRelease;
import dev.singletable.runtime.internal.op.UniqueWrites;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What both faces of a repository ({@link EntityRepository}, {@link AsyncEntityRepository}) run:
 * one entity type's table and schema, and the steps of each operation, which the blocking face runs
 * on the calling thread and the asynchronous face as futures.
 *
 * @param <T> the entity type
 * @param <K> its generated key record
 * @param <R> what an update answers on this face ({@code Optional<T>}, or a future of it)
 * @param <U> its generated update on this face
 */
abstract class Repository<T, K, R, U> {

  private final TableHandle table;
  final TableContext context;
  private final EntitySchema<T, K> schema;
  private final Face<Optional<T>, R> face;
  private final Function<UpdateStart<T, K, R>, U> updates;

  Repository(
      TableHandle table,
      EntitySchema<T, K> schema,
      Face<Optional<T>, R> face,
      Function<UpdateStart<T, K, R>, U> updates) {
    this.table = table;
    this.context = table.context();
    this.schema = Objects.requireNonNull(schema, "schema");
    this.face = face;
    this.updates = Objects.requireNonNull(updates, "updates");
  }

  /**
   * Updates the existing item with this key: the update fails with {@link
   * dev.singletable.runtime.failure.ItemNotFoundException} when there is none.
   */
  public final U update(K key) {
    return updates.apply(
        new UpdateStart<>(table, schema, Objects.requireNonNull(key, "key"), false, face));
  }

  /** Updates the item with this key, creating it when absent. */
  public final U upsert(K key) {
    return updates.apply(
        new UpdateStart<>(table, schema, Objects.requireNonNull(key, "key"), true, face));
  }

  /** The mapping of the entity type. */
  public EntitySchema<T, K> schema() {
    return schema;
  }

  /** The physical table name. */
  public String tableName() {
    return context.tableName();
  }

  @Override
  public String toString() {
    return getClass().getSimpleName() + "[" + context.describeTable() + "]";
  }

  Step<FetchedItems<T, K>> fetchStep(List<? extends IndexView<K>> views) {
    List<K> keys = views.stream().map(IndexView::key).toList();
    return FetchOperation.fetch(context, schema, keys, false);
  }

  Step<Optional<T>> getStep(K key, boolean consistent) {
    return new GetItemOperation<>(context, schema, key, consistent).step();
  }

  Step<T> putStep(T entity, Condition<?> condition, boolean create) {
    if (UniqueWrites.applies(schema)) {
      return UniqueWrites.put(context, schema, entity, condition, create, context.now());
    }
    return new PutItemOperation<>(context, schema, entity, condition, create, context.now()).step();
  }

  Step<Optional<T>> deleteStep(K key, Condition<?> condition, boolean returnOld) {
    return withFormerKey(
        key,
        UniqueWrites.applies(schema)
            ? UniqueWrites.delete(context, schema, key, null, condition, returnOld)
            : DeleteItemOperation.ofKey(context, schema, key, condition, returnOld).step(),
        condition == null,
        returnOld);
  }

  Step<Void> deleteEntityStep(T entity) {
    return withFormerKey(
            schema.keyOf(entity),
            UniqueWrites.applies(schema)
                ? UniqueWrites.delete(context, schema, schema.keyOf(entity), entity, null, false)
                : DeleteItemOperation.ofEntity(context, schema, entity).step(),
            schema.versionAttribute() == null,
            false)
        .map(deleted -> null);
  }

  Step<Boolean> releaseUniqueStep(String attribute, String value) {
    return UniqueRelease.release(context, schema, attribute, value);
  }

  /**
   * The delete and, while the entity's key moves ({@link EntitySchema#formerKeyItem}), the delete
   * of the item under the former key, so that no get finds the entity there again. An unconditional
   * delete removes the former copy first: a migration job that moves it between the two deletes
   * fails its condition on the former copy, where the other order would let it bring the entity
   * back under the new key after the new key's delete. A conditional delete keeps the order that
   * never removes the former copy when the condition fails (the move's race stays: see
   * docs/evolution.md).
   */
  private Step<Optional<T>> withFormerKey(
      K key, Step<Optional<T>> delete, boolean formerFirst, boolean returnOld) {
    Map<String, AttributeValue> former = schema.formerKeyItem(key);
    if (former == null) {
      return delete;
    }
    Step<Optional<T>> deleteFormer =
        DeleteItemOperation.ofFormerKey(context, schema, former, returnOld).step();
    if (formerFirst) {
      return deleteFormer.then(old -> delete.map(deleted -> deleted.isPresent() ? deleted : old));
    }
    return delete.then(deleted -> deleteFormer.map(old -> deleted.isPresent() ? deleted : old));
  }

  QuerySpec<T> scanSpec() {
    return QuerySpec.scan(context, schema);
  }

  QuerySpec<T> entitySpec(QueryTarget target) {
    return spec(target, QueryMembers.entity(schema));
  }

  <V extends IndexView<K>> QuerySpec<V> viewSpec(QueryTarget target, ViewSchema<V, T, K> view) {
    return spec(target, QueryMembers.view(view));
  }

  private <R> QuerySpec<R> spec(QueryTarget target, QueryMembers<R> members) {
    if (target.nativeKey() != null) {
      return NativeQueries.query(context, members, target.indexName(), target.nativeKey());
    }
    QueryTarget read = target;
    if (schema instanceof SchemaBase<?, ?> base) {
      if (target.indexName() == null && base.formerKeys() != null) {
        read = base.formerKeys().widen(target);
      } else if (target.indexName() != null && members.view() == null) {
        for (FormerKeys index : base.formerIndexKeys()) {
          read = index.widen(read);
        }
      }
    }
    return QuerySpec.query(
            context, members, read.indexName(), read.partitionKey(), read.shards(), read.sortKey())
        .withFormers(read.former() == null ? List.of() : List.of(read.former()));
  }
}
