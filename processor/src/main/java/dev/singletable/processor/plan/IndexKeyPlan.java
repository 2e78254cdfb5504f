package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;

/**
 * An entity's keys in one secondary index: the methods rendering them, the ones written to the
 * item, and when the item is in the index at all (a sparse index).
 *
 * @param methods the key methods, partition then sort; an LSI has no partition method (it is the
 *     table's)
 * @param itemKeys the methods whose keys {@code toItem} writes: an index key that is also a table
 *     key (an inverted index) is written already
 * @param inputs the components of the index keys that are not primary-key components
 * @param required the nullable ones among {@code inputs}: the keys are written only when all are
 *     set, so an entity without them is absent from the index
 */
public record IndexKeyPlan(
    String indexName,
    List<KeyMethod> methods,
    List<KeyMethod> itemKeys,
    List<AttributeModel> inputs,
    List<AttributeModel> required) {

  public IndexKeyPlan {
    methods = List.copyOf(methods);
    itemKeys = List.copyOf(itemKeys);
    inputs = List.copyOf(inputs);
    required = List.copyOf(required);
  }
}
