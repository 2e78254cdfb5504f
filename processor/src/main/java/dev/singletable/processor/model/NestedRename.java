package dev.singletable.processor.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A field of a nested record or class whose stored name changed while a migration rewrites the
 * stored values ({@code @Attribute(formerly = "street") String line1} in {@code Address}): reads
 * take the former name when the new one is absent, writes write the new one, and the job of each
 * top-level attribute holding the type ({@code Order.convert:address}) rewrites the stored maps.
 *
 * @param nested the nested type whose field it is
 * @param rename the field, its former stored name and the {@code formerly} it was declared with
 */
public record NestedRename(ValueType.Embedded nested, MigrationModel.Rename rename) {

  /** The nested type's simple name, as messages and the design record name it. */
  public String typeName() {
    String name = nested.javaType().withoutAnnotations().toString();
    int generics = name.indexOf('<');
    String raw = generics < 0 ? name : name.substring(0, generics);
    return raw.substring(raw.lastIndexOf('.') + 1);
  }

  /** The renamed fields anywhere in a type: its elements', its nested records', theirs. */
  public static List<NestedRename> in(ValueType type) {
    List<NestedRename> renames = new ArrayList<>();
    collect(type, renames, new ArrayList<>(), 0);
    return renames;
  }

  private static void collect(
      ValueType type, List<NestedRename> renames, List<ValueType.Embedded> seen, int depth) {
    if (depth > 16) {
      return; // a nesting this deep is refused elsewhere
    }
    if (type instanceof ValueType.ListOf list) {
      collect(list.element(), renames, seen, depth + 1);
    } else if (type instanceof ValueType.MapOf map) {
      collect(map.value(), renames, seen, depth + 1);
    } else if (type instanceof ValueType.OptionalOf optional) {
      collect(optional.value(), renames, seen, depth + 1);
    } else if (type instanceof ValueType.Embedded embedded
        && seen.stream().noneMatch(e -> e == embedded)) {
      seen.add(embedded);
      embedded.renames().forEach(rename -> renames.add(new NestedRename(embedded, rename)));
      for (AttributeModel attribute : embedded.attributes()) {
        if (!attribute.ignored()) {
          collect(attribute.type(), renames, seen, depth + 1);
        }
      }
    }
  }
}
