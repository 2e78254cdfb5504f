package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.Text;
import java.util.Arrays;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Renders the expressions of one request into DynamoDB syntax with placeholders, and collects the
 * ExpressionAttributeNames and ExpressionAttributeValues they use. Mutable: use one per request,
 * because Query, Scan and UpdateItem share one placeholder space across their key condition,
 * filter, condition, projection and update expressions.
 *
 * <p>Every attribute name becomes a {@code #n<i>} placeholder (one per distinct name, reused) and
 * every value a {@code :v<i>} placeholder (one per use), so reserved words and odd characters just
 * work. A refused expression leaves the writer as it was, so no unused name or value is ever sent.
 * Refusals are {@link IllegalArgumentException}s naming the rule, the offending part and the fix;
 * the limits are in {@link ExpressionLimits}.
 */
final class ExpressionWriter implements Expressions.Writer {

  // The placeholders of the first names and values of a request, made once.
  private static final int MADE_PLACEHOLDERS = 64;
  private static final String[] NAME_PLACEHOLDERS = placeholders("#n");
  private static final String[] VALUE_PLACEHOLDERS = placeholders(":v");

  // Past this many names, a hash index replaces the linear scan that finds a reused name.
  private static final int LINEAR_SCAN_NAMES = 8;

  private static final String[] NO_NAMES = new String[0];
  private static final AttributeValue[] NO_VALUES = new AttributeValue[0];

  // Names and values by placeholder number: insertion order gives dense numbering. A template
  // placed whole lends its arrays, exactly full, so the next name or value copies them; the maps
  // handed out hold the arrays of the moment. Below a count lent or handed out the writer never
  // writes.
  private String[] names = NO_NAMES;
  private int nameCount;
  private Map<String, Integer> nameIndex;
  private AttributeValue[] values = NO_VALUES;
  private int valueCount;
  private final String subject;
  private long substitutionBytes;
  // While the names are exactly a template's (placed whole into this writer), its map of them.
  private Map<String, String> templateNames;

  /** Creates an empty writer for one request. */
  ExpressionWriter() {
    this(null);
  }

  /**
   * Creates an empty writer for one request about {@code subject} (an entity type or a collection),
   * which refusals of values name.
   */
  ExpressionWriter(String subject) {
    this.subject = subject;
  }

  /** Returns the placeholder for a single attribute name (a whole name, never split at dots). */
  @Override
  public String name(String attributeName) {
    Objects.requireNonNull(attributeName, "attributeName");
    int existing = indexOfName(attributeName);
    if (existing >= 0) {
      return placeholder(NAME_PLACEHOLDERS, "#n", existing);
    }
    if (attributeName.isEmpty()) {
      throw new IllegalArgumentException(
          "DynamoDB refuses empty attribute names in expressions: got \"\"; use a non-empty name");
    }
    String placeholder = placeholder(NAME_PLACEHOLDERS, "#n", nameCount);
    reserve(placeholder, Text.utf8Length(attributeName), attributeName, null);
    if (nameCount == names.length) {
      names = Arrays.copyOf(names, Math.max(4, nameCount * 2));
    }
    names[nameCount] = attributeName;
    if (nameIndex != null) {
      nameIndex.put(attributeName, nameCount);
    } else if (nameCount == LINEAR_SCAN_NAMES) {
      nameIndex = new HashMap<>();
      for (int i = 0; i <= nameCount; i++) {
        nameIndex.put(names[i], i);
      }
    }
    nameCount++;
    return placeholder;
  }

  /** Returns a new placeholder for {@code value}, after checking it against {@link ValueRules}. */
  @Override
  public String value(AttributeValue value) {
    return value(value, "expression value", 1);
  }

  /**
   * Checks {@code value} as the value at {@code where} (a {@link Path} or a description, spelled
   * out only in a refusal) stored at {@code level}, and returns its new placeholder.
   */
  String value(AttributeValue value, Object where, int level) {
    // The usual top-level string or number is checked and sized in one scan.
    long size = level == 1 ? ValueRules.quickSize(value) : -1;
    if (size < 0) {
      ValueRules.check(value, subject, where, level);
      size = Values.size(value);
    }
    String placeholder = placeholder(VALUE_PLACEHOLDERS, ":v", valueCount);
    reserve(placeholder, size, null, value);
    if (valueCount == values.length) {
      values = Arrays.copyOf(values, Math.max(4, valueCount * 2));
    }
    values[valueCount++] = value;
    return placeholder;
  }

  /** Returns {@code path} with a placeholder per name, such as {@code #n0.#n1[3]}. */
  String path(Path path) {
    return path.depth() == 1 ? name(path.attributeName()) : path.render(this::name);
  }

  /**
   * Renders a ConditionExpression or FilterExpression after checking DynamoDB's limits. Alone in an
   * empty writer, a bound template is its text as it is, with its names and values placed whole,
   * and so is a condition whose structure was rendered before ({@link ConditionMemo}).
   */
  @Override
  public String condition(Condition<?> condition) {
    Objects.requireNonNull(condition, "condition");
    if (nameCount != 0 || valueCount != 0) {
      return render(condition);
    }
    if (condition instanceof ConditionTemplate.Bound<?> bound && bound.complete()) {
      ConditionTemplate<?> template = bound.template();
      TemplateSyntax syntax = template.syntax();
      if (syntax.operators() <= ExpressionLimits.MAX_OPERATORS
          && syntax.bytes() <= ExpressionLimits.MAX_EXPRESSION_BYTES
          && placeWhole(
              template.names(),
              template.namesMap(),
              template.namesBytes(),
              bound.values(),
              bound.values().length)) {
        return syntax.text();
      }
      return render(condition);
    }
    ConditionMemo.Known known = ConditionMemo.candidate(condition);
    AttributeValue[] alike = known == null ? null : ConditionMemo.valuesIfAlike(known, condition);
    if (alike != null
        && placeWhole(known.names(), known.namesMap(), known.namesBytes(), alike, alike.length)) {
      return known.text();
    }
    String text = render(condition);
    if (alike == null && nameCount <= LINEAR_SCAN_NAMES) {
      ConditionMemo.remember(condition, text, names, nameCount, NAME_PLACEHOLDERS);
    }
    return text;
  }

  private String render(Condition<?> condition) {
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    try {
      Rendering r = new Rendering(this, false);
      condition.write(r);
      return r.checked("condition", condition);
    } catch (RuntimeException e) {
      throw rollBack(namesBefore, valuesBefore, bytesBefore, e);
    }
  }

  /** Renders an UpdateExpression, clauses in the order SET, REMOVE, ADD, DELETE. */
  @Override
  public String update(Collection<? extends UpdateAction<?>> actions) {
    Objects.requireNonNull(actions, "actions");
    if (actions.isEmpty()) {
      throw new IllegalArgumentException(
          "An update needs at least one action: got none; skip the request when nothing changes");
    }
    List<UpdateAction<?>> list = DocumentPaths.withFormersRemoved(List.copyOf(actions));
    DocumentPaths.requireDisjoint(list);
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    try {
      Rendering r = new Rendering(this, true);
      for (UpdateAction.Clause clause : UpdateAction.Clause.values()) {
        String separator = (r.isEmpty() ? "" : " ") + clause + " ";
        for (UpdateAction<?> action : list) {
          if (action.clause() == clause) {
            r.text(separator);
            separator = ", ";
            action.write(r);
          }
        }
      }
      return r.checked("update", list);
    } catch (RuntimeException e) {
      throw rollBack(namesBefore, valuesBefore, bytesBefore, e);
    }
  }

  /**
   * Renders a ProjectionExpression; duplicates and paths inside another listed path are dropped.
   */
  @Override
  public String projection(Collection<Path> paths) {
    List<Path> kept = DocumentPaths.projected(DocumentPaths.withFormers(paths));
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    try {
      Rendering r = new Rendering(this, false);
      for (int i = 0; i < kept.size(); i++) {
        r.text(i == 0 ? "" : ", ").path(kept.get(i));
      }
      return r.checked("projection", kept);
    } catch (RuntimeException e) {
      throw rollBack(namesBefore, valuesBefore, bytesBefore, e);
    }
  }

  /**
   * Returns the ExpressionAttributeNames (placeholder to name) in placeholder order, read-only, or
   * null when there are none. Names placed later do not show in a map returned earlier.
   */
  @Override
  public Map<String, String> names() {
    if (templateNames != null && templateNames.size() == nameCount) {
      return templateNames; // a constant of the template, as read-only as the others
    }
    return nameCount == 0 ? null : map(NAME_PLACEHOLDERS, "#n", names, nameCount);
  }

  /**
   * Returns the ExpressionAttributeValues (placeholder to value) in placeholder order, read-only,
   * or null when there are none. Values placed later do not show in a map returned earlier.
   */
  @Override
  public Map<String, AttributeValue> values() {
    return valueCount == 0 ? null : map(VALUE_PLACEHOLDERS, ":v", values, valueCount);
  }

  /**
   * Places a text rendered before into this empty writer: its names and the first {@code count}
   * values whole, each value checked; false (the writer unchanged) when it must be rendered
   * instead, for the usual refusals: a value the quick check leaves to the full, or too many bytes.
   */
  private boolean placeWhole(
      String[] placedNames,
      Map<String, String> namesMap,
      long namesBytes,
      AttributeValue[] placedValues,
      int count) {
    long bytes = namesBytes;
    for (int i = 0; i < count; i++) {
      long size = ValueRules.quickSize(placedValues[i]); // the check and the size in one pass
      if (size < 0) {
        return false;
      }
      bytes += valuePlaceholderLength(i) + size;
    }
    if (bytes > ExpressionLimits.MAX_SUBSTITUTION_BYTES || placedNames.length > LINEAR_SCAN_NAMES) {
      return false;
    }
    names = placedNames;
    nameCount = placedNames.length;
    values = placedValues;
    valueCount = count;
    substitutionBytes = bytes;
    templateNames = namesMap;
    return true;
  }

  // The length of :v<i> counted from i, without loading the placeholder made for it.
  private static int valuePlaceholderLength(int i) {
    return i < 10 ? 3 : i < 100 ? 4 : placeholder(VALUE_PLACEHOLDERS, ":v", i).length();
  }

  /** The substitution bytes of {@code names} placed whole, placeholders included. */
  static long namesBytes(String[] names) {
    long bytes = 0;
    for (int i = 0; i < names.length; i++) {
      bytes += placeholder(NAME_PLACEHOLDERS, "#n", i).length() + Text.utf8Length(names[i]);
    }
    return bytes;
  }

  private static <V> Map<String, V> map(String[] made, String prefix, V[] elements, int count) {
    String[] keys = made;
    if (count > MADE_PLACEHOLDERS) {
      keys = new String[count];
      for (int i = 0; i < count; i++) {
        keys[i] = placeholder(made, prefix, i);
      }
    }
    return new ExpressionMap<>(keys, elements, count);
  }

  /**
   * Refuses a placeholder over DynamoDB's 255-byte limit (ours are short; checked all the same).
   */
  static void requirePlaceholderFits(String placeholder) {
    int bytes = Text.utf8Length(placeholder);
    if (bytes > ExpressionLimits.MAX_PLACEHOLDER_BYTES) {
      throw new IllegalArgumentException(
          "DynamoDB limits each expression placeholder to "
              + ExpressionLimits.MAX_PLACEHOLDER_BYTES
              + " bytes: "
              + placeholder.substring(0, 20)
              + "… is "
              + bytes
              + " bytes; "
              + "split the request so it needs fewer placeholders");
    }
  }

  // The description for a message (the name, or the value) is spelled out only when a limit is
  // exceeded, never for every name, value and expression.
  private void reserve(
      String placeholder, long substitutedBytes, String name, AttributeValue value) {
    if (placeholder.length() > 4) { // the made ones are short
      requirePlaceholderFits(placeholder);
    }
    long total = substitutionBytes + placeholder.length() + substitutedBytes;
    if (total > ExpressionLimits.MAX_SUBSTITUTION_BYTES) {
      String what = name != null ? "name \"" + name + "\"" : "value " + Values.describe(value);
      throw new IllegalArgumentException(
          "DynamoDB allows at most "
              + ExpressionLimits.MAX_SUBSTITUTION_BYTES
              + " bytes (2 MB) of "
              + "expression attribute names and values per request: "
              + placeholder
              + " ("
              + DocumentPaths.abbreviate(what)
              + ", about "
              + substitutedBytes
              + " bytes) would bring this "
              + "request to about "
              + total
              + " bytes; use smaller values or split the request");
    }
    substitutionBytes = total;
  }

  private int indexOfName(String attributeName) {
    if (nameIndex != null) {
      Integer index = nameIndex.get(attributeName);
      return index == null ? -1 : index;
    }
    for (int i = 0; i < nameCount; i++) {
      if (names[i].equals(attributeName)) {
        return i;
      }
    }
    return -1;
  }

  // Placeholders are ASCII, so their length is their UTF-8 length.
  private static String placeholder(String[] made, String prefix, int index) {
    return index < MADE_PLACEHOLDERS ? made[index] : prefix + index;
  }

  private static String[] placeholders(String prefix) {
    String[] made = new String[MADE_PLACEHOLDERS];
    for (int i = 0; i < made.length; i++) {
      made[i] = prefix.concat(Integer.toString(i)); // no (String, int) concatenation to link
    }
    return made;
  }

  // Render all or nothing: a refused expression must not leave unused names or values behind.
  private RuntimeException rollBack(
      int namesBefore, int valuesBefore, long bytesBefore, RuntimeException e) {
    for (int i = namesBefore; i < nameCount; i++) {
      if (nameIndex != null) {
        nameIndex.remove(names[i]);
      }
      names[i] = null;
    }
    nameCount = namesBefore;
    Arrays.fill(values, valuesBefore, valueCount, null);
    valueCount = valuesBefore;
    substitutionBytes = bytesBefore;
    return e;
  }
}
