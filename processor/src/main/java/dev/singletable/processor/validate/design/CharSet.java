package dev.singletable.processor.validate.design;

import java.util.Arrays;

/**
 * A set of UTF-16 chars that is either finite ({@code chars}) or everything except a finite set,
 * which is all a key alphabet needs: digits, hex, enum letters, or "anything but the delimiter".
 */
record CharSet(boolean complement, String chars) {

  static CharSet of(String chars) {
    return new CharSet(false, sorted(chars));
  }

  static CharSet range(char first, char last) {
    StringBuilder chars = new StringBuilder();
    for (char c = first; c <= last; c++) {
      chars.append(c);
    }
    return of(chars.toString());
  }

  static CharSet allExcept(String chars) {
    return new CharSet(true, sorted(chars));
  }

  boolean contains(char c) {
    return (chars.indexOf(c) >= 0) != complement;
  }

  /** Never empty when complemented: a finite exclusion leaves most of the 65,536 chars. */
  boolean isEmpty() {
    return !complement && chars.isEmpty();
  }

  CharSet intersect(CharSet other) {
    if (!complement && !other.complement) {
      return of(filter(chars, other));
    }
    if (!complement) {
      return of(filter(chars, other));
    }
    if (!other.complement) {
      return of(filter(other.chars, this));
    }
    return allExcept(chars + other.chars);
  }

  private static String filter(String chars, CharSet keep) {
    StringBuilder kept = new StringBuilder();
    for (char c : chars.toCharArray()) {
      if (keep.contains(c)) {
        kept.append(c);
      }
    }
    return kept.toString();
  }

  private static String sorted(String chars) {
    char[] array = chars.toCharArray();
    Arrays.sort(array);
    StringBuilder distinct = new StringBuilder();
    for (int i = 0; i < array.length; i++) {
      if (i == 0 || array[i] != array[i - 1]) {
        distinct.append(array[i]);
      }
    }
    return distinct.toString();
  }
}
