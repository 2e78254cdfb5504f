package dev.singletable.runtime;

import dev.singletable.runtime.failure.MappingException;
import java.util.Map;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The reflection-free reading of one index's items into an entity's view, implemented by each
 * generated {@code ReviewInvertedView.SCHEMA}: an index that projects only keys ({@code KEYS_ONLY})
 * or a few attributes ({@code INCLUDE}) cannot give whole entities, so its queries return views
 * holding the typed primary key and the projected attributes.
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
}
