package dev.singletable.runtime.internal;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.UUID;

/**
 * Fixed-width text codecs behind {@link KeyEncoding}: signed integers, fixed-point decimals and
 * UUIDs, each written so that string order equals numeric order. Decoders return null (or throw
 * {@link NumberFormatException}) on text no encoder could have produced; callers add context.
 */
final class FixedWidth {

  private static final BigInteger[] POW10 = new BigInteger[80];

  static {
    POW10[0] = BigInteger.ONE;
    for (int i = 1; i < POW10.length; i++) {
      POW10[i] = POW10[i - 1].multiply(BigInteger.TEN);
    }
  }

  private FixedWidth() {}

  /** {@code value} as {@code width} digits, or '-' and {@code value - min} as width digits. */
  static String signed(long value, long min, int width) {
    boolean negative = value < 0;
    long digits = negative ? value - min : value; // in [0, -min) for negatives: no overflow
    byte[] b = new byte[negative ? width + 1 : width];
    int start = 0;
    if (negative) {
      b[0] = '-';
      start = 1;
    }
    for (int i = b.length - 1; i >= start; i--) {
      b[i] = (byte) ('0' + digits % 10);
      digits /= 10;
    }
    return new String(b, StandardCharsets.ISO_8859_1);
  }

  /** The inverse of {@link #signed}; throws NumberFormatException on any other text. */
  static long parseSigned(String text, long min, int width) {
    int n = text == null ? 0 : text.length();
    boolean negative = n == width + 1 && text.charAt(0) == '-';
    if (n != width && !negative) {
      throw new NumberFormatException();
    }
    long max = -(min + 1); // the largest digits value either sign can carry
    long v = 0;
    for (int i = negative ? 1 : 0; i < n; i++) {
      int d = text.charAt(i) - '0';
      if (d < 0 || d > 9 || v > (max - d) / 10) {
        throw new NumberFormatException();
      }
      v = v * 10 + d;
    }
    return negative ? v + min : v;
  }

  /**
   * {@code unscaled / 10^fractionDigits} as exactly {@code integerDigits + fractionDigits} digits
   * with a '.' before the fraction digits; a negative value as '-' and the digits of {@code
   * unscaled + 10^(all digits)}. Returns null when {@code |unscaled| >= 10^(all digits)}.
   */
  static String decimal(BigInteger unscaled, int integerDigits, int fractionDigits) {
    int total = integerDigits + fractionDigits;
    BigInteger limit = pow10(total);
    boolean negative = unscaled.signum() < 0;
    if ((negative ? unscaled.negate() : unscaled).compareTo(limit) >= 0) {
      return null;
    }
    String digits = (negative ? unscaled.add(limit) : unscaled).toString();
    byte[] out = new byte[(negative ? 1 : 0) + total + (fractionDigits > 0 ? 1 : 0)];
    int o = 0;
    if (negative) {
      out[o++] = '-';
    }
    int pad = total - digits.length();
    for (int i = 0; i < total; i++) {
      if (i == integerDigits) {
        out[o++] = '.';
      }
      out[o++] = (byte) (i < pad ? '0' : digits.charAt(i - pad));
    }
    return new String(out, StandardCharsets.ISO_8859_1);
  }

  /** The unscaled value of {@link #decimal} output, or null for any other text. */
  static BigInteger parseDecimal(String text, int integerDigits, int fractionDigits) {
    int total = integerDigits + fractionDigits;
    int bodyLength = total + (fractionDigits > 0 ? 1 : 0);
    int n = text == null ? -1 : text.length();
    boolean negative = n == bodyLength + 1 && text.charAt(0) == '-';
    if (integerDigits < 1 || fractionDigits < 0 || (n != bodyLength && !negative)) {
      return null;
    }
    char[] digits = new char[total];
    int start = negative ? 1 : 0;
    for (int i = 0, d = 0; i < bodyLength; i++) {
      char c = text.charAt(start + i);
      boolean point = fractionDigits > 0 && i == integerDigits;
      if (point ? c != '.' : c < '0' || c > '9') {
        return null;
      }
      if (!point) {
        digits[d++] = c;
      }
    }
    BigInteger value = new BigInteger(new String(digits));
    if (!negative) {
      return value;
    }
    // '-' and all zeros would stand for -10^total, which is outside the range.
    return value.signum() == 0 ? null : value.subtract(pow10(total));
  }

  /** Parses the lower-case canonical UUID form only, or returns null. */
  static UUID parseUuid(String text) {
    if (text == null || text.length() != 36) {
      return null;
    }
    long msb = 0;
    long lsb = 0;
    for (int i = 0; i < 36; i++) {
      char c = text.charAt(i);
      if (i == 8 || i == 13 || i == 18 || i == 23) {
        if (c != '-') {
          return null;
        }
        continue;
      }
      int nibble = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (nibble < 0) {
        return null;
      }
      if (i < 18) {
        msb = msb << 4 | nibble;
      } else {
        lsb = lsb << 4 | nibble;
      }
    }
    return new UUID(msb, lsb);
  }

  private static BigInteger pow10(int n) {
    return n < POW10.length ? POW10[n] : BigInteger.TEN.pow(n);
  }
}
