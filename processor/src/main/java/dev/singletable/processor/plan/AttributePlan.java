package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.Optional;

/**
 * An attribute with its codec constant (none when {@code @Ignore}d), and whether a full item must
 * hold it: a primitive (other than a TTL, whose absence means 0) or a value with primitives nested
 * in it, which {@code fromItem} requires before it reads; an attribute that declares a default
 * ({@code @Attribute(ifAbsent = ...)}) is not required, and reads as {@code ifAbsent} when absent.
 *
 * @param ifAbsent the declared default, or {@code null}
 * @param defaulted whether it, or a field nested in it, declares a default: the migration job
 *     {@code Order.default:<stored name>} writes the defaults into the stored items
 */
public record AttributePlan(
    AttributeModel model,
    Optional<CodecPlan> codec,
    boolean required,
    DefaultValue ifAbsent,
    boolean defaulted) {

  /** An attribute without a declared default. */
  public AttributePlan(AttributeModel model, Optional<CodecPlan> codec, boolean required) {
    this(model, codec, required, null, false);
  }

  /** The codec of a stored attribute. */
  public CodecPlan stored() {
    return codec.orElseThrow(() -> new IllegalStateException(model.name() + " is not stored"));
  }
}
