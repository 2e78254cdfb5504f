package dev.singletable.runtime;

import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.BatchWriteEntry;
import dev.singletable.runtime.internal.op.BatchWriteOperation;
import dev.singletable.runtime.internal.op.TableContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A BatchWriteItem of any number of puts and deletes of any entity types of the table. Each
 * generated {@code ShopBatchWrite} extends it with {@code put(Order)}, {@code putOrders(orders)},
 * {@code delete(OrderKey)} and {@code deleteOrders(keys)} per entity.
 *
 * <p>A batch is <b>neither atomic nor conditional</b>: each write is applied on its own, puts
 * replace whole items, and no condition can be attached. Entities with {@code @Version} therefore
 * have no batch put (their version could not be checked: a batch put would silently overwrite a
 * concurrent change); write them with {@code put} or in a transaction. Entities with
 * {@code @Unique} attributes are refused altogether, since their guard items must be written in the
 * same transaction. {@code @CreatedAt} and {@code @UpdatedAt} are set as by {@code put}.
 *
 * <p>Two writes of one item are refused when added ({@link DuplicateItemException}), and so is an
 * item over 400 KB. The writes are sent 25 per request (and at most 16 MB); unprocessed writes are
 * re-sent with exponential backoff and full jitter, within {@link DbOptions#retryPolicy()}. When
 * the attempts run out, or a request fails, {@link BatchIncompleteException} lists exactly the
 * entities and keys not written; everything else was.
 *
 * @param <B> the generated subclass
 * @param <R> what {@link #execute()} returns: {@code Void}, or a future of it
 * @param <S> the {@code @Table} interface, whose entities' keys {@link #delete(TableKey)} takes
 */
public abstract class BatchWrite<B extends BatchWrite<B, R, S>, R, S> {

  private final TableContext context;
  private final Face<Void, R> face;
  private final Instant now;
  private final List<BatchWriteEntry> entries = new ArrayList<>();
  private final Map<Map<String, AttributeValue>, BatchWriteEntry> byKey = new HashMap<>();

  /**
   * A batch of writes to {@code table} whose {@code execute()} answers on {@code face}; for the
   * generated subclass.
   */
  protected BatchWrite(TableHandle table, Face<Void, R> face) {
    this.context = table.context();
    this.face = Objects.requireNonNull(face, "face");
    this.now = context.now();
  }

  /** How many writes were added. */
  public int size() {
    return entries.size();
  }

  /**
   * Sends every write: on the blocking face it returns when all are written ({@code null}), on the
   * asynchronous face a future that completes then, or fails with the same exceptions.
   *
   * @throws BatchIncompleteException listing what was not written, when DynamoDB left writes
   *     unprocessed after the policy's attempts or a request failed
   */
  public R execute() {
    return context.run(face, this::step);
  }

  private Step<Void> step() {
    if (entries.isEmpty()) {
      return Step.done(null);
    }
    Backoff backoff = new Backoff(context.options().retryPolicy());
    return new BatchWriteOperation(context, backoff, entries).step().map(done -> null);
  }

  /**
   * Adds an unconditional put. For generated subclasses, which offer it only for entities without
   * {@code @Version}.
   *
   * @throws ValidationException for an entity with {@code @Version}
   */
  protected final <T, K> B addPut(EntitySchema<T, K> schema, T entity) {
    Objects.requireNonNull(entity, "entity");
    if (schema.versionAttribute() != null) {
      throw new ValidationException(
          schema.entityType(),
          context.describeKey(schema.keyItem(schema.keyOf(entity))),
          schema.entityType()
              + " has @Version, which a batch write cannot check; write it with put(...) or in a"
              + " transaction");
    }
    refuseUnique(schema, schema.keyOf(entity));
    return add(BatchWriteEntry.put(context, schema, entity, now, entries.size()));
  }

  /**
   * Adds an unconditional put of every entity, as {@link #addPut} does. For generated subclasses.
   */
  protected final <T, K> B addPuts(EntitySchema<T, K> schema, Iterable<? extends T> entities) {
    for (T entity : Objects.requireNonNull(entities, "entities")) {
      addPut(schema, entity);
    }
    return self();
  }

  /**
   * Refuses a write of an entity with {@code @Unique} attributes, whose guard items a batch, being
   * neither atomic nor conditional, could not write with it.
   */
  private <T, K> void refuseUnique(EntitySchema<T, K> schema, K key) {
    if (!schema.uniqueAttributes().isEmpty()) {
      throw new ValidationException(
          schema.entityType(),
          context.describeKey(schema.keyItem(key)),
          schema.entityType()
              + " has @Unique attributes "
              + schema.uniqueAttributes()
              + ", whose guard items a batch write cannot write with it; write it with its"
              + " repository or in a transaction");
    }
  }

  /** Deletes the item with this key, if any. */
  public <T> B delete(TableKey<S, T> key) {
    Objects.requireNonNull(key, "key");
    return addDelete(TableKeys.schemaOf(key), key);
  }

  /**
   * Deletes the items with these keys, of any entities of the table: {@code
   * batchWrite.deleteAll(orderKeys)}.
   */
  public B deleteAll(Iterable<? extends TableKey<S, ?>> keys) {
    for (TableKey<S, ?> key : Objects.requireNonNull(keys, "keys")) {
      delete(key);
    }
    return self();
  }

  /** Adds an unconditional delete. For generated subclasses. */
  protected final <T, K> B addDelete(EntitySchema<T, K> schema, K key) {
    Objects.requireNonNull(key, "key");
    refuseUnique(schema, key);
    return add(BatchWriteEntry.delete(context, schema, key, entries.size()));
  }

  private B add(BatchWriteEntry entry) {
    BatchWriteEntry previous = byKey.putIfAbsent(entry.keyItem(), entry);
    if (previous != null) {
      throw new DuplicateItemException(
          "BatchWriteItem",
          entry.entityType(),
          entry.keyText(),
          previous.position(),
          previous.label(),
          entry.position(),
          entry.label());
    }
    entries.add(entry);
    return self();
  }

  @SuppressWarnings("unchecked")
  private B self() {
    return (B) this;
  }
}
