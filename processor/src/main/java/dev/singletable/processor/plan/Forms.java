package dev.singletable.processor.plan;

import java.util.List;

/**
 * What a schema declares to map items: its codec constants in declaration order (elements before
 * the lists, sets, maps and optionals holding them), the codec classes of its nested types, the
 * converter classes of its value types, and the constant of its entity type descriptor.
 */
public record Forms(
    List<CodecPlan> codecs,
    List<NestedCodec> nested,
    List<StoredForm.ValueClass> valueClasses,
    String itemType) {

  public Forms {
    codecs = List.copyOf(codecs);
    nested = List.copyOf(nested);
    valueClasses = List.copyOf(valueClasses);
  }
}
