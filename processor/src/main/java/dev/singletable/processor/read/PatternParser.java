package dev.singletable.processor.read;

import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Segment;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses key templates such as {@code ORDER#{createdAt}#{orderId}} into literal and placeholder
 * segments, once, at compile time. Malformed templates carry the error and its position.
 */
public final class PatternParser {

  private PatternParser() {}

  public static KeyPatternModel parse(String source, Origin origin) {
    if (source.isEmpty()) {
      return failure(source, "the pattern is empty", 0, origin);
    }
    List<Segment> segments = new ArrayList<>();
    StringBuilder literal = new StringBuilder();
    int i = 0;
    while (i < source.length()) {
      char c = source.charAt(i);
      if (c == '}') {
        return failure(source, "'}' at position " + i + " closes no placeholder", i, origin);
      }
      if (c != '{') {
        literal.append(c);
        i++;
        continue;
      }
      int close = source.indexOf('}', i + 1);
      int nextOpen = source.indexOf('{', i + 1);
      if (close < 0 || (nextOpen >= 0 && nextOpen < close)) {
        return failure(source, "placeholder opened at position " + i + " is not closed", i, origin);
      }
      String name = source.substring(i + 1, close);
      if (!isIdentifier(name)) {
        return failure(
            source,
            "placeholder at position "
                + i
                + " must name an attribute, as in {orderId}, but is {"
                + name
                + "}",
            i,
            origin);
      }
      if (literal.length() > 0) {
        segments.add(new Segment.Literal(literal.toString()));
        literal.setLength(0);
      }
      segments.add(
          name.equals(Segment.SHARD) ? new Segment.Shard(i) : new Segment.Placeholder(name, i));
      i = close + 1;
    }
    if (literal.length() > 0) {
      segments.add(new Segment.Literal(literal.toString()));
    }
    return new KeyPatternModel(source, List.copyOf(segments), null, -1, origin);
  }

  private static KeyPatternModel failure(String source, String error, int offset, Origin origin) {
    return new KeyPatternModel(source, List.of(), error, offset, origin);
  }

  private static boolean isIdentifier(String name) {
    if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
      return false;
    }
    for (int i = 1; i < name.length(); i++) {
      if (!Character.isJavaIdentifierPart(name.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
