package dev.singletable.processor.it.model.converted;

import dev.singletable.runtime.AttributeConverter;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;

/**
 * A date-time with its zone, as ISO-8601 text ({@code 2025-06-01T09:30:00+02:00[Europe/Paris]}): it
 * reads back equal, zone and offset included, but its text does not sort by instant, so it is no
 * sort-key component; store an {@code Instant} beside it to sort by time.
 */
public final class ZonedDateTimeConverter implements AttributeConverter<ZonedDateTime, String> {

  @Override
  public String toStored(ZonedDateTime value) {
    return DateTimeFormatter.ISO_ZONED_DATE_TIME.format(value);
  }

  @Override
  public ZonedDateTime fromStored(String stored) {
    return ZonedDateTime.parse(stored, DateTimeFormatter.ISO_ZONED_DATE_TIME);
  }
}
