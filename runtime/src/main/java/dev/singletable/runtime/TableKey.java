package dev.singletable.runtime;

/**
 * The primary key of an item of entity type {@code T} stored in the table declared by the interface
 * {@code S}, implemented by each generated key record ({@code OrderKey implements TableKey<Shop,
 * Order>}). The table's transactions and batches take it once for every entity of the table ({@code
 * transaction.delete(orderKey)}, {@code batchGet.add(orderKey)}): a key of another table's entity
 * does not compile.
 *
 * @param <S> the {@code @Table} interface
 * @param <T> the entity type stored under the key
 */
public interface TableKey<S, T> extends EntityKey<T> {

  /** The schema of the entity stored under this key ({@code OrderSchema.INSTANCE}). */
  EntitySchema<T, ?> schema();
}
