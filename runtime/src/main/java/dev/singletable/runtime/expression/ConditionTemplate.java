package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition whose text was rendered before any call ({@link Expressions.Template}): its syntax,
 * read once, and its attribute names, as the paths and the name map a request sends. Binding values
 * makes a {@link Bound} condition, which an empty writer places as the text it is and any other
 * renders placeholder by placeholder, with the checks of every condition. Of conditions joined by
 * AND, a binding leaves out those whose values are all null (a declared read's filter on a
 * parameter that was not given).
 *
 * @param <T> the entity type whose attributes the condition reads
 */
final class ConditionTemplate<T> implements Expressions.Template<T> {

  private final TemplateSyntax syntax;
  private final String[] names;
  private final Path[] paths; // of the names
  private final Map<String, String> namesMap;
  private final long namesBytes;

  private ConditionTemplate(TemplateSyntax syntax, String[] names) {
    this.syntax = syntax;
    this.names = names.clone();
    this.paths = new Path[this.names.length];
    Map<String, String> map = new LinkedHashMap<>(this.names.length * 2);
    for (int i = 0; i < this.names.length; i++) {
      paths[i] = Path.attribute(this.names[i]);
      if (map.containsValue(this.names[i])) {
        throw new IllegalArgumentException(
            "A condition template names each attribute once: \""
                + this.names[i]
                + "\" twice for "
                + syntax.text());
      }
      map.put("#n".concat(Integer.toString(i)), this.names[i]); // no (int) concatenation
    }
    this.namesMap = Collections.unmodifiableMap(map);
    this.namesBytes = ExpressionWriter.namesBytes(this.names);
  }

  /** The template of {@code text} with {@code names} for {@code #n0, #n1...}, read now. */
  static <T> ConditionTemplate<T> of(String text, String[] names) {
    return new ConditionTemplate<>(
        TemplateSyntax.parse(Objects.requireNonNull(text, "text"), names.length), names);
  }

  @Override
  public Expressions.Template<T> withNames(String... names) {
    if (names.length != this.names.length) {
      throw new IllegalArgumentException(
          "The condition template " + syntax.text() + " takes " + this.names.length + " names");
    }
    return new ConditionTemplate<>(syntax, names);
  }

  @Override
  public Condition<T> bind(AttributeValue... values) {
    if (values.length != syntax.valueCount()) {
      throw new IllegalArgumentException(
          "The condition template "
              + syntax.text()
              + " takes "
              + syntax.valueCount()
              + " values: got "
              + values.length);
    }
    AttributeValue[] own = values.clone();
    boolean[] kept = kept(own);
    for (int i = 0; i < own.length; i++) {
      if (own[i] != null) {
        Values.requireValid(own[i], where(i));
      }
    }
    return new Bound<>(this, own, kept);
  }

  /**
   * The conditions the values keep, or null for all: one joined by AND is left out when all its
   * values are null; no other value may be null, and one condition at least is kept.
   */
  private boolean[] kept(AttributeValue[] values) {
    int missing = firstNull(values, 0, values.length);
    if (missing < 0) {
      return null;
    }
    TemplateSyntax[] parts = syntax.parts();
    if (parts.length == 0) {
      throw nullValue(where(missing), "leave the condition out");
    }
    boolean[] kept = new boolean[parts.length];
    boolean any = false;
    for (int p = 0, first = 0; p < parts.length; first += parts[p++].valueCount()) {
      int count = parts[p].valueCount();
      int gap = firstNull(values, first, count);
      kept[p] = gap < 0; // a condition without values is always kept
      for (int i = first; i < first + count && !kept[p]; i++) {
        if (values[i] != null) {
          throw nullValue(where(gap), "pass every value of its condition, or none");
        }
      }
      any |= kept[p];
    }
    if (!any) {
      throw nullValue(syntax.text(), "pass a value for one of its conditions, or leave it out");
    }
    return kept;
  }

  private static int firstNull(AttributeValue[] values, int from, int count) {
    for (int i = from; i < from + count; i++) {
      if (values[i] == null) {
        return i;
      }
    }
    return -1;
  }

  private static IllegalArgumentException nullValue(Object where, String fix) {
    return new IllegalArgumentException("Null is not a value for " + where + "; " + fix);
  }

  TemplateSyntax syntax() {
    return syntax;
  }

  /** The names in placeholder order. */
  String[] names() {
    return names;
  }

  /** The names as sent: {@code #n0} to the first... */
  Map<String, String> namesMap() {
    return namesMap;
  }

  /** The substitution bytes of the names, placeholders included. */
  long namesBytes() {
    return namesBytes;
  }

  /** Where value {@code i} is compared, for a refusal: the attribute named before it. */
  private Object where(int i) {
    int[] refs = syntax.refs();
    int at = 0;
    while (refs[at] != ~i) {
      at++;
    }
    while (at >= 0 && refs[at] < 0) {
      at--;
    }
    return at < 0 ? "expression value" : paths[refs[at]];
  }

  /** Writes {@code syntax} (this template's, or one of its parts) with {@code values}. */
  private void write(TemplateSyntax syntax, AttributeValue[] values, Sink sink) {
    for (int i = 0; i < syntax.operators(); i++) {
      sink.operator();
    }
    String[] literals = syntax.literals();
    int[] refs = syntax.refs();
    for (int i = 0; i <= refs.length; i++) {
      if (!literals[i].isEmpty()) {
        sink.text(literals[i]);
      }
      if (i < refs.length && refs[i] >= 0) {
        sink.path(paths[refs[i]]);
      } else if (i < refs.length) {
        sink.value(values[~refs[i]]);
      }
    }
  }

  /** A template with its values: a condition like any other. */
  static final class Bound<T> extends Condition<T> {
    private final ConditionTemplate<T> template;
    private final AttributeValue[] values;
    private final boolean[] kept; // the conditions of the template's parts kept; null: all

    Bound(ConditionTemplate<T> template, AttributeValue[] values, boolean[] kept) {
      this.template = template;
      this.values = values;
      this.kept = kept;
    }

    ConditionTemplate<T> template() {
      return template;
    }

    @Override
    int shapeHash() {
      return 31 * template.syntax.text().hashCode() + Arrays.hashCode(kept);
    }

    /** Whether the whole template is kept: its text as it is. */
    boolean complete() {
      return kept == null;
    }

    /** The values in placeholder order (the writer's to read, never to change). */
    AttributeValue[] values() {
      return values;
    }

    @Override
    boolean isJunction() {
      TemplateSyntax one = single();
      return one == null || one.junction();
    }

    @Override
    boolean isFunctionCall() {
      TemplateSyntax one = single();
      return one != null && one.functionCall();
    }

    /** The syntax written when it is one condition or the whole template, else null. */
    private TemplateSyntax single() {
      if (kept == null) {
        return template.syntax;
      }
      TemplateSyntax one = null;
      for (int p = 0; p < kept.length; p++) {
        if (kept[p]) {
          if (one != null) {
            return null;
          }
          one = template.syntax.parts()[p];
        }
      }
      return one;
    }

    @Override
    void write(Sink sink) {
      if (kept == null) {
        template.write(template.syntax, values, sink);
        return;
      }
      boolean first = true;
      boolean several = single() == null;
      for (int p = 0; p < kept.length; p++) {
        if (kept[p]) {
          if (!first) {
            sink.operator().text(" AND ");
          }
          // A part that is an OR was read without its parentheses: beside others it needs them.
          TemplateSyntax part = template.syntax.parts()[p];
          boolean wrap = several && part.junction();
          if (wrap) {
            sink.text("(");
          }
          template.write(part, values, sink);
          if (wrap) {
            sink.text(")");
          }
          first = false;
        }
      }
    }
  }
}
