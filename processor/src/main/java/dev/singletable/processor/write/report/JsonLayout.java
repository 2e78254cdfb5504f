package dev.singletable.processor.write.report;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * Lays out a JSON tree for review: an object or array stays on one line when it fits in {@value
 * #WIDTH} columns, and is otherwise opened with one member per line. The same tree always gives the
 * same text; strings are escaped by the JSON library. Each element's one-line text is made once and
 * kept for the layout of the elements around it (the layout asks for it at every depth).
 */
final class JsonLayout {

  static final int WIDTH = 100;

  private final Map<JsonElement, String> inlined = new IdentityHashMap<>();

  private JsonLayout() {}

  /** The document, ending with a line break. */
  static String render(JsonElement root) {
    StringBuilder text = new StringBuilder();
    new JsonLayout().block(text, root, 0, 0);
    return text.append('\n').toString();
  }

  /**
   * Appends {@code element} at {@code depth}, where {@code used} columns of the current line are
   * already taken.
   */
  private void block(StringBuilder text, JsonElement element, int depth, int used) {
    String inline = inlined(element);
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
        String name = name(member.getKey()) + ": ";
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

  /**
   * The element on one line, with a space after each colon and comma; made once per element of the
   * document.
   */
  private String inlined(JsonElement element) {
    String known = inlined.get(element);
    if (known != null) {
      return known;
    }
    String text;
    if (element instanceof JsonObject object) {
      StringBuilder line = new StringBuilder("{");
      for (Map.Entry<String, JsonElement> member : object.entrySet()) {
        if (line.length() > 1) {
          line.append(", ");
        }
        line.append(name(member.getKey())).append(": ").append(inlined(member.getValue()));
      }
      text = line.append('}').toString();
    } else if (element instanceof JsonArray array) {
      StringBuilder line = new StringBuilder("[");
      for (int i = 0; i < array.size(); i++) {
        line.append(i == 0 ? "" : ", ").append(inlined(array.get(i)));
      }
      text = line.append(']').toString();
    } else {
      text = element.toString();
    }
    inlined.put(element, text);
    return text;
  }

  /** A member name as JSON writes it: quoted, and escaped where it needs to be. */
  private static String name(String key) {
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (c < 0x20 || c == '"' || c == '\\' || c > 0x7e) {
        return new JsonPrimitive(key).toString();
      }
    }
    return '"' + key + '"';
  }
}
