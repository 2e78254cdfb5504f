package dev.singletable.runtime.expression;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Supplier;
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

  // attribute name -> placeholder; insertion order gives dense numbering and a stable names() map.
  private final Map<String, String> placeholders = new LinkedHashMap<>();
  private final Map<String, AttributeValue> values = new LinkedHashMap<>();
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
    String existing = placeholders.get(attributeName);
    if (existing != null) {
      return existing;
    }
    if (attributeName.isEmpty()) {
      throw new IllegalArgumentException(
          "DynamoDB refuses empty attribute names in expressions: got \"\"; use a non-empty name");
    }
    String placeholder = "#n" + placeholders.size();
    reserve(placeholder, Values.utf8Length(attributeName), () -> "name \"" + attributeName + "\"");
    placeholders.put(attributeName, placeholder);
    return placeholder;
  }

  /** Returns a new placeholder for {@code value}, after checking it against {@link ValueRules}. */
  public String value(AttributeValue value) {
    return value(value, "expression value", 1);
  }

  private String value(AttributeValue value, String where, int level) {
    ValueRules.check(value, subject, where, level);
    String placeholder = ":v" + values.size();
    reserve(placeholder, Values.size(value), () -> "value " + Values.describe(value));
    values.put(placeholder, value);
    return placeholder;
  }

  /** Returns {@code path} with a placeholder per name, such as {@code #n0.#n1[3]}. */
  public String path(Path path) {
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
    return atomically(
        () -> {
          Rendering r = new Rendering();
          condition.write(r);
          return r.checked("condition", condition::toString);
        });
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
    return atomically(
        () -> {
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
          return r.checked("update", list::toString);
        });
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
    return atomically(
        () -> {
          Rendering r = new Rendering();
          for (int i = 0; i < kept.size(); i++) {
            r.text(i == 0 ? "" : ", ").path(kept.get(i));
          }
          return r.checked("projection", kept::toString);
        });
  }

  /** Returns the ExpressionAttributeNames (placeholder to name), or null when there are none. */
  public Map<String, String> names() {
    if (placeholders.isEmpty()) {
      return null;
    }
    Map<String, String> byPlaceholder = new LinkedHashMap<>();
    placeholders.forEach((name, placeholder) -> byPlaceholder.put(placeholder, name));
    return Collections.unmodifiableMap(byPlaceholder);
  }

  /** Returns the ExpressionAttributeValues (placeholder to value), or null when there are none. */
  public Map<String, AttributeValue> values() {
    return values.isEmpty() ? null : Collections.unmodifiableMap(new LinkedHashMap<>(values));
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

  // Descriptions for messages are Suppliers: rendered only when a limit is exceeded, never on the
  // hot path of every name, value and expression.
  private void reserve(String placeholder, long substitutedBytes, Supplier<String> what) {
    requirePlaceholderFits(placeholder);
    long total = substitutionBytes + Values.utf8Length(placeholder) + substitutedBytes;
    if (total > ExpressionLimits.MAX_SUBSTITUTION_BYTES) {
      throw new IllegalArgumentException(
          "DynamoDB allows at most "
              + ExpressionLimits.MAX_SUBSTITUTION_BYTES
              + " bytes (2 MB) of "
              + "expression attribute names and values per request: "
              + placeholder
              + " ("
              + abbreviate(what.get())
              + ", about "
              + substitutedBytes
              + " bytes) would bring this "
              + "request to about "
              + total
              + " bytes; use smaller values or split the request");
    }
    substitutionBytes = total;
  }

  // Render all or nothing: a refused expression must not leave unused names or values behind.
  private String atomically(Supplier<String> render) {
    int names = placeholders.size();
    int vals = values.size();
    long bytes = substitutionBytes;
    try {
      return render.get();
    } catch (RuntimeException e) {
      truncate(placeholders, names);
      truncate(values, vals);
      substitutionBytes = bytes;
      throw e;
    }
  }

  private static void truncate(Map<String, ?> map, int size) {
    Iterator<?> it = map.keySet().iterator();
    for (int i = 0; it.hasNext(); i++) {
      it.next();
      if (i >= size) {
        it.remove();
      }
    }
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
    private final StringBuilder out = new StringBuilder();
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
      String where = lastPath == null ? "expression value" : lastPath.toString();
      int level = update && lastPath != null ? lastPath.depth() : 1;
      out.append(ExpressionWriter.this.value(value, where, level));
      return this;
    }

    @Override
    public Sink operator() {
      operators++;
      return this;
    }

    String checked(String kind, Supplier<String> readable) {
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
                + abbreviate(readable.get())
                + "; split it over several requests");
      }
      String expression = out.toString();
      int bytes = Values.utf8Length(expression);
      if (bytes > ExpressionLimits.MAX_EXPRESSION_BYTES) {
        throw new IllegalArgumentException(
            "DynamoDB limits each expression to "
                + ExpressionLimits.MAX_EXPRESSION_BYTES
                + " bytes: this "
                + kind
                + " renders to "
                + bytes
                + " bytes: "
                + abbreviate(readable.get())
                + "; use fewer or shallower paths, or split the request");
      }
      return expression;
    }
  }
}
