package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * Text of DynamoDB numbers (type N) for the codecs ({@link Codec}): refuses what DynamoDB cannot
 * store (NaN, infinities, more than 38 significant digits, magnitudes outside 1E-130..9.99…E+125)
 * and writes the shortest text that reads back to the same Java value.
 */
final class Numbers {

  /** The largest number of significant digits DynamoDB keeps. */
  static final int MAX_DIGITS = 38;

  private static final String RANGE_RULE =
      "numbers must be 0 or between 1E-130 and 9.9999999999999999999999999999999999999E+125 in"
          + " magnitude";

  private Numbers() {}

  /** The text of a double, or an IllegalArgumentException naming entity and attribute. */
  static String float64(String entity, String attribute, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      throw Text.refuse(
          entity,
          attribute,
          "numbers must be finite; DynamoDB has no NaN or" + " infinities",
          Double.toString(value));
    }
    double magnitude = Math.abs(value);
    if (magnitude == 0) {
      return "0"; // DynamoDB has no negative zero
    }
    // Comparing doubles is exact here: the written text (the shortest that parses back) is below
    // 1E+126 exactly when the double is, and likewise at 1E-130.
    if (magnitude >= 1e126 || magnitude < 1e-130) {
      throw Text.refuse(entity, attribute, RANGE_RULE, Double.toString(value));
    }
    return trimZeroFraction(Double.toString(value));
  }

  /** The text of a float (always inside DynamoDB's range), refusing NaN and infinities. */
  static String float32(String entity, String attribute, float value) {
    if (!Float.isFinite(value)) {
      return float64(entity, attribute, value); // refused as the same double is: NaN, ±Infinity
    }
    return value == 0 ? "0" : trimZeroFraction(Float.toString(value));
  }

  /** The plain text of a decimal without trailing zeros (DynamoDB drops them anyway). */
  static String decimal(String entity, String attribute, BigDecimal value) {
    if (value.signum() == 0) {
      return "0";
    }
    // Stripping trailing zeros changes neither the exponent of the leading digit nor the plain
    // text beyond its fraction's trailing zeros, and never raises the precision. So the usual
    // value (at most 38 digits with its zeros) is checked and written without the BigDecimal
    // that stripTrailingZeros() allocates.
    int precision = value.precision();
    if (precision > MAX_DIGITS && value.stripTrailingZeros().precision() > MAX_DIGITS) {
      throw Text.refuse(
          entity,
          attribute,
          "numbers must have at most 38 significant digits;" + " refusing rather than rounding",
          value.toString());
    }
    int exponent = precision - value.scale() - 1; // of the leading digit
    if (exponent > 125 || exponent < -130) {
      throw Text.refuse(entity, attribute, RANGE_RULE, value.toString());
    }
    // Plain text avoids depending on how a reader treats "E+" exponents.
    String plain = value.toPlainString();
    return value.scale() > 0 ? trimFractionZeros(plain) : plain;
  }

  /** {@code 1.50} → {@code 1.5}, {@code 100.00} → {@code 100}: plain text with a fraction. */
  private static String trimFractionZeros(String plain) {
    int end = plain.length();
    while (plain.charAt(end - 1) == '0') {
      end--;
    }
    if (plain.charAt(end - 1) == '.') {
      end--;
    }
    return end == plain.length() ? plain : plain.substring(0, end);
  }

  /** The text of a big integer, refusing more than 38 significant digits or 10^126 and above. */
  static String bigInteger(String entity, String attribute, BigInteger value) {
    String text = value.toString();
    int end = text.length();
    int start = value.signum() < 0 ? 1 : 0;
    if (end - start > 126) {
      throw Text.refuse(entity, attribute, RANGE_RULE, text);
    }
    int significant = end - start;
    while (significant > 1 && text.charAt(start + significant - 1) == '0') {
      significant--;
    }
    if (significant > MAX_DIGITS) {
      throw Text.refuse(entity, attribute, "numbers must have at most 38 significant digits", text);
    }
    return text;
  }

  /** The text of a boxed number of a supported type (checked with instanceof, no reflection). */
  static String any(String entity, String attribute, Number value) {
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte) {
      return Long.toString(value.longValue());
    }
    if (value instanceof Double) {
      return float64(entity, attribute, (Double) value);
    }
    if (value instanceof Float) {
      return float32(entity, attribute, (Float) value);
    }
    if (value instanceof BigDecimal) {
      return decimal(entity, attribute, (BigDecimal) value);
    }
    if (value instanceof BigInteger) {
      return bigInteger(entity, attribute, (BigInteger) value);
    }
    throw Text.refuse(
        entity,
        attribute,
        "numbers in sets must be Integer, Long, Short, Byte,"
            + " Float, Double, BigDecimal or BigInteger, not "
            + (value == null ? "null" : value.getClass().getName()),
        String.valueOf(value));
  }

  /** Java writes "1.0" and "1.0E10"; DynamoDB needs neither ".0", so drop it to stay short. */
  private static String trimZeroFraction(String s) {
    int e = s.indexOf('E');
    int end = e < 0 ? s.length() : e;
    if (end >= 2 && s.charAt(end - 1) == '0' && s.charAt(end - 2) == '.') {
      return e < 0 ? s.substring(0, end - 2) : s.substring(0, end - 2) + s.substring(e);
    }
    return s;
  }
}
