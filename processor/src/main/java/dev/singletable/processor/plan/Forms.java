package dev.singletable.processor.plan;

import java.util.List;

/**
 * What a schema declares to map items: its codec constants in declaration order (elements before
 * the lists, sets, maps and optionals holding them), the codec classes of its nested types, the
 * converter classes of its value types, and the constant of its entity type descriptor; {@code
 * shape}, for an entity that declares former shapes, or {@code null}.
 */
public record Forms(
    List<CodecPlan> codecs,
    List<NestedCodec> nested,
    List<StoredForm.ValueClass> valueClasses,
    String itemType,
    ShapePlan shape) {

  public Forms {
    codecs = List.copyOf(codecs);
    nested = List.copyOf(nested);
    valueClasses = List.copyOf(valueClasses);
  }

  /** The forms of an entity that declares no former shape. */
  public Forms(
      List<CodecPlan> codecs,
      List<NestedCodec> nested,
      List<StoredForm.ValueClass> valueClasses,
      String itemType) {
    this(codecs, nested, valueClasses, itemType, null);
  }
}
