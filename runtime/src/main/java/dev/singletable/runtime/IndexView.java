package dev.singletable.runtime;

/**
 * What a query of an index that does not project whole items returns for one entity: its primary
 * key, and the attributes the index includes. Each generated view record ({@code
 * ReviewInvertedView}: entity, index, {@code View}) implements it, so that {@link
 * EntityRepository#fetch} can read the full items.
 *
 * @param <K> the entity's generated key record
 */
public interface IndexView<K> {

  /** The primary key of the item the index entry points at. */
  K key();
}
