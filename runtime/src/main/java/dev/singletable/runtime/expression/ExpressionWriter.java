package dev.singletable.runtime.expression;

import java.util.ArrayList;
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
public final class ExpressionWriter {

  // Placeholders of the first names and values of a request, made once: rendering a request
  // allocates no placeholder text.
  private static final int CACHED_PLACEHOLDERS = 64;
  private static final String[] NAME_PLACEHOLDERS = placeholders("#n");
  private static final String[] VALUE_PLACEHOLDERS = placeholders(":v");

  // Past this many names, a hash index replaces the linear scan that finds a reused name.
  private static final int LINEAR_SCAN_NAMES = 8;

  private static final String[] NO_NAMES = new String[0];
  private static final AttributeValue[] NO_VALUES = new AttributeValue[0];

  // Names and values by placeholder number: insertion order gives dense numbering and stable
  // names() and values() maps.
  // A condition rendered from its shape's template shares the template's names, an array exactly
  // full, so the next name copies them. Elements below a count never change once placed: the
  // maps names() and values() return share these arrays.
  private String[] names = NO_NAMES;
  private int nameCount;
  private Map<String, Integer> nameIndex;
  private Map<String, String> templateNames; // while names are a template's, its map of them
  private AttributeValue[] values = NO_VALUES;
  private int valueCount;
  private final String subject;
  private long substitutionBytes;

  /** Creates an empty writer for one request. */
  public ExpressionWriter() {
    this(null);
  }

  /**
   * Creates an empty writer for one request about {@code subject} (an entity type or a collection),
   * which refusals of values name.
   */
  public ExpressionWriter(String subject) {
    this.subject = subject;
  }

  /** Returns the placeholder for a single attribute name (a whole name, never split at dots). */
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
    reserve(placeholder, Values.utf8Length(attributeName), attributeName, null);
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
  public String value(AttributeValue value) {
    return value(value, "expression value", 1);
  }

  /**
   * Checks {@code value} as the value at {@code where} (a {@link Path} or a description, spelled
   * out only in a refusal) and returns its new placeholder.
   */
  private String value(AttributeValue value, Object where, int level) {
    ValueRules.checkAt(value, subject, where, level);
    String placeholder = placeholder(VALUE_PLACEHOLDERS, ":v", valueCount);
    reserve(placeholder, Values.size(value), null, value);
    if (valueCount == values.length) {
      values = Arrays.copyOf(values, Math.max(4, valueCount * 2));
    }
    values[valueCount++] = value;
    return placeholder;
  }

  /** Returns {@code path} with a placeholder per name, such as {@code #n0.#n1[3]}. */
  public String path(Path path) {
    if (path.depth() == 1) {
      return name(path.attributeName());
    }
    StringBuilder sb = new StringBuilder();
    path.forEachSegment(
        new Path.SegmentVisitor() {
          @Override
          public void name(String name) {
            if (sb.length() > 0) {
              sb.append('.');
            }
            sb.append(ExpressionWriter.this.name(name));
          }

          @Override
          public void index(int index) {
            sb.append('[').append(index).append(']');
          }
        });
    return sb.toString();
  }

  /** Renders a ConditionExpression or FilterExpression after checking DynamoDB's limits. */
  public String condition(Condition<?> condition) {
    Objects.requireNonNull(condition, "condition");
    ConditionShape shape = condition.shape();
    boolean empty = nameCount == 0 && valueCount == 0;
    if (shape != null && empty) {
      ConditionShape.Template template = shape.template();
      if (template != null && fromTemplate(template, condition)) {
        return template.text();
      }
    }
    return render(condition, shape != null && empty ? shape : null);
  }

  /**
   * The full rendering of {@code condition}, kept apart from {@link #condition} so that the usual
   * call, placed from a template, stays small enough for the JIT to inline; it leaves its rendering
   * to {@code shape} (when given, the writer was empty) for the next condition of that shape.
   */
  private String render(Condition<?> condition, ConditionShape shape) {
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    String expression;
    try {
      Rendering r = new Rendering();
      condition.write(r);
      expression = r.checked("condition", condition);
    } catch (RuntimeException e) {
      throw rollBack(namesBefore, valuesBefore, bytesBefore, e);
    }
    if (shape != null && nameCount <= LINEAR_SCAN_NAMES) {
      shape.remember(template(expression));
    }
    return expression;
  }

  /**
   * Places the values of {@code condition} into this empty writer as {@code template} placed its
   * shape's, when each passes the quick value check and the request's byte limit; returns false
   * (and changes nothing) otherwise, for the full rendering to check and refuse.
   */
  private boolean fromTemplate(ConditionShape.Template template, Condition<?> condition) {
    int count = template.valueCount();
    AttributeValue[] placed = count == 0 ? NO_VALUES : new AttributeValue[count];
    if (condition.collectValues(placed, 0) != count) {
      return false;
    }
    long bytes = substitutionBytes + template.fixedBytes();
    for (AttributeValue value : placed) {
      long size = ValueRules.quickSize(value); // the check and the size in one pass
      if (size < 0) {
        return false;
      }
      bytes += size;
    }
    if (bytes > ExpressionLimits.MAX_SUBSTITUTION_BYTES) {
      return false;
    }
    names = template.names();
    nameCount = names.length;
    templateNames = template.namesMap();
    values = placed;
    valueCount = count;
    substitutionBytes = bytes;
    return true;
  }

  /** What rendering {@code expression} into this (until then empty) writer left, for reuse. */
  private ConditionShape.Template template(String expression) {
    long fixedBytes = 0;
    for (int i = 0; i < nameCount; i++) {
      fixedBytes += placeholder(NAME_PLACEHOLDERS, "#n", i).length() + Values.utf8Length(names[i]);
    }
    for (int i = 0; i < valueCount; i++) {
      fixedBytes += placeholder(VALUE_PLACEHOLDERS, ":v", i).length();
    }
    String[] templateNames = Arrays.copyOf(names, nameCount);
    return new ConditionShape.Template(
        expression, templateNames, names(templateNames, nameCount), valueCount, fixedBytes);
  }

  /** Renders an UpdateExpression, clauses in the order SET, REMOVE, ADD, DELETE. */
  public String update(Collection<? extends UpdateAction<?>> actions) {
    Objects.requireNonNull(actions, "actions");
    if (actions.isEmpty()) {
      throw new IllegalArgumentException(
          "An update needs at least one action: got none; skip the request when nothing changes");
    }
    List<UpdateAction<?>> list = List.copyOf(actions);
    requireDisjoint(list);
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    try {
      Rendering r = new Rendering();
      r.update = true;
      for (UpdateAction.Clause clause : UpdateAction.Clause.values()) {
        String separator = (r.out.length() == 0 ? "" : " ") + clause + " ";
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
  public String projection(Collection<Path> paths) {
    Objects.requireNonNull(paths, "paths");
    if (paths.isEmpty()) {
      throw new IllegalArgumentException(
          "A projection needs at least one path: got none; leave the projection out to read whole"
              + " items");
    }
    List<Path> kept = new ArrayList<>();
    for (Path p : paths) {
      Objects.requireNonNull(p, "a projection path");
      for (Path k : kept) {
        if (k.conflicts(p)) {
          throw new IllegalArgumentException(
              "Projection paths must not conflict (DynamoDB: two document paths conflict): "
                  + k
                  + " and "
                  + p
                  + " treat one attribute as a list and as a map; keep only the one "
                  + "that matches the attribute's type");
        }
      }
      // The same data comes back either way, and DynamoDB refuses overlapping projection paths.
      if (kept.stream().noneMatch(k -> k.overlaps(p) && k.depth() <= p.depth())) {
        kept.removeIf(k -> k.overlaps(p));
        kept.add(p);
      }
    }
    int namesBefore = nameCount;
    int valuesBefore = valueCount;
    long bytesBefore = substitutionBytes;
    try {
      Rendering r = new Rendering();
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
   * null when there are none.
   */
  public Map<String, String> names() {
    if (nameCount == 0) {
      return null;
    }
    if (templateNames != null && templateNames.size() == nameCount) {
      return templateNames; // shared by every rendering of one shape, as read-only as the others
    }
    return names(names, nameCount);
  }

  private static Map<String, String> names(String[] names, int count) {
    return new PlaceholderMap<>(NAME_PLACEHOLDERS, "#n", names, count);
  }

  /**
   * Returns the ExpressionAttributeValues (placeholder to value) in placeholder order, read-only,
   * or null when there are none. Values placed later do not show in a map returned earlier.
   */
  public Map<String, AttributeValue> values() {
    return valueCount == 0
        ? null
        : new PlaceholderMap<>(VALUE_PLACEHOLDERS, ":v", values, valueCount);
  }

  /**
   * Refuses a placeholder over DynamoDB's 255-byte limit (ours are short; checked all the same).
   */
  static void requirePlaceholderFits(String placeholder) {
    int bytes = Values.utf8Length(placeholder);
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
  // exceeded, never on the hot path of every name, value and expression.
  private void reserve(
      String placeholder, long substitutedBytes, String name, AttributeValue value) {
    if (placeholder.length() > 4) { // the cached ones are short
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
              + abbreviate(what)
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
  private static String placeholder(String[] cached, String prefix, int index) {
    return index < CACHED_PLACEHOLDERS ? cached[index] : prefix + index;
  }

  private static String[] placeholders(String prefix) {
    String[] made = new String[CACHED_PLACEHOLDERS];
    for (int i = 0; i < made.length; i++) {
      made[i] = prefix + i;
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

  private static void requireDisjoint(List<UpdateAction<?>> actions) {
    for (int i = 0; i < actions.size(); i++) {
      for (int j = i + 1; j < actions.size(); j++) {
        UpdateAction<?> a = actions.get(i);
        UpdateAction<?> b = actions.get(j);
        if (a.path().overlaps(b.path())) {
          throw new IllegalArgumentException(
              "Update paths must not overlap (DynamoDB: two document paths overlap): "
                  + quoted(a)
                  + " and "
                  + quoted(b)
                  + "; keep one action per path, and write an "
                  + "enclosing attribute either whole or by parts");
        }
        if (a.path().conflicts(b.path())) {
          throw new IllegalArgumentException(
              "Update paths must not conflict (DynamoDB: two document paths conflict): "
                  + quoted(a)
                  + " and "
                  + quoted(b)
                  + " treat one attribute as a list and as a "
                  + "map; keep only the one that matches its type");
        }
      }
    }
  }

  private static String quoted(UpdateAction<?> action) {
    return "'" + abbreviate(action.toString()) + "'";
  }

  /** Cuts long readable renderings so one refusal stays one readable line. */
  static String abbreviate(String s) {
    return s.length() <= 160 ? s : s.substring(0, 160) + "…";
  }

  /**
   * Writes placeholders into one expression and counts its operators and functions. A value is
   * checked as the value of the path written just before it (every comparison, function and update
   * action writes its path first), at that path's depth in an update.
   */
  private final class Rendering implements Sink {
    private final StringBuilder out = new StringBuilder(64);
    private int operators;
    private boolean update;
    private Path lastPath;

    @Override
    public Sink text(String syntax) {
      out.append(syntax);
      return this;
    }

    @Override
    public Sink path(Path path) {
      lastPath = path;
      out.append(ExpressionWriter.this.path(path));
      return this;
    }

    @Override
    public Sink value(AttributeValue value) {
      // The path is spelled out only if the value is refused.
      Object where = lastPath == null ? "expression value" : lastPath;
      int level = update && lastPath != null ? lastPath.depth() : 1;
      out.append(ExpressionWriter.this.value(value, where, level));
      return this;
    }

    @Override
    public Sink operator() {
      operators++;
      return this;
    }

    /** The rendered expression; {@code readable} is what a refusal shows (its toString). */
    String checked(String kind, Object readable) {
      if (operators > ExpressionLimits.MAX_OPERATORS) {
        throw new IllegalArgumentException(
            "DynamoDB allows at most "
                + ExpressionLimits.MAX_OPERATORS
                + " operators and "
                + "functions in one expression: this "
                + kind
                + " has "
                + operators
                + " (each "
                + "comparison, AND, OR, NOT, function, update action, + and - counts): "
                + abbreviate(String.valueOf(readable))
                + "; split it over several requests");
      }
      String expression = out.toString();
      // A char is at most 3 UTF-8 bytes: a short expression needs no count.
      int bytes =
          expression.length() <= ExpressionLimits.MAX_EXPRESSION_BYTES / 3
              ? expression.length()
              : Values.utf8Length(expression);
      if (bytes > ExpressionLimits.MAX_EXPRESSION_BYTES) {
        throw new IllegalArgumentException(
            "DynamoDB limits each expression to "
                + ExpressionLimits.MAX_EXPRESSION_BYTES
                + " bytes: this "
                + kind
                + " renders to "
                + bytes
                + " bytes: "
                + abbreviate(String.valueOf(readable))
                + "; use fewer or shallower paths, or split the request");
      }
      return expression;
    }
  }
}
