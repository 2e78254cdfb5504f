package dev.singletable.processor.write.report;

/**
 * A small streaming JSON writer for the model view's data: commas are placed by the writer, and
 * {@code <} is escaped so that the text can sit inside an HTML {@code <script>} element.
 */
final class JsonText {

  private final StringBuilder out = new StringBuilder();

  /** Whether the next value or name needs a comma before it. */
  private boolean comma;

  JsonText beginObject() {
    separate();
    out.append('{');
    comma = false;
    return this;
  }

  JsonText endObject() {
    out.append('}');
    comma = true;
    return this;
  }

  JsonText beginArray() {
    separate();
    out.append('[');
    comma = false;
    return this;
  }

  JsonText endArray() {
    out.append(']');
    comma = true;
    return this;
  }

  /** The name of the next member of an object. */
  JsonText name(String name) {
    separate();
    quote(name);
    out.append(':');
    comma = false;
    return this;
  }

  JsonText value(String text) {
    separate();
    if (text == null) {
      out.append("null");
    } else {
      quote(text);
    }
    comma = true;
    return this;
  }

  JsonText value(boolean flag) {
    separate();
    out.append(flag);
    comma = true;
    return this;
  }

  JsonText value(long number) {
    separate();
    out.append(number);
    comma = true;
    return this;
  }

  /** A member with a string (or null) value. */
  JsonText field(String name, String text) {
    return name(name).value(text);
  }

  /** A member whose value is an array of strings. */
  JsonText field(String name, Iterable<String> texts) {
    name(name).beginArray();
    texts.forEach(this::value);
    return endArray();
  }

  @Override
  public String toString() {
    return out.toString();
  }

  private void separate() {
    if (comma) {
      out.append(',');
    }
  }

  private void quote(String text) {
    out.append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        // "</script>" or "<!--" inside a string would end or confuse the script element.
        case '<' -> out.append("\\u003c");
        default -> {
          if (c < 0x20 || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
