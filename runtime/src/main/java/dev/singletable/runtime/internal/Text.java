package dev.singletable.runtime.internal;

/**
 * String helpers shared by the encoders: UTF-8 length and order (DynamoDB's view of strings),
 * unpaired surrogate detection, the byte-order successor, and value rendering for messages.
 */
public final class Text {

  /** Values longer than this are truncated in messages, so that a log line stays readable. */
  private static final int MAX_QUOTED_CHARS = 64;

  private Text() {}

  /** The number of bytes of {@code s} in UTF-8 (an unpaired surrogate counts 3, as in CESU-8). */
  public static int utf8Length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2; // two chars, four bytes
          i++;
        } else {
          bytes += 2;
        }
      }
    }
    return bytes;
  }

  /**
   * Compares as DynamoDB does: unsigned UTF-8 bytes, which for well-formed strings is code point
   * order. UTF-16 order differs only where a surrogate (U+D800..U+DFFF, encoding code points above
   * U+FFFF) meets a char in U+E000..U+FFFF, so only that pair is fixed up.
   */
  public static int compareUtf8(String a, String b) {
    return compareUtf8(a, b, 0);
  }

  /**
   * {@link #compareUtf8(String, String)} of two strings whose first {@code from} chars are known to
   * be equal (a shared prefix), which it does not compare again.
   */
  static int compareUtf8(String a, String b, int from) {
    int n = Math.min(a.length(), b.length());
    for (int i = from; i < n; i++) {
      char x = a.charAt(i);
      char y = b.charAt(i);
      if (x != y) {
        if (x >= 0xD800 && y >= 0xD800) {
          // Move surrogates above U+E000..U+FFFF: they stand for code points >= U+10000.
          x = (char) (x >= 0xE000 ? x - 0x800 : x + 0x2000);
          y = (char) (y >= 0xE000 ? y - 0x800 : y + 0x2000);
        }
        return x - y;
      }
    }
    return a.length() - b.length();
  }

  /**
   * The UTF-8 length of {@code s}, or -1 when it holds an unpaired surrogate: {@link #utf8Length}
   * and the {@link #unpairedSurrogate} check in one scan, for values that need both.
   */
  public static int wellFormedUtf8Length(String s) {
    int n = s.length();
    int bytes = n;
    for (int i = 0; i < n; i++) {
      char c = s.charAt(i);
      if (c >= 0x80) {
        if (c < 0x800) {
          bytes += 1;
        } else if (!Character.isSurrogate(c)) {
          bytes += 2;
        } else if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          bytes += 2; // two chars, four bytes
          i++;
        } else {
          return -1;
        }
      }
    }
    return bytes;
  }

  /** The index of the first unpaired surrogate in {@code s}, or -1 when it is well-formed. */
  public static int unpairedSurrogate(String s) {
    int n = s.length();
    for (int i = 0; i < n; i++) {
      // One comparison per char on the hot path: surrogates are U+D800..U+DFFF, and the rare
      // chars above them take the exact path too.
      if (s.charAt(i) >= Character.MIN_SURROGATE) {
        return unpairedSurrogate(s, i);
      }
    }
    return -1;
  }

  /** {@link #unpairedSurrogate(String)} from index {@code from} on. */
  private static int unpairedSurrogate(String s, int from) {
    int n = s.length();
    for (int i = from; i < n; i++) {
      char c = s.charAt(i);
      if (Character.isSurrogate(c)) {
        if (Character.isHighSurrogate(c)
            && i + 1 < n
            && Character.isLowSurrogate(s.charAt(i + 1))) {
          i++;
        } else {
          return i;
        }
      }
    }
    return -1;
  }

  /**
   * The smallest string greater, in UTF-8 byte order, than every string that starts with {@code s}:
   * {@code s} with its last code point replaced by the next one (skipping the surrogate range,
   * which is not a code point in UTF-8, and carrying over U+10FFFF). Returns null when {@code s} is
   * empty or only U+10FFFF, which no string exceeds.
   */
  static String successor(String s) {
    int end = s.length();
    while (end > 0) {
      int cp = s.codePointBefore(end);
      int start = end - Character.charCount(cp);
      if (cp != Character.MAX_CODE_POINT) {
        int next = cp == 0xD7FF ? 0xE000 : cp + 1;
        return new StringBuilder(start + 2).append(s, 0, start).appendCodePoint(next).toString();
      }
      end = start;
    }
    return null;
  }

  /** The code point after {@code c} as a string (U+D7FF is followed by U+E000). */
  static String successor(char c) {
    if (Character.isSurrogate(c)) {
      throw new IllegalArgumentException(
          "the key delimiter must not be a surrogate (got U+" + Integer.toHexString(c) + ")");
    }
    return successor(String.valueOf(c));
  }

  /**
   * {@code head + value + successor(c)} in one concatenation: below U+D7FF (every usual delimiter)
   * the next code point is the next char, appended with no string of its own (a range's bounds make
   * one per call); above, the code point walk of {@link #successor(char)}.
   */
  static String withSuccessor(String head, String value, char c) {
    return c < 0xD7FF ? head + value + (char) (c + 1) : head + value + successor(c);
  }

  /**
   * Renders a value for a message: quoted, control characters and unpaired surrogates escaped,
   * truncated to 64 chars with the full length noted.
   */
  static String quote(String s) {
    if (s == null) {
      return "null";
    }
    int n = s.length();
    int shown = n;
    if (n > MAX_QUOTED_CHARS) {
      shown = MAX_QUOTED_CHARS - 3;
      if (Character.isHighSurrogate(s.charAt(shown - 1))) {
        shown--; // do not cut a pair in two
      }
    }
    StringBuilder b = new StringBuilder(shown + 24).append('"');
    for (int i = 0; i < shown; i++) {
      char c = s.charAt(i);
      boolean paired =
          Character.isHighSurrogate(c)
              ? i + 1 < n && Character.isLowSurrogate(s.charAt(i + 1))
              : Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1));
      if (c < 0x20 || c == 0x7F || (Character.isSurrogate(c) && !paired)) {
        b.append("\\u");
        String hex = Integer.toHexString(c).toUpperCase(java.util.Locale.ROOT);
        b.append("0000", hex.length(), 4).append(hex);
      } else {
        b.append(c);
      }
    }
    b.append('"');
    if (shown < n) {
      b.insert(b.length() - 1, "\u2026").append(" (").append(n).append(" chars)");
    }
    return b.toString();
  }

  /** {@code "Order.userId: "}, the start of every message about one attribute. */
  static String subject(String entity, String attribute) {
    return entity + "." + attribute + ": ";
  }

  /** An IllegalArgumentException {@code "Entity.attr: rule (got "value")"}. */
  static IllegalArgumentException refuse(
      String entity, String attribute, String rule, String value) {
    return new IllegalArgumentException(
        subject(entity, attribute) + rule + " (got " + quote(value) + ")");
  }
}
