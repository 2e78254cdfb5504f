package dev.singletable.runtime.expression;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.UnaryOperator;

/**
 * An immutable document path: a top-level attribute name followed by map keys (record fields) and
 * list indexes, such as {@code address.city} or {@code tags[0]}.
 *
 * <p>Each name is kept whole: {@code Path.attribute("a.b")} is one attribute whose name contains a
 * dot, while {@code Path.attribute("a").field("b")} is key {@code b} inside map {@code a}. Both are
 * rendered through name placeholders, so no name needs escaping.
 */
public final class Path {

  static {
    // Every condition, action and projection starts with a path: the runtime's renderer is ready
    // before the first is written.
    ExpressionSupport.install();
  }

  // A segment is either a name (index < 0) or a list index (name == null).
  private record Segment(String name, int index) {
    boolean isIndex() {
      return name == null;
    }
  }

  private final Segment[] segments;
  // The name the top-level attribute was stored under before a declared rename, or null.
  private final String former;
  // The top-level name's hash and the depth, what a condition's structure hash takes of its path:
  // computed once here rather than through four loads for every condition built on this path.
  private final int shapeHash;

  private Path(Segment[] segments, String former) {
    this.segments = segments;
    this.former = former;
    this.shapeHash = 31 * segments[0].name().hashCode() + segments.length;
  }

  /** Returns the path of the top-level attribute {@code name}. */
  public static Path attribute(String name) {
    return new Path(new Segment[] {new Segment(requireName(name, "attribute name"), -1)}, null);
  }

  /**
   * Returns this top-level attribute's path, stored under {@code formerName} by items not migrated
   * yet ({@code @Attribute(formerly = ...)}): conditions and filters built on it (and on paths
   * inside it) also match those items, updates read the former name where they read the attribute
   * and remove it, and projections read it too. Rendered, the path names the attribute only.
   *
   * @throws IllegalArgumentException for a nested path, or a former name that is empty or the
   *     attribute's own
   */
  public Path formerly(String formerName) {
    requireName(formerName, "former attribute name");
    if (segments.length != 1 || formerName.equals(segments[0].name())) {
      throw new IllegalArgumentException(
          "formerly(\""
              + formerName
              + "\") takes the former name of a top-level attribute, other than its own: "
              + this
              + " is "
              + (segments.length != 1 ? "nested" : "that name"));
    }
    return new Path(segments, formerName);
  }

  /**
   * The same path under the attribute's former name ({@link #formerly}), declaring none itself, or
   * null when the attribute was not renamed.
   */
  Path former() {
    if (former == null) {
      return null;
    }
    Segment[] moved = segments.clone();
    moved[0] = new Segment(former, -1);
    return new Path(moved, null);
  }

  /** The same path without a former name: what the attribute is called now. */
  Path current() {
    return former == null ? this : new Path(segments, null);
  }

  /** The top-level attribute's path, without a former name. */
  Path top() {
    return segments.length == 1 && former == null
        ? this
        : new Path(new Segment[] {segments[0]}, null);
  }

  /** Returns the path of map key (or record field) {@code name} inside this path. */
  public Path field(String name) {
    return append(new Segment(requireName(name, "map key"), -1));
  }

  /** Returns the path of list element {@code i} (zero-based) inside this path. */
  public Path index(int i) {
    if (i < 0) {
      throw new IllegalArgumentException(
          "List indexes must not be negative: " + this + "[" + i + "]; use an index from 0");
    }
    return append(new Segment(null, i));
  }

  /** Returns the name of the top-level attribute this path starts with. */
  public String attributeName() {
    return segments[0].name();
  }

  /**
   * The part of a condition's structure hash ({@link Condition#shapeHash()}) this path gives: its
   * top-level name and its depth, cheap and enough to tell the usual paths apart.
   */
  int shapeHash() {
    return shapeHash;
  }

  /** Returns the number of segments: 1 for a top-level attribute. */
  public int depth() {
    return segments.length;
  }

  /**
   * Returns whether this path is the same as {@code other} or one of them lies inside the other.
   */
  public boolean overlaps(Path other) {
    int common = Math.min(segments.length, other.segments.length);
    for (int i = 0; i < common; i++) {
      if (!segments[i].equals(other.segments[i])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether the two paths use one position as a map in one and as a list in the other
   * ({@code a.b} and {@code a[0]}), which DynamoDB refuses as conflicting document paths.
   */
  boolean conflicts(Path other) {
    int common = Math.min(segments.length, other.segments.length);
    for (int i = 0; i < common; i++) {
      Segment mine = segments[i];
      Segment theirs = other.segments[i];
      if (!mine.equals(theirs)) {
        return mine.isIndex() != theirs.isIndex();
      }
    }
    return false;
  }

  /** Returns the path with each name as {@code name} gives it, such as {@code #n0.#n1[3]}. */
  String render(UnaryOperator<String> name) {
    StringBuilder sb = new StringBuilder();
    for (Segment s : segments) {
      if (s.isIndex()) {
        sb.append('[').append(s.index()).append(']');
      } else {
        if (sb.length() > 0) {
          sb.append('.');
        }
        sb.append(name.apply(s.name()));
      }
    }
    return sb.toString();
  }

  private Path append(Segment segment) {
    if (segments.length >= ExpressionLimits.MAX_PATH_DEPTH) {
      throw new IllegalArgumentException(
          "Document paths are limited to "
              + ExpressionLimits.MAX_PATH_DEPTH
              + " levels of nesting by DynamoDB: "
              + this
              + " cannot go one level deeper; "
              + "flatten the data model or store the deep part as a serialized string");
    }
    Segment[] longer = Arrays.copyOf(segments, segments.length + 1);
    longer[segments.length] = segment;
    return new Path(longer, former);
  }

  private static String requireName(String name, String what) {
    Objects.requireNonNull(name, what);
    if (name.isEmpty()) {
      throw new IllegalArgumentException(
          "DynamoDB refuses empty names in expressions: the "
              + what
              + " is \"\"; "
              + "use a name of at least one character");
    }
    return name;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Path p
        && Arrays.equals(segments, p.segments)
        && Objects.equals(former, p.former);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(segments);
  }

  /**
   * Returns the path as {@code address.city} or {@code tags[0]}; names that would read ambiguously
   * are quoted.
   */
  @Override
  public String toString() {
    return render(Path::quoted);
  }

  // Quote names that contain path syntax or blanks, so "a.b" (one name) never reads like a.b.
  private static String quoted(String name) {
    boolean plain =
        name.chars()
            .noneMatch(
                c ->
                    c == '.'
                        || c == '['
                        || c == ']'
                        || c == '"'
                        || c == '\\'
                        || Character.isWhitespace(c));
    if (plain) {
      return name;
    }
    StringBuilder sb = new StringBuilder("\"");
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (c == '"' || c == '\\') {
        sb.append('\\');
      }
      sb.append(c);
    }
    return sb.append('"').toString();
  }
}
