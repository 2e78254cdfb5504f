package dev.singletable.processor.write;

import dev.singletable.processor.plan.DeclaredPatternPlan;

/** How a declared read's Javadoc says the key condition it sends, exactly as the plan states it. */
final class DeclaredReadJavadoc {

  private DeclaredReadJavadoc() {}

  /** {@code Query of index GSI1: {@code GSI1PK = USER#{userId}}, filtered by {@code ...}}. */
  static String served(DeclaredPatternPlan.Description description) {
    StringBuilder text = new StringBuilder(description.operation());
    if (!description.operation().equals("Scan")) {
      text.append(
              description.index() == null ? " of the table" : " of index " + description.index())
          .append(": ")
          .append(code(description.keyCondition()));
      if (description.bounds() != null) {
        text.append(" (").append(html(description.bounds())).append(')');
      }
    } else {
      text.append(" of the whole table");
    }
    if (description.filter() != null) {
      text.append(", filtered by {@code ").append(description.filter()).append('}');
    }
    return text.toString().replace("*/", "*&#47;");
  }

  /**
   * {@code {@code text}}, or {@code <code>} with HTML escapes when the text holds a backslash: a
   * backslash-u in a Java comment would be read as a Unicode escape.
   */
  private static String code(String text) {
    return text.indexOf('\\') < 0 ? "{@code " + text + "}" : "<code>" + html(text) + "</code>";
  }

  private static String html(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("@", "&#64;")
        .replace("\\", "&#92;");
  }
}
