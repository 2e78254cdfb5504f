package dev.singletable.runtime.expression;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The text of a {@link ConditionTemplate} read once, when the template is made: literal syntax
 * between its placeholders, each placeholder a document path of name placeholders ({@code #n0},
 * {@code #n0.#n1[2]}) or a value placeholder ({@code :v0, :v1...} in order), and what the checks of
 * a rendering need from the syntax: its operators and functions, its UTF-8 length, and whether it
 * needs parentheses inside another condition.
 *
 * @param literals the syntax before each placeholder, then after the last ({@code refs.length + 1})
 * @param refs each placeholder in order: a path slot ({@code >= 0}) or a value ({@code ~index})
 * @param paths each path slot: its segments, a name's index ({@code >= 0}) or a list index ({@code
 *     ~i})
 * @param valuePaths for each value, the path slot written just before it, or -1
 * @param parts the conditions an AND outside parentheses joins, each read on its own (values keep
 *     their numbers), for a binding that leaves some out; empty when there is one
 */
record TemplateSyntax(
    String text,
    String[] literals,
    int[] refs,
    int[][] paths,
    int[] valuePaths,
    int nameCount,
    int operators,
    int bytes,
    boolean junction,
    boolean functionCall,
    TemplateSyntax[] parts) {

  private static final Set<String> FUNCTIONS =
      Set.of(
          "attribute_exists",
          "attribute_not_exists",
          "attribute_type",
          "begins_with",
          "contains",
          "size");
  private static final Set<String> COMPARATORS = Set.of("=", "<>", "<", "<=", ">", ">=");

  int valueCount() {
    return valuePaths.length;
  }

  /**
   * Reads {@code text}.
   *
   * @throws IllegalArgumentException when a placeholder is malformed, values are not numbered in
   *     order from {@code :v0}, or a name placeholder is missing or out of {@code 0..nameCount-1}
   */
  static TemplateSyntax parse(String text, int nameCount) {
    return parse(text, nameCount, 0, true);
  }

  /**
   * Reads {@code text} whose first value is {@code :v<firstValue>}; a whole template uses every
   * name it has, a part of one need not.
   */
  private static TemplateSyntax parse(String text, int nameCount, int firstValue, boolean whole) {
    List<String> literals = new ArrayList<>();
    List<Integer> refs = new ArrayList<>();
    List<int[]> paths = new ArrayList<>();
    List<Integer> valuePaths = new ArrayList<>();
    boolean[] named = new boolean[nameCount];
    StringBuilder literal = new StringBuilder();
    StringBuilder skeleton = new StringBuilder(); // the text with each placeholder as "x"
    List<Integer> textIndex = new ArrayList<>(); // of each skeleton char
    int i = 0;
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c == '#' && text.startsWith("#n", i)) {
        int start = i;
        List<Integer> segments = new ArrayList<>();
        i = name(text, i, segments, named);
        while (i < text.length()) {
          if (text.startsWith(".#n", i)) {
            i = name(text, i + 1, segments, named);
          } else if (text.charAt(i) == '[') {
            int end = digits(text, i + 1);
            if (end == i + 1 || end >= text.length() || text.charAt(end) != ']') {
              throw malformed(text, i);
            }
            segments.add(~Integer.parseInt(text.substring(i + 1, end)));
            i = end + 1;
          } else {
            break;
          }
        }
        literals.add(literal.toString());
        literal.setLength(0);
        refs.add(paths.size());
        paths.add(segments.stream().mapToInt(Integer::intValue).toArray());
        textIndex.add(start);
        skeleton.append('x');
      } else if (c == ':' && text.startsWith(":v", i)) {
        int end = digits(text, i + 2);
        if (end == i + 2
            || Integer.parseInt(text.substring(i + 2, end)) != firstValue + valuePaths.size()) {
          throw new IllegalArgumentException(
              "A condition template numbers its values :v0, :v1... in the order they appear: "
                  + text);
        }
        literals.add(literal.toString());
        literal.setLength(0);
        refs.add(~(firstValue + valuePaths.size()));
        valuePaths.add(paths.size() - 1);
        textIndex.add(i);
        skeleton.append('x');
        i = end;
      } else {
        literal.append(c);
        textIndex.add(i);
        skeleton.append(c);
        i++;
      }
    }
    literals.add(literal.toString());
    for (int n = 0; n < nameCount && whole; n++) {
      if (!named[n]) {
        throw new IllegalArgumentException(
            "A condition template uses every name it is given: #n" + n + " is not in " + text);
      }
    }
    Tokens tokens = Tokens.of(skeleton.toString());
    List<TemplateSyntax> parts = new ArrayList<>();
    if (tokens.ands().size() > 0 && !tokens.or()) {
      int from = 0;
      int value = firstValue;
      for (int k = 0; k <= tokens.ands().size(); k++) {
        int to = k < tokens.ands().size() ? textIndex.get(tokens.ands().get(k)) : text.length();
        TemplateSyntax part = parse(text.substring(from, to).strip(), nameCount, value, false);
        parts.add(part);
        value += part.valueCount();
        from = to + "AND".length();
      }
    }
    return new TemplateSyntax(
        text,
        literals.toArray(new String[0]),
        refs.stream().mapToInt(Integer::intValue).toArray(),
        paths.toArray(new int[0][]),
        valuePaths.stream().mapToInt(Integer::intValue).toArray(),
        nameCount,
        tokens.operators(),
        Values.utf8Length(text),
        tokens.junction(),
        tokens.functionCall(),
        parts.toArray(new TemplateSyntax[0]));
  }

  private static int name(String text, int at, List<Integer> segments, boolean[] named) {
    int end = digits(text, at + 2);
    if (end == at + 2) {
      throw malformed(text, at);
    }
    int index = Integer.parseInt(text.substring(at + 2, end));
    if (index >= named.length) {
      throw new IllegalArgumentException(
          "A condition template has a name for each name placeholder: #n"
              + index
              + " has none in "
              + text);
    }
    named[index] = true;
    segments.add(index);
    return end;
  }

  private static int digits(String text, int from) {
    int end = from;
    while (end < text.length() && end - from < 9 && Character.isDigit(text.charAt(end))) {
      end++;
    }
    return end;
  }

  private static IllegalArgumentException malformed(String text, int at) {
    return new IllegalArgumentException(
        "A condition template has a malformed placeholder at index " + at + ": " + text);
  }

  /**
   * What the words of a skeleton say: operators and functions counted as a rendering counts them
   * (each comparison, BETWEEN, IN, AND and OR between conditions, NOT and function), whether an AND
   * or OR joins conditions outside parentheses (and where those ANDs are, and whether an OR is one
   * of them), and whether the whole is one function call.
   */
  private record Tokens(
      int operators, boolean junction, boolean functionCall, List<Integer> ands, boolean or) {

    static Tokens of(String skeleton) {
      String text = skeleton.stripTrailing();
      int lead = text.length() - text.strip().length();
      text = text.strip();
      List<Integer> ands = new ArrayList<>();
      boolean or = false;
      int operators = 0;
      boolean junction = false;
      boolean call = false; // the first word is a function call...
      boolean closedEarly = false; // ...whose parentheses close before the end
      int depth = 0;
      int[] betweens = new int[text.length() + 1]; // BETWEENs waiting for their AND, per depth
      int i = 0;
      while (i < text.length()) {
        char c = text.charAt(i);
        if (c == '(') {
          betweens[++depth] = 0;
          i++;
        } else if (c == ')') {
          depth--;
          closedEarly |= depth == 0 && i < text.length() - 1;
          i++;
        } else if (Character.isWhitespace(c) || c == ',') {
          i++;
        } else {
          int end = wordEnd(text, i);
          String word = text.substring(i, end);
          boolean function = end < text.length() && text.charAt(end) == '(';
          if (i == 0) {
            call = function && FUNCTIONS.contains(word);
          }
          if (function && FUNCTIONS.contains(word)
              || COMPARATORS.contains(word)
              || word.equals("IN")
              || word.equals("NOT")) {
            operators++;
          } else if (word.equals("BETWEEN")) {
            operators++;
            betweens[depth]++;
          } else if (word.equals("AND") && betweens[depth] > 0) {
            betweens[depth]--; // the AND of a BETWEEN joins its bounds, not two conditions
          } else if (word.equals("AND") || word.equals("OR")) {
            operators++;
            if (depth == 0) {
              junction = true;
              or |= word.equals("OR");
              if (word.equals("AND")) {
                ands.add(lead + i);
              }
            }
          }
          i = end;
        }
      }
      return new Tokens(operators, junction, call && !closedEarly && !junction, ands, or);
    }

    private static int wordEnd(String text, int from) {
      int end = from;
      if (isWordChar(text.charAt(from))) {
        while (end < text.length() && isWordChar(text.charAt(end))) {
          end++;
        }
        return end;
      }
      while (end < text.length() && "=<>".indexOf(text.charAt(end)) >= 0) {
        end++;
      }
      return Math.max(end, from + 1);
    }

    private static boolean isWordChar(char c) {
      return Character.isLetterOrDigit(c) || c == '_';
    }
  }
}
