package dev.singletable.benchmarks.enhanced;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeFormatterBuilder;
import software.amazon.awssdk.enhanced.dynamodb.AttributeConverter;
import software.amazon.awssdk.enhanced.dynamodb.AttributeValueType;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Stores an instant as ISO-8601 UTC with exactly nine fraction digits, as Singletable does (the
 * Enhanced Client's default, {@code Instant.toString()}, drops zero fractions, so its strings do
 * not sort chronologically and the items would differ).
 */
public final class NanoInstantConverter implements AttributeConverter<Instant> {

  private static final DateTimeFormatter NANOS =
      new DateTimeFormatterBuilder().appendInstant(9).toFormatter();

  @Override
  public AttributeValue transformFrom(Instant input) {
    return AttributeValue.fromS(NANOS.format(input));
  }

  @Override
  public Instant transformTo(AttributeValue input) {
    return Instant.parse(input.s());
  }

  @Override
  public EnhancedType<Instant> type() {
    return EnhancedType.of(Instant.class);
  }

  @Override
  public AttributeValueType attributeValueType() {
    return AttributeValueType.S;
  }
}
