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
 * @param indexKey the index key components the view carries besides the table key and the included
 *     attributes, decoded from the index key attributes that every index item holds
 */
public record ViewPlan(
    ClassName type,
    String indexName,
    String projection,
    String keyComponent,
    List<AttributePlan> attributes,
    List<String> projected,
    IndexKeyRead indexKey) {

  public ViewPlan {
    attributes = List.copyOf(attributes);
    projected = List.copyOf(projected);
  }

  /**
   * How a view reads the components of the index key that neither the table key nor the included
   * attributes give: the key record's {@code Keys.Attribute} constants of the index keys match the
   * item ({@code Keys.match(item, OrderKey.GSI3_PK, OrderKey.GSI3_SK)}), each component's part
   * decodes it.
   *
   * @param keys the key record's constants of the index's key attributes, partition then sort (an
   *     LSI's sort key only); empty when no component is read
   * @param components the components, in the order of the index key patterns
   * @param locals the reading method's local of each component, distinct from its other locals
   */
  public record IndexKeyRead(
      List<String> keys, List<KeyReadBack.KeyDecoder> components, List<String> locals) {

    public IndexKeyRead {
      keys = List.copyOf(keys);
      components = List.copyOf(components);
      locals = List.copyOf(locals);
    }
  }
}
