package dev.singletable.processor.plan;

import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import java.util.ArrayList;
import java.util.List;

/**
 * The sort-key part of a declared read's key condition exactly as the generated code sends it, with
 * the method's parameters in braces standing for their key text: the runtime's {@code
 * SortKeyCondition} computes range bounds in UTF-8 byte order from the prefix {@code P} fixed
 * before the ranged component, the delimiter {@code d} and {@code succ(x)} (x with its last
 * character raised), and this class spells the same bounds at compile time for the report, the
 * model view and the method's Javadoc.
 *
 * <p>The rules, for a component {@code c} ({@code last}: nothing follows it in the sort key):
 * {@code >= a} starts at {@code P+a} (last) or {@code P+a+d}; {@code > a} at {@code P+a+U+0000}
 * (last) or {@code P+a+succ(d)}; {@code <= b} ends at {@code P+b} (last) or {@code P+b+succ(d)};
 * {@code < b} ends at {@code P+b} with that one key dropped client-side (last) or at {@code P+b+d}.
 * The open side of a one-sided range is {@code P} or {@code succ(P)}, so the read stays inside the
 * prefix; with an empty prefix the one-sided operator is sent.
 *
 * @param clause the condition, such as {@code SK BETWEEN "ORDER#{from}#" AND "ORDER$"}
 * @param bounds why the bounds are exact, or {@code null} when the condition has no computed bound
 */
public record SentSortCondition(String clause, String bounds) {

  /**
   * U+0000 as the report writes it (backslash, u, four zeros): the least character, the immediate
   * successor.
   */
  static final String LEAST = "\\u0000";

  /**
   * The condition for a range on the component after {@code prefix}.
   *
   * @param attribute the sort-key attribute, such as {@code SK}
   * @param prefix the sort-key text before the component, parameters in braces
   * @param lower the lower-bound parameter ({@code @Since}, {@code @After}, {@code @BeginsWith}) or
   *     null
   * @param upper the upper-bound parameter ({@code @Until}, {@code @Before}) or null
   * @param last whether the component ends the sort key
   * @param delimiter the key delimiter
   */
  static SentSortCondition range(
      String attribute,
      String prefix,
      PatternParameter lower,
      PatternParameter upper,
      boolean last,
      char delimiter) {
    String d = String.valueOf(delimiter);
    String up = successor(d);
    List<String> rules = new ArrayList<>();
    if (lower != null && lower.condition() == Condition.BEGINS_WITH) {
      String start = prefix + "{" + lower.name() + "}";
      return new SentSortCondition(
          "begins_with(" + attribute + ", " + quote(start) + ")",
          "begins_with reads exactly the keys that start with "
              + quote(start)
              + nulls(List.of(lower), "a null {" + lower.name() + "} reads " + whole(prefix)));
    }
    String low = null;
    if (lower != null) {
      String a = prefix + "{" + lower.name() + "}";
      if (lower.condition() == Condition.AFTER) {
        low = a + (last ? LEAST : up);
        rules.add(
            last
                ? quote(low) + " is the first string after " + quote(a)
                : quote(low)
                    + " sorts after every key with "
                    + lower.attribute()
                    + " = {"
                    + lower.name()
                    + "} ('"
                    + up
                    + "' follows '"
                    + d
                    + "')");
      } else {
        low = last ? a : a + d;
        if (!last) {
          rules.add(
              quote(low)
                  + " sorts before every key with "
                  + lower.attribute()
                  + " = {"
                  + lower.name()
                  + "}");
        }
      }
    }
    String high = null;
    if (upper != null) {
      String b = prefix + "{" + upper.name() + "}";
      if (upper.condition() == Condition.BEFORE) {
        high = last ? b : b + d;
        if (last && !prefix.isEmpty()) {
          rules.add(
              "BETWEEN includes "
                  + quote(b)
                  + ", so that one key is dropped from the results client-side");
        } else if (!last) {
          rules.add(
              quote(high)
                  + " sorts before every key with "
                  + upper.attribute()
                  + " = {"
                  + upper.name()
                  + "}");
        }
      } else {
        high = last ? b : b + up;
        if (!last) {
          rules.add(
              quote(high)
                  + " sorts after every key with "
                  + upper.attribute()
                  + " = {"
                  + upper.name()
                  + "} ('"
                  + up
                  + "' follows '"
                  + d
                  + "')");
        }
      }
    }
    String clause;
    if (low != null && high != null) {
      clause = attribute + " BETWEEN " + quote(low) + " AND " + quote(high);
    } else if (prefix.isEmpty()) {
      clause =
          low != null
              ? attribute + " >= " + quote(low)
              : attribute + (upper.condition() == Condition.BEFORE ? " < " : " <= ") + quote(high);
    } else if (low != null) {
      String end = successor(prefix);
      clause = attribute + " BETWEEN " + quote(low) + " AND " + quote(end);
      rules.add(quote(end) + " sorts after every key that starts with " + quote(prefix));
    } else {
      clause = attribute + " BETWEEN " + quote(prefix) + " AND " + quote(high);
      rules.add(quote(prefix) + " sorts before every key that starts with it");
    }
    List<PatternParameter> nullable = new ArrayList<>();
    if (lower != null) {
      nullable.add(lower);
    }
    if (upper != null) {
      nullable.add(upper);
    }
    String open =
        nullable.stream().anyMatch(PatternParameter::nullable)
            ? "; " + openSides(nullable, prefix)
            : "";
    if (rules.isEmpty() && open.isEmpty()) {
      return new SentSortCondition(clause, null);
    }
    String text =
        rules.isEmpty()
            ? "inclusive bounds, as written"
            : "bounds exact in UTF-8 byte order: " + String.join("; ", rules);
    return new SentSortCondition(clause, text + open);
  }

  /** What a null argument does, when a parameter can be null; empty otherwise. */
  private static String nulls(List<PatternParameter> parameters, String effect) {
    return parameters.stream().anyMatch(PatternParameter::nullable) ? "; " + effect : "";
  }

  private static String openSides(List<PatternParameter> parameters, String prefix) {
    List<String> names =
        parameters.stream()
            .filter(PatternParameter::nullable)
            .map(p -> "{" + p.name() + "}")
            .toList();
    if (parameters.size() == 1) {
      return "a null " + names.get(0) + " reads " + whole(prefix);
    }
    return "a null "
        + String.join(" or ", names)
        + " bounds that side by the prefix "
        + quote(prefix)
        + (names.size() == 2 ? " (both null: " + whole(prefix) + ")" : "");
  }

  private static String whole(String prefix) {
    return prefix.isEmpty() ? "the whole partition" : "every key that starts with " + quote(prefix);
  }

  /** {@code text} with its last character raised to the next code point (U+D7FF to U+E000). */
  static String successor(String text) {
    int cp = text.codePointBefore(text.length());
    if (cp == '}' && text.lastIndexOf('{') > text.lastIndexOf('}', text.length() - 2)) {
      // Ends with a parameter: its successor is computed from the value when the call runs.
      return "succ(" + text + ")";
    }
    int next = cp == 0xD7FF ? 0xE000 : cp + 1;
    return new StringBuilder(text)
        .delete(text.length() - Character.charCount(cp), text.length())
        .appendCodePoint(next)
        .toString();
  }

  /** A key string as the report writes it: in double quotes. */
  static String quote(String text) {
    return '"' + text + '"';
  }
}
