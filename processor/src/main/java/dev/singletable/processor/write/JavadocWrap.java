package dev.singletable.processor.write;

import java.util.ArrayList;
import java.util.List;

/**
 * Wraps the Javadoc of a generated source at 100 columns, as the rest of the project is formatted.
 * JavaPoet wraps code at its {@code $W} points but writes each Javadoc line as it is given, and
 * generated Javadoc quotes key patterns and names of any length. A paragraph with a line over the
 * limit is filled again, breaking at spaces outside inline tags ({@code {@code ...}}) where it can;
 * other paragraphs, and {@code <pre>} blocks, are left as written. A comment of one line of text
 * that fits is written on one line ({@code /** Text. *}{@code /}), as the project's formatter
 * writes it: most generated comments are one sentence, and three lines each made a quarter of the
 * output.
 */
final class JavadocWrap {

  static final int COLUMNS = 100;

  private JavadocWrap() {}

  /** The source with every Javadoc paragraph that has a line over {@link #COLUMNS} refilled. */
  static String wrap(String source) {
    List<String> out = new ArrayList<>();
    List<String> comment = null;
    for (String line : source.split("\n", -1)) {
      String trimmed = line.strip();
      if (comment == null && trimmed.startsWith("/**") && !trimmed.endsWith("*/")) {
        comment = new ArrayList<>();
        out.add(line);
      } else if (comment != null && trimmed.startsWith("*/")) {
        List<String> body = refill(comment);
        String opening = out.remove(out.size() - 1);
        String single = oneLine(opening, body);
        if (single != null) {
          out.add(single);
        } else {
          out.add(opening);
          out.addAll(body);
          out.add(line);
        }
        comment = null;
      } else if (comment != null) {
        comment.add(line);
      } else {
        out.add(line);
      }
    }
    if (comment != null) {
      out.addAll(comment);
    }
    return String.join("\n", out);
  }

  /**
   * The comment on one line when its body is one line of text (no block tag, no {@code <pre>}) that
   * fits in {@link #COLUMNS}, else {@code null}.
   */
  private static String oneLine(String opening, List<String> body) {
    if (body.size() != 1 || !opening.strip().equals("/**")) {
      return null;
    }
    String text = text(body.get(0));
    if (text.isEmpty() || text.startsWith("@") || text.startsWith("<pre>")) {
      return null;
    }
    String single = opening.substring(0, opening.indexOf("/**")) + "/** " + text + " */";
    return single.length() <= COLUMNS ? single : null;
  }

  /** The lines of one comment body ({@code * text}), each long paragraph refilled. */
  private static List<String> refill(List<String> body) {
    List<String> out = new ArrayList<>();
    List<String> paragraph = new ArrayList<>();
    boolean inPre = false;
    for (String line : body) {
      String text = text(line);
      if (inPre || text.startsWith("<pre>")) {
        out.addAll(fill(paragraph));
        paragraph.clear();
        out.add(line);
        inPre = !text.contains("</pre>");
      } else if (text.isEmpty() || text.startsWith("@") || text.startsWith("<p>")) {
        out.addAll(fill(paragraph));
        paragraph.clear();
        if (text.isEmpty()) {
          out.add(line);
        } else {
          paragraph.add(line);
        }
      } else {
        paragraph.add(line);
      }
    }
    out.addAll(fill(paragraph));
    return out;
  }

  /** The paragraph as written when it fits, else its words filled into lines that fit. */
  private static List<String> fill(List<String> paragraph) {
    if (paragraph.stream().allMatch(line -> line.length() <= COLUMNS)) {
      return List.copyOf(paragraph);
    }
    String first = paragraph.get(0);
    String prefix = first.substring(0, first.indexOf('*') + 1) + " ";
    // A block tag's description continues indented, as the project's formatter writes it.
    String continuation = text(first).startsWith("@") ? prefix + "    " : prefix;
    StringBuilder words = new StringBuilder();
    for (String line : paragraph) {
      words.append(words.length() == 0 ? "" : " ").append(text(line));
    }
    List<String> lines = new ArrayList<>();
    String rest = prefix + words;
    while (rest.length() > COLUMNS) {
      String currentPrefix = lines.isEmpty() ? prefix : continuation;
      int at = breakPoint(rest, currentPrefix.length());
      if (at < 0) {
        break;
      }
      lines.add(rest.substring(0, at));
      rest = continuation + rest.substring(at + 1);
    }
    lines.add(rest);
    return lines;
  }

  /** The text of a comment line after its {@code *}, or empty for a line with none. */
  private static String text(String line) {
    int star = line.indexOf('*');
    return star < 0 ? line.strip() : line.substring(star + 1).strip();
  }

  /**
   * The last space at or before column {@link #COLUMNS} after the prefix, preferring one outside an
   * inline tag; -1 when there is none.
   */
  private static int breakPoint(String line, int start) {
    int outside = -1;
    int any = -1;
    int depth = 0;
    for (int i = start; i < line.length() && i <= COLUMNS; i++) {
      char c = line.charAt(i);
      if (c == '{') {
        depth++;
      } else if (c == '}') {
        depth = Math.max(0, depth - 1);
      } else if (c == ' ' && i > start) {
        any = i;
        if (depth == 0) {
          outside = i;
        }
      }
    }
    return outside >= 0 ? outside : any;
  }
}
