package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.AttributeDefault;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The value a read gives an attribute its stored item lacks ({@code @Attribute(ifAbsent = ...)}),
 * as a Java expression that builds it without parsing: {@code true}, {@code 5L}, {@code
 * BigDecimal.valueOf(250L, 2)}, {@code LocalDate.of(2024, 1, 1)}, {@code Status.PLACED}.
 *
 * @param format the expression in JavaPoet's format ({@code $L}, {@code $S}, {@code $T})
 * @param arguments its arguments
 */
public record DefaultValue(String format, List<Object> arguments) {

  public DefaultValue {
    arguments = List.copyOf(arguments);
  }

  /** The default a validated attribute declares, if any. */
  static Optional<DefaultValue> of(AttributeModel attribute) {
    return AttributeDefault.of(attribute)
        .map(declared -> of((ValueType.Scalar) attribute.type(), declared.literal()));
  }

  private static DefaultValue of(ValueType.Scalar scalar, String literal) {
    ScalarKind kind = scalar.kind();
    return switch (kind) {
      case BOOLEAN -> new DefaultValue("$L", List.of(literal));
      case BYTE -> new DefaultValue("(byte) $L", List.of(Byte.parseByte(literal)));
      case SHORT -> new DefaultValue("(short) $L", List.of(Short.parseShort(literal)));
      case INT -> new DefaultValue("$L", List.of(Integer.parseInt(literal)));
      case LONG -> new DefaultValue("$LL", List.of(Long.parseLong(literal)));
      case FLOAT ->
          new DefaultValue("$Lf", List.of(Float.toString(new BigDecimal(literal).floatValue())));
      case DOUBLE ->
          new DefaultValue("$Ld", List.of(Double.toString(new BigDecimal(literal).doubleValue())));
      case BIG_DECIMAL -> decimal(new BigDecimal(literal));
      case BIG_INTEGER -> integer(new BigInteger(literal));
      case INSTANT -> {
        Instant instant = Instant.parse(literal);
        yield new DefaultValue(
            "$T.ofEpochSecond($LL, $L)",
            List.of(ClassName.get(Instant.class), instant.getEpochSecond(), instant.getNano()));
      }
      case LOCAL_DATE -> {
        LocalDate date = LocalDate.parse(literal);
        yield new DefaultValue(
            "$T.of($L, $L, $L)",
            List.of(
                ClassName.get(LocalDate.class),
                date.getYear(),
                date.getMonthValue(),
                date.getDayOfMonth()));
      }
      case LOCAL_DATE_TIME -> {
        LocalDateTime time = LocalDateTime.parse(literal);
        yield new DefaultValue(
            "$T.of($L, $L, $L, $L, $L, $L, $L)",
            List.of(
                ClassName.get(LocalDateTime.class),
                time.getYear(),
                time.getMonthValue(),
                time.getDayOfMonth(),
                time.getHour(),
                time.getMinute(),
                time.getSecond(),
                time.getNano()));
      }
      case UUID -> {
        UUID uuid = UUID.fromString(literal);
        yield new DefaultValue(
            "new $T($LL, $LL)",
            List.of(
                ClassName.get(UUID.class),
                uuid.getMostSignificantBits(),
                uuid.getLeastSignificantBits()));
      }
      case ENUM ->
          new DefaultValue("$T.$L", List.of(scalar.javaType().withoutAnnotations(), literal));
      case STRING -> new DefaultValue("$S", List.of(literal));
      default -> throw new IllegalStateException("no default for " + kind);
    };
  }

  /**
   * A decimal as reads of the stored number give it: DynamoDB returns numbers without trailing
   * zeros ({@code 12.50} reads as {@code 12.5}), so that the item the default's job writes reads
   * the same value.
   */
  private static DefaultValue decimal(BigDecimal declared) {
    BigDecimal value = declared.stripTrailingZeros();
    if (value.scale() < 0) {
      value = value.setScale(0);
    }
    BigInteger unscaled = value.unscaledValue();
    return unscaled.bitLength() < 64
        ? new DefaultValue(
            "$T.valueOf($LL, $L)",
            List.of(ClassName.get(BigDecimal.class), unscaled.longValue(), value.scale()))
        : new DefaultValue(
            "new $T($S)", List.of(ClassName.get(BigDecimal.class), value.toString()));
  }

  private static DefaultValue integer(BigInteger value) {
    return value.bitLength() < 64
        ? new DefaultValue(
            "$T.valueOf($LL)", List.of(ClassName.get(BigInteger.class), value.longValue()))
        : new DefaultValue(
            "new $T($S)", List.of(ClassName.get(BigInteger.class), value.toString()));
  }
}
