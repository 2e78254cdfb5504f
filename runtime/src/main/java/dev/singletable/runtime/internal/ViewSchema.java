package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.IndexView;
import dev.singletable.runtime.failure.MappingException;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reflection-free reading of one index's items into an entity's view, implemented by each
 * generated {@code ReviewInvertedView.SCHEMA}: an index that projects only keys ({@code KEYS_ONLY})
 * or a few attributes ({@code INCLUDE}) cannot give whole entities, so its queries return views
 * holding the typed primary key and the projected attributes. Generated-code contract, not API.
 *
 * @param <V> the view record
 * @param <T> the entity type
 * @param <K> its generated key record
 */
public interface ViewSchema<V extends IndexView<K>, T, K> {

  /** The mapping of the entity, whose items {@link EntityRepository#fetch} reads. */
  EntitySchema<T, K> entity();

  /** The index whose items this view reads. */
  String indexName();

  /**
   * The stored names of the non-key attributes of the entity that the index projects: what a filter
   * of the view's query may read.
   */
  Set<String> projectedAttributes();

  /**
   * The view of an index item; {@code null} when its table keys do not have the entity's key
   * pattern (an item of another entity type).
   *
   * @throws MappingException when a projected attribute has the wrong DynamoDB type
   */
  V fromIndexItem(Map<String, AttributeValue> item);

  /**
   * The view schema of index {@code indexName}, whose items {@code read} reads into views of the
   * entity of {@code entity}, the index projecting its non-key attributes {@code projected}.
   */
  static <V extends IndexView<K>, T, K> ViewSchema<V, T, K> of(
      EntitySchema<T, K> entity,
      String indexName,
      Set<String> projected,
      Function<Map<String, AttributeValue>, V> read) {
    return new ViewSchema<>() {
      @Override
      public EntitySchema<T, K> entity() {
        return entity;
      }

      @Override
      public String indexName() {
        return indexName;
      }

      @Override
      public Set<String> projectedAttributes() {
        return projected;
      }

      @Override
      public V fromIndexItem(Map<String, AttributeValue> item) {
        return read.apply(item);
      }

      @Override
      public String toString() {
        return "ViewSchema[" + entity.entityType() + " in " + indexName + "]";
      }
    };
  }
}
