package dev.singletable.benchmarks.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes maps, lists, strings, numbers and booleans as indented JSON (results only). */
public final class Json {

  private Json() {}

  public static String write(Object value) {
    StringBuilder out = new StringBuilder();
    write(out, value, "");
    return out.append('\n').toString();
  }

  private static void write(StringBuilder out, Object value, String indent) {
    if (value == null) {
      out.append("null");
    } else if (value instanceof String s) {
      quote(out, s);
    } else if (value instanceof Double d) {
      out.append(
          d.isNaN() || d.isInfinite()
              ? "null"
              : new BigDecimal(d).round(new MathContext(6)).stripTrailingZeros().toPlainString());
    } else if (value instanceof Number || value instanceof Boolean) {
      out.append(value);
    } else if (value instanceof Map<?, ?> map) {
      out.append('{');
      String inner = indent + "  ";
      Iterator<? extends Map.Entry<?, ?>> it = map.entrySet().iterator();
      while (it.hasNext()) {
        Map.Entry<?, ?> e = it.next();
        out.append('\n').append(inner);
        quote(out, String.valueOf(e.getKey()));
        out.append(": ");
        write(out, e.getValue(), inner);
        if (it.hasNext()) {
          out.append(',');
        }
      }
      out.append(map.isEmpty() ? "" : "\n" + indent).append('}');
    } else if (value instanceof List<?> list) {
      out.append('[');
      String inner = indent + "  ";
      for (int i = 0; i < list.size(); i++) {
        out.append('\n').append(inner);
        write(out, list.get(i), inner);
        if (i + 1 < list.size()) {
          out.append(',');
        }
      }
      out.append(list.isEmpty() ? "" : "\n" + indent).append(']');
    } else {
      quote(out, value.toString());
    }
  }

  private static void quote(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> out.append("\\\"");
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\t' -> out.append("\\t");
        default -> {
          if (c < 0x20) {
            out.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    out.append('"');
  }
}
