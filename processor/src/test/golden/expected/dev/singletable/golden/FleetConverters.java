package dev.singletable.golden;

import javax.annotation.processing.Generated;

/** The converters declared on {@link Fleet}, one shared instance each. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class FleetConverters {
  /** {@link TripLengthConverter}, storing as {@code java.lang.Long}. */
  public static final TripLengthConverter TRIP_LENGTH_CONVERTER = new TripLengthConverter();

  private FleetConverters() {
  }
}
