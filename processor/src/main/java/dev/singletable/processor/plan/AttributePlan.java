package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.Optional;

/**
 * An attribute with its codec constant (none when {@code @Ignore}d), and whether a full item must
 * hold it: a primitive (other than a TTL, whose absence means 0) or a value with primitives nested
 * in it, which {@code fromItem} requires before it reads.
 */
public record AttributePlan(AttributeModel model, Optional<CodecPlan> codec, boolean required) {

  /** The codec of a stored attribute. */
  public CodecPlan stored() {
    return codec.orElseThrow(() -> new IllegalStateException(model.name() + " is not stored"));
  }
}
