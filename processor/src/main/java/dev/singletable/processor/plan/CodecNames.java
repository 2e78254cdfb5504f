package dev.singletable.processor.plan;

import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.ValueType;
import java.util.Collection;

/**
 * The private names inside a schema's item mapping, which follow the shape of each attribute's
 * type: codec helpers, encoder cases, nested reference classes and nested locals. The writers walk
 * the types; the names still come from {@link Names}.
 */
public final class CodecNames {

  private CodecNames() {}

  /**
   * {@code writeAddress}, {@code writeTagsElement}: the helper writing a list, map or nested value.
   */
  public static String writer(ValueType type, String where) {
    return "write" + Names.codecSuffix(type, where);
  }

  /** {@code readAddress}: the helper reading a list, map or nested value. */
  public static String reader(ValueType type, String where) {
    return "read" + Names.codecSuffix(type, where);
  }

  /** A case of the schema's {@code Encoder}, distinct from {@code taken}. */
  public static String encoderCase(String where, Collection<String> taken) {
    return Names.encoderCase(where, taken);
  }

  /** {@code AddressRef}: the typed references to a nested type's attributes. */
  public static String nestedRef(ValueType.Embedded embedded) {
    return Names.nestedRef(embedded);
  }

  public static String nestedWriteLocal(String attribute) {
    return Names.nestedWriteLocal(attribute);
  }

  public static String nestedReadLocal(String attribute) {
    return Names.nestedReadLocal(attribute);
  }
}
