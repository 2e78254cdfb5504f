package dev.singletable.runtime.internal;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;

/**
 * A fixed-format ISO-8601 codec for {@code yyyy-MM-dd[THH:mm:ss[.f{n}][Z]]} with years 0000..9999,
 * written by hand because it runs for every key and timestamp attribute and {@code
 * DateTimeFormatter} is an order of magnitude slower. Fixed widths make string order chronological.
 */
final class Timestamps {

  /** 0000-01-01T00:00:00Z, the first instant with a four-digit year. */
  static final long MIN_EPOCH_SECOND = -62_167_219_200L;

  /** 9999-12-31T23:59:59Z, the last whole second with a four-digit year. */
  static final long MAX_EPOCH_SECOND = 253_402_300_799L;

  private static final String YEAR_RULE = "timestamps must be in the years 0000..9999";

  private static final int[] POW10 = {
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000
  };

  private Timestamps() {}

  /** Formats an instant in UTC; the caller has checked the year range and the precision. */
  static String formatInstant(long epochSecond, int nano, int fractionDigits) {
    long day = Math.floorDiv(epochSecond, 86_400);
    int secondOfDay = (int) Math.floorMod(epochSecond, 86_400);
    byte[] b = new byte[length(fractionDigits, true)];
    writeDate(b, day);
    writeTime(b, secondOfDay / 3600, secondOfDay / 60 % 60, secondOfDay % 60, nano, fractionDigits);
    b[b.length - 1] = 'Z';
    return ascii(b);
  }

  /** Formats a local date-time (no zone letter); the caller has checked year and precision. */
  static String formatLocalDateTime(LocalDateTime t, int fractionDigits) {
    byte[] b = new byte[length(fractionDigits, false)];
    writeDate(b, t.getYear(), t.getMonthValue(), t.getDayOfMonth());
    writeTime(b, t.getHour(), t.getMinute(), t.getSecond(), t.getNano(), fractionDigits);
    return ascii(b);
  }

  /** Formats {@code yyyy-MM-dd}; the caller has checked the year range. */
  static String formatLocalDate(LocalDate d) {
    byte[] b = new byte[10];
    writeDate(b, d.getYear(), d.getMonthValue(), d.getDayOfMonth());
    return ascii(b);
  }

  /**
   * The string of ASCII bytes {@code b}. The charset constructor is too large for the JIT to inline
   * (it dispatches on every charset), which made it a tenth of a query page's CPU time with two
   * instants in its range; the ASCII constructor copies the same bytes and is inlined.
   */
  @SuppressWarnings("deprecation") // only its charset handling is deprecated, and b is ASCII
  private static String ascii(byte[] b) {
    return new String(b, 0, 0, b.length);
  }

  /** True when {@code nano} has no digits beyond {@code fractionDigits}. */
  static boolean fitsPrecision(int nano, int fractionDigits) {
    return nano % POW10[9 - fractionDigits] == 0;
  }

  /** Checks year range, declared digits (0..9) and precision of a timestamp. */
  static void check(
      String entity,
      String attribute,
      long epochSecond,
      int nano,
      int fractionDigits,
      Object value) {
    if (fractionDigits < 0 || fractionDigits > 9) {
      throw Text.refuse(
          entity, attribute, "fractionDigits must be between 0 and 9", "" + fractionDigits);
    }
    if (epochSecond < MIN_EPOCH_SECOND || epochSecond > MAX_EPOCH_SECOND) {
      throw Text.refuse(entity, attribute, YEAR_RULE, value.toString());
    }
    if (!fitsPrecision(nano, fractionDigits)) {
      throw Text.refuse(
          entity,
          attribute,
          "timestamps must not be finer than the declared "
              + fractionDigits
              + " fraction digits; refusing rather than truncating",
          value.toString());
    }
  }

  /** Checks that a date's year has four digits, so that string order stays chronological. */
  static void checkYear(String entity, String attribute, int year, Object value) {
    if (year < 0 || year > 9999) {
      throw Text.refuse(entity, attribute, YEAR_RULE, value.toString());
    }
  }

  /** Parses {@link #formatInstant} output, or returns null when the text is not exactly that. */
  static Instant parseInstant(String s, int fractionDigits) {
    if (s.length() != length(fractionDigits, true) || s.charAt(s.length() - 1) != 'Z') {
      return null;
    }
    long day = parseDay(s);
    long time = day == Long.MIN_VALUE ? -1 : parseTime(s, fractionDigits);
    if (time < 0) {
      return null;
    }
    long secondOfDay = time / 1_000_000_000L;
    return Instant.ofEpochSecond(day * 86_400 + secondOfDay, time % 1_000_000_000L);
  }

  /** Parses {@link #formatLocalDateTime} output, or returns null when it is not exactly that. */
  static LocalDateTime parseLocalDateTime(String s, int fractionDigits) {
    if (s.length() != length(fractionDigits, false)) {
      return null;
    }
    long day = parseDay(s);
    long time = day == Long.MIN_VALUE ? -1 : parseTime(s, fractionDigits);
    if (time < 0) {
      return null;
    }
    int sec = (int) (time / 1_000_000_000L);
    return LocalDateTime.of(
        digits(s, 0, 4),
        digits(s, 5, 2),
        digits(s, 8, 2),
        sec / 3600,
        sec / 60 % 60,
        sec % 60,
        (int) (time % 1_000_000_000L));
  }

  /** Parses {@code yyyy-MM-dd}, or returns null when it is not exactly that. */
  static LocalDate parseLocalDate(String s) {
    if (s.length() != 10 || parseDay(s) == Long.MIN_VALUE) {
      return null;
    }
    return LocalDate.of(digits(s, 0, 4), digits(s, 5, 2), digits(s, 8, 2));
  }

  private static int length(int fractionDigits, boolean zone) {
    return 19 + (fractionDigits == 0 ? 0 : fractionDigits + 1) + (zone ? 1 : 0);
  }

  // Civil date from days since 1970-01-01 (H. Hinnant's days_from_civil inverse): exact for the
  // proleptic Gregorian calendar java.time uses, without allocating a LocalDate.
  private static void writeDate(byte[] b, long epochDay) {
    long z = epochDay + 719_468;
    long era = Math.floorDiv(z, 146_097);
    int doe = (int) (z - era * 146_097);
    int yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    int doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    int mp = (5 * doy + 2) / 153;
    int day = doy - (153 * mp + 2) / 5 + 1;
    int month = mp < 10 ? mp + 3 : mp - 9;
    int year = (int) (yoe + era * 400) + (month <= 2 ? 1 : 0);
    writeDate(b, year, month, day);
  }

  private static void writeDate(byte[] b, int year, int month, int day) {
    put2(b, 0, year / 100);
    put2(b, 2, year % 100);
    b[4] = '-';
    put2(b, 5, month);
    b[7] = '-';
    put2(b, 8, day);
  }

  private static void writeTime(byte[] b, int h, int m, int s, int nano, int fractionDigits) {
    b[10] = 'T';
    put2(b, 11, h);
    b[13] = ':';
    put2(b, 14, m);
    b[16] = ':';
    put2(b, 17, s);
    if (fractionDigits > 0) {
      b[19] = '.';
      if (nano == 0) { // whole seconds, the usual case: no divisions
        for (int i = 20; i < 20 + fractionDigits; i++) {
          b[i] = '0';
        }
      } else {
        put(b, 20, nano / POW10[9 - fractionDigits], fractionDigits);
      }
    }
  }

  /** Two digits of {@code value} (0..99) at {@code at}. */
  private static void put2(byte[] b, int at, int value) {
    b[at] = (byte) ('0' + value / 10);
    b[at + 1] = (byte) ('0' + value % 10);
  }

  private static void put(byte[] b, int at, int value, int width) {
    for (int i = at + width - 1; i >= at; i--) {
      b[i] = (byte) ('0' + value % 10);
      value /= 10;
    }
  }

  /** Days since the epoch of a valid {@code yyyy-MM-dd} at the start of s, else Long.MIN_VALUE. */
  private static long parseDay(String s) {
    int year = digits(s, 0, 4);
    int month = digits(s, 5, 2);
    int day = digits(s, 8, 2);
    if (year < 0
        || month < 1
        || month > 12
        || day < 1
        || s.charAt(4) != '-'
        || s.charAt(7) != '-'
        || day > monthLength(year, month)) {
      return Long.MIN_VALUE;
    }
    int y = month <= 2 ? year - 1 : year;
    int era = Math.floorDiv(y, 400);
    int yoe = y - era * 400;
    int doy = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1;
    int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146_097L + doe - 719_468;
  }

  /** Nanoseconds of the day of a valid {@code THH:mm:ss[.f]} at index 10 of s, else -1. */
  private static long parseTime(String s, int fractionDigits) {
    int h = digits(s, 11, 2);
    int m = digits(s, 14, 2);
    int sec = digits(s, 17, 2);
    if (s.charAt(10) != 'T'
        || s.charAt(13) != ':'
        || s.charAt(16) != ':'
        || h < 0
        || h > 23
        || m < 0
        || m > 59
        || sec < 0
        || sec > 59) {
      return -1;
    }
    int nano = 0;
    if (fractionDigits > 0) {
      int f = digits(s, 20, fractionDigits);
      if (s.charAt(19) != '.' || f < 0) {
        return -1;
      }
      nano = f * POW10[9 - fractionDigits];
    }
    return (h * 3600L + m * 60L + sec) * 1_000_000_000L + nano;
  }

  /** The decimal value of {@code width} ASCII digits at {@code at}, or -1 if one is no digit. */
  private static int digits(String s, int at, int width) {
    int v = 0;
    for (int i = at; i < at + width; i++) {
      int d = s.charAt(i) - '0';
      if (d < 0 || d > 9) {
        return -1;
      }
      v = v * 10 + d;
    }
    return v;
  }

  private static int monthLength(int year, int month) {
    if (month == 2) {
      boolean leap = (year & 3) == 0 && (year % 100 != 0 || year % 400 == 0);
      return leap ? 29 : 28;
    }
    return month == 4 || month == 6 || month == 9 || month == 11 ? 30 : 31;
  }
}
