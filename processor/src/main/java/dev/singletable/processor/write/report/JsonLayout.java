package dev.singletable.processor.write.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.Map;

/**
 * Lays out a JSON tree for review: an object or array stays on one line when it fits in {@value
 * #WIDTH} columns, and is otherwise opened with one member per line. The same tree always gives the
 * same text; strings are escaped by the JSON library.
 */
final class JsonLayout {

  static final int WIDTH = 100;

  private JsonLayout() {}

  /** The document, ending with a line break. */
  static String render(JsonElement root) {
    StringBuilder text = new StringBuilder();
    block(text, root, 0, 0);
    return text.append('\n').toString();
  }

  /**
   * Appends {@code element} at {@code depth}, where {@code used} columns of the current line are
   * already taken.
   */
  private static void block(StringBuilder text, JsonElement element, int depth, int used) {
    String inline = inline(element);
    if (used + inline.length() <= WIDTH || !(element.isJsonObject() || element.isJsonArray())) {
      text.append(inline);
      return;
    }
    String indent = "  ".repeat(depth + 1);
    if (element instanceof JsonObject object) {
      text.append('{');
      boolean first = true;
      for (Map.Entry<String, JsonElement> member : object.entrySet()) {
        text.append(first ? "\n" : ",\n").append(indent);
        String name = inline(new JsonPrimitive(member.getKey())) + ": ";
        text.append(name);
        block(text, member.getValue(), depth + 1, indent.length() + name.length() + 1);
        first = false;
      }
      text.append('\n').append("  ".repeat(depth)).append('}');
    } else {
      JsonArray array = (JsonArray) element;
      text.append('[');
      for (int i = 0; i < array.size(); i++) {
        text.append(i == 0 ? "\n" : ",\n").append(indent);
        block(text, array.get(i), depth + 1, indent.length() + 1);
      }
      text.append('\n').append("  ".repeat(depth)).append(']');
    }
  }

  /** The element on one line, with a space after each colon and comma. */
  static String inline(JsonElement element) {
    if (element instanceof JsonObject object) {
      StringBuilder text = new StringBuilder("{");
      for (Map.Entry<String, JsonElement> member : object.entrySet()) {
        if (text.length() > 1) {
          text.append(", ");
        }
        text.append(inline(new JsonPrimitive(member.getKey())))
            .append(": ")
            .append(inline(member.getValue()));
      }
      return text.append('}').toString();
    }
    if (element instanceof JsonArray array) {
      StringBuilder text = new StringBuilder("[");
      for (int i = 0; i < array.size(); i++) {
        text.append(i == 0 ? "" : ", ").append(inline(array.get(i)));
      }
      return text.append(']').toString();
    }
    return element.toString();
  }
}
