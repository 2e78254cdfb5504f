package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A condition whose text was rendered before any call ({@link Expressions.Template}): its syntax,
 * read once, and its names, as the document paths and the name map a request sends. Binding values
 * makes a {@link Bound} condition, which an empty writer places as the text it is and any other
 * renders placeholder by placeholder, with the same checks as every condition. Of conditions joined
 * by AND, a binding may leave out those whose values are all null (a declared read's filter on a
 * parameter that was not given).
 *
 * @param <T> the entity type whose attributes the condition reads
 */
final class ConditionTemplate<T> implements Expressions.Template<T> {

  private final TemplateSyntax syntax;
  private final String[] names;
  private final Path[] paths;
  private final Map<String, String> namesMap;
  private final ConditionTemplate<T>[] parts;

  ConditionTemplate(TemplateSyntax syntax, String[] names) {
    this.syntax = syntax;
    this.names = names.clone();
    if (this.names.length != syntax.nameCount()) {
      throw new IllegalArgumentException(
          "A condition template has one name per name placeholder: "
              + syntax.text()
              + " got "
              + this.names.length);
    }
    Map<String, String> map = new LinkedHashMap<>(this.names.length * 2);
    for (int i = 0; i < this.names.length; i++) {
      Objects.requireNonNull(this.names[i], "a template name");
      if (map.containsValue(this.names[i])) {
        throw new IllegalArgumentException(
            "A condition template names each attribute once: \""
                + this.names[i]
                + "\" twice in "
                + syntax.text());
      }
      map.put("#n" + i, this.names[i]);
    }
    this.namesMap = Collections.unmodifiableMap(map);
    this.paths = new Path[syntax.paths().length];
    for (int slot = 0; slot < paths.length; slot++) {
      paths[slot] = path(syntax.paths()[slot]);
    }
    this.parts = parts(syntax.parts(), this.names);
  }

  /** A part of a template: its names are the template's. */
  private ConditionTemplate(TemplateSyntax syntax, String[] names, boolean part) {
    this.syntax = syntax;
    this.names = names;
    this.namesMap = null;
    this.paths = new Path[syntax.paths().length];
    for (int slot = 0; slot < paths.length; slot++) {
      paths[slot] = path(syntax.paths()[slot]);
    }
    this.parts = parts(syntax.parts(), names);
  }

  @SuppressWarnings("unchecked")
  private static <T> ConditionTemplate<T>[] parts(TemplateSyntax[] syntaxes, String[] names) {
    ConditionTemplate<T>[] parts = new ConditionTemplate[syntaxes.length];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = new ConditionTemplate<>(syntaxes[i], names, true);
    }
    return parts;
  }

  /** The template of {@code text} with {@code names}, read and checked now. */
  static <T> ConditionTemplate<T> of(String text, String[] names) {
    Objects.requireNonNull(text, "text");
    return new ConditionTemplate<>(TemplateSyntax.parse(text, names.length), names);
  }

  private Path path(int[] segments) {
    Path path = Path.attribute(names[segments[0]]);
    for (int i = 1; i < segments.length; i++) {
      path = segments[i] >= 0 ? path.field(names[segments[i]]) : path.index(~segments[i]);
    }
    return path;
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
    boolean[] present = present(own);
    for (int i = 0; i < own.length; i++) {
      if (own[i] != null) {
        Values.requireValid(own[i], where(i));
      }
    }
    return new Bound<>(this, own, present);
  }

  /**
   * Which parts the values keep, or null for all: a part is left out when all its values are null;
   * no other value may be null, and at least one part is kept.
   */
  private boolean[] present(AttributeValue[] values) {
    int nulls = 0;
    for (AttributeValue value : values) {
      nulls += value == null ? 1 : 0;
    }
    if (nulls == 0) {
      return null;
    }
    if (parts.length == 0) {
      throw nullValue(firstNull(values, 0, values.length), "leave the condition out");
    }
    boolean[] present = new boolean[parts.length];
    boolean any = false;
    int first = 0;
    for (int p = 0; p < parts.length; p++) {
      int count = parts[p].syntax.valueCount();
      int given = 0;
      for (int i = first; i < first + count; i++) {
        given += values[i] == null ? 0 : 1;
      }
      if (given != 0 && given != count) {
        throw nullValue(firstNull(values, first, count), "pass every value of its condition");
      }
      present[p] = given == count; // a condition without values is always kept
      any |= present[p];
      first += count;
    }
    if (!any) {
      throw nullValue(syntax.text(), "pass a value for one of its conditions, or leave it out");
    }
    return present;
  }

  private static IllegalArgumentException nullValue(Object where, String fix) {
    return new IllegalArgumentException("Null is not a value for " + where + "; " + fix);
  }

  private Object firstNull(AttributeValue[] values, int from, int count) {
    for (int i = from; i < from + count; i++) {
      if (values[i] == null) {
        return where(i);
      }
    }
    return syntax.text();
  }

  @Override
  public Expressions.Template<T> withNames(String... names) {
    return new ConditionTemplate<>(syntax, names);
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

  /** Where value {@code i} is compared, for a refusal: its path, or a description. */
  Object where(int i) {
    int slot = syntax.valuePaths()[i];
    return slot < 0 ? "expression value" : paths[slot];
  }

  /**
   * Writes the condition with {@code values} (of the whole template), only the parts {@code
   * present} says (null: all), counting its operators and functions.
   */
  void write(AttributeValue[] values, boolean[] present, Sink sink) {
    if (present != null) {
      boolean first = true;
      for (int p = 0; p < parts.length; p++) {
        if (present[p]) {
          if (!first) {
            sink.operator().text(" AND ");
          }
          parts[p].write(values, null, sink);
          first = false;
        }
      }
      return;
    }
    for (int i = 0; i < syntax.operators(); i++) {
      sink.operator();
    }
    String[] literals = syntax.literals();
    int[] refs = syntax.refs();
    for (int i = 0; i < refs.length; i++) {
      if (!literals[i].isEmpty()) {
        sink.text(literals[i]);
      }
      if (refs[i] >= 0) {
        sink.path(paths[refs[i]]);
      } else {
        sink.value(values[~refs[i]]);
      }
    }
    if (!literals[refs.length].isEmpty()) {
      sink.text(literals[refs.length]);
    }
  }

  /** A template with its values: a condition like any other. */
  static final class Bound<T> extends Condition<T> {
    private final ConditionTemplate<T> template;
    private final AttributeValue[] values;
    private final boolean[] present; // the parts kept; null: all

    Bound(ConditionTemplate<T> template, AttributeValue[] values, boolean[] present) {
      this.template = template;
      this.values = values;
      this.present = present;
    }

    /** Whether every part is kept: the template's text as it is. */
    boolean complete() {
      return present == null;
    }

    ConditionTemplate<T> template() {
      return template;
    }

    /** The values in placeholder order (the writer's to read, never to change). */
    AttributeValue[] values() {
      return values;
    }

    @Override
    boolean isJunction() {
      return present == null
          ? template.syntax.junction()
          : kept() != null ? kept().junction() : true;
    }

    @Override
    boolean isFunctionCall() {
      return present == null
          ? template.syntax.functionCall()
          : kept() != null && kept().functionCall();
    }

    /** The one part kept, or null when several are. */
    private TemplateSyntax kept() {
      TemplateSyntax one = null;
      for (int p = 0; p < present.length; p++) {
        if (present[p]) {
          if (one != null) {
            return null;
          }
          one = template.parts[p].syntax;
        }
      }
      return one;
    }

    @Override
    void write(Sink sink) {
      template.write(values, present, sink);
    }
  }
}
