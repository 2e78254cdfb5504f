package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Text;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The text of a {@link ConditionTemplate} read once, when the template is made: the literal syntax
 * between its placeholders, each placeholder a top-level attribute ({@code #n0}) or a value ({@code
 * :v0, :v1...} in the order they appear), and what the checks of a rendering need from the syntax:
 * its operators and functions counted as a rendering counts them, its UTF-8 length, whether it
 * needs parentheses inside another condition, and the conditions an AND joins outside parentheses.
 *
 * @param literals the syntax before each placeholder, then after the last ({@code refs.length + 1})
 * @param refs each placeholder in order: a name's index ({@code >= 0}) or a value's ({@code ~i})
 * @param parts the conditions an AND joins outside parentheses, each read on its own (values keep
 *     their numbers), so that a binding may leave some out; empty when there is one
 */
record TemplateSyntax(
    String text,
    String[] literals,
    int[] refs,
    int valueCount,
    int operators,
    int bytes,
    boolean junction,
    boolean functionCall,
    TemplateSyntax[] parts) {

  // The text is read by hand rather than with regular expressions: a JVM's first conditional
  // write parses the runtime's own templates, and java.util.regex costs a fresh JVM about 60
  // classes (see benchmarks/README.md, cold start).
  private static final Set<String> FUNCTIONS =
      Set.of(
          "attribute_exists",
          "attribute_not_exists",
          "attribute_type",
          "begins_with",
          "contains",
          "size");
  private static final Set<String> OPERATORS =
      Set.of("=", "<>", "<", "<=", ">", ">=", "IN", "NOT", "BETWEEN", "OR");

  /**
   * Reads {@code text}, whose name placeholders are {@code #n0} to {@code #n<nameCount - 1>}, each
   * used.
   *
   * @throws IllegalArgumentException when a name placeholder has no name or is not used, or values
   *     are not numbered in order from {@code :v0}
   */
  static TemplateSyntax parse(String text, int nameCount) {
    TemplateSyntax syntax = parse(text, nameCount, 0);
    boolean[] used = new boolean[nameCount];
    for (int ref : syntax.refs) {
      if (ref >= 0) {
        used[ref] = true;
      }
    }
    for (int n = 0; n < nameCount; n++) {
      if (!used[n]) {
        throw new IllegalArgumentException(
            "A condition template uses every name it is given: #n" + n + " is not in " + text);
      }
    }
    return syntax;
  }

  /**
   * A part wrapped whole in parentheses ({@code (a OR b)}), without them: written alone, DynamoDB
   * refuses them as redundant; written beside others, a junction gets them back.
   */
  private static String enclosed(String part) {
    if (!part.startsWith("(") || !part.endsWith(")")) {
      return part;
    }
    int depth = 0;
    for (int i = 0; i < part.length() - 1; i++) {
      depth += part.charAt(i) == '(' ? 1 : part.charAt(i) == ')' ? -1 : 0;
      if (depth == 0) {
        return part; // closed before the end: (a) OR (b)
      }
    }
    return part.substring(1, part.length() - 1).strip();
  }

  private static TemplateSyntax parse(String text, int nameCount, int firstValue) {
    List<String> literals = new ArrayList<>();
    List<Integer> refs = new ArrayList<>();
    int values = 0;
    int end = 0;
    for (int at = 0; at < text.length(); at++) {
      int stop = placeholderEnd(text, at);
      if (stop < 0) {
        continue;
      }
      literals.add(text.substring(end, at));
      end = stop;
      boolean isName = text.charAt(at) == '#';
      int number = Integer.parseInt(text, at + 2, stop, 10);
      at = stop - 1; // the loop's at++ moves past the placeholder
      if (isName) {
        if (number >= nameCount) {
          throw new IllegalArgumentException(
              "A condition template has a name for each name placeholder: #n"
                  + number
                  + " has none in "
                  + text);
        }
        refs.add(number);
      } else if (number == firstValue + values) {
        refs.add(~(firstValue + values++));
      } else {
        throw new IllegalArgumentException(
            "A condition template numbers its values :v0, :v1... in the order they appear: "
                + text);
      }
    }
    literals.add(text.substring(end));

    // The words outside placeholders: operators counted, ANDs and ORs between conditions found.
    int operators = 0;
    int depth = 0;
    int[] betweens = new int[text.length() + 1]; // BETWEENs waiting for their AND, per depth
    List<Integer> ands = new ArrayList<>();
    boolean or = false;
    boolean call = false;
    boolean closedEarly = false;
    int w = -1;
    for (int start = 0, stop; start < text.length(); start = stop) {
      stop = wordEnd(text, start);
      if (stop < 0) {
        stop = start + 1; // between words
        continue;
      }
      w++;
      String token = text.substring(start, stop);
      boolean function = stop < text.length() && text.charAt(stop) == '(';
      call |= w == 0 && function && FUNCTIONS.contains(token);
      if (token.equals("(")) {
        betweens[++depth] = 0;
      } else if (token.equals(")")) {
        closedEarly |= --depth == 0 && stop < text.strip().length();
      } else if (token.equals("AND") && betweens[depth] > 0) {
        betweens[depth]--; // the AND of a BETWEEN joins its bounds, not two conditions
      } else if (token.equals("AND") || OPERATORS.contains(token) || function) {
        operators += FUNCTIONS.contains(token) || !function ? 1 : 0;
        betweens[depth] += token.equals("BETWEEN") ? 1 : 0;
        if (depth == 0 && token.equals("AND")) {
          ands.add(start);
        }
        or |= depth == 0 && token.equals("OR");
      }
    }
    boolean junction = or || !ands.isEmpty();

    List<TemplateSyntax> parts = new ArrayList<>();
    if (!ands.isEmpty() && !or) {
      int from = 0;
      int value = firstValue;
      ands.add(text.length());
      for (int at : ands) {
        TemplateSyntax part = parse(enclosed(text.substring(from, at).strip()), nameCount, value);
        parts.add(part);
        value += part.valueCount;
        from = at + "AND".length();
      }
    }
    return new TemplateSyntax(
        text,
        literals.toArray(new String[0]),
        toInts(refs),
        values,
        operators,
        Text.utf8Length(text),
        junction,
        call && !closedEarly && !junction,
        parts.toArray(new TemplateSyntax[0]));
  }

  private static int[] toInts(List<Integer> list) {
    int[] ints = new int[list.size()];
    for (int i = 0; i < ints.length; i++) {
      ints[i] = list.get(i);
    }
    return ints;
  }

  /**
   * The end of the placeholder at {@code at}, {@code #n} or {@code :v} and 1 to 9 ASCII digits (as
   * many as there are, up to 9), or -1 when none starts there.
   */
  private static int placeholderEnd(String text, int at) {
    if (at + 2 >= text.length()) {
      return -1;
    }
    char first = text.charAt(at);
    char second = text.charAt(at + 1);
    if (!(first == '#' && second == 'n') && !(first == ':' && second == 'v')) {
      return -1;
    }
    int end = at + 2;
    while (end < text.length() && end < at + 11 && isDigit(text.charAt(end))) {
      end++;
    }
    return end > at + 2 ? end : -1;
  }

  /**
   * The end of the word at {@code at}: a run of letters, digits, {@code _}, {@code #} and {@code
   * :}; a run of {@code = < >}; or one of {@code ( ) ,}. -1 when {@code at} starts none (a space).
   */
  private static int wordEnd(String text, int at) {
    char c = text.charAt(at);
    int end = at + 1;
    if (isWordChar(c)) {
      while (end < text.length() && isWordChar(text.charAt(end))) {
        end++;
      }
      return end;
    }
    if (isComparison(c)) {
      while (end < text.length() && isComparison(text.charAt(end))) {
        end++;
      }
      return end;
    }
    return c == '(' || c == ')' || c == ',' ? end : -1;
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z')
        || (c >= 'A' && c <= 'Z')
        || isDigit(c)
        || c == '_'
        || c == '#'
        || c == ':';
  }

  private static boolean isComparison(char c) {
    return c == '=' || c == '<' || c == '>';
  }
}
