package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.ScalarKind;
import java.util.Optional;

/** The rules of {@code @KeyFormat}: which members apply to which type, and their ranges. */
final class KeyFormatCheck {

  private KeyFormatCheck() {}

  /** The problem with the attribute's {@code @KeyFormat}, if it has one and it is wrong. */
  static Optional<String> check(AttributeModel attribute) {
    int integerDigits = attribute.integerDigits();
    int fractionDigits = attribute.fractionDigits();
    if (integerDigits == -1 && fractionDigits == -1) {
      return Optional.empty();
    }
    ScalarKind kind = attribute.scalarKind();
    if (kind == ScalarKind.BIG_DECIMAL) {
      if (integerDigits < 1 || fractionDigits < 0 || integerDigits + fractionDigits > 38) {
        return Optional.of(
            "BigDecimal needs integerDigits >= 1 and fractionDigits >= 0 with at most 38 digits in"
                + " all (DynamoDB's precision), got integerDigits = "
                + integerDigits
                + ", fractionDigits = "
                + fractionDigits);
      }
      return Optional.empty();
    }
    if (kind == ScalarKind.BIG_INTEGER) {
      if (integerDigits < 1 || integerDigits > 38 || fractionDigits != -1) {
        return Optional.of(
            "BigInteger needs integerDigits between 1 and 38 and no fractionDigits, got"
                + " integerDigits = "
                + integerDigits
                + ", fractionDigits = "
                + fractionDigits);
      }
      return Optional.empty();
    }
    if (kind == ScalarKind.INSTANT || kind == ScalarKind.LOCAL_DATE_TIME) {
      if (integerDigits != -1 || fractionDigits < 0 || fractionDigits > 9) {
        return Optional.of(
            "Instant and LocalDateTime take only fractionDigits, between 0 and 9, got integerDigits"
                + " = "
                + integerDigits
                + ", fractionDigits = "
                + fractionDigits);
      }
      return Optional.empty();
    }
    return Optional.of(
        "@KeyFormat applies to BigDecimal, BigInteger, Instant and LocalDateTime only, not to "
            + attribute.type().javaType());
  }
}
