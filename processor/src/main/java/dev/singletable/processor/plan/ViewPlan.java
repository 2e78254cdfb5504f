package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The view record of an entity in an index that does not project whole items ({@code
 * ReviewInvertedView}): the typed primary key, read back from the table's key attributes, and the
 * entity's attributes that the index includes.
 *
 * @param type the view record
 * @param indexName the index it reads
 * @param projection {@code KEYS_ONLY} or {@code INCLUDE}, for Javadoc
 * @param keyComponent the name of the record's key component, {@code key}
 * @param attributes the included attributes, in declaration order, with their codecs
 * @param projected the stored names of every non-key attribute of the entity that the index holds:
 *     what a filter of its query may read
 */
public record ViewPlan(
    ClassName type,
    String indexName,
    String projection,
    String keyComponent,
    List<AttributePlan> attributes,
    List<String> projected) {

  public ViewPlan {
    attributes = List.copyOf(attributes);
    projected = List.copyOf(projected);
  }
}
