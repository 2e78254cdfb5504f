package dev.singletable.runtime.expression;

import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * One immutable action of an UpdateExpression on one document path of an item of entity type {@code
 * T}: SET a value, SET if_not_exists, SET arithmetic, SET list_append, REMOVE, ADD or DELETE. Built
 * from the entity's settable references ({@code OrderSchema.TOTAL.increment(...)} is an {@code
 * UpdateAction<Order>}) or, for raw attributes, with {@link #set} and {@link #remove}, which name
 * no entity ({@code UpdateAction<Object>}); rendered together by {@link ExpressionWriter#update}.
 *
 * @param <T> the entity type whose attribute the action writes ({@code Object}: any item)
 */
public abstract sealed class UpdateAction<T> {

  /** The update clause an action belongs to, in the order the clauses are rendered. */
  enum Clause {
    /** Sets a value (possibly computed from the current one). */
    SET,
    /** Removes an attribute or list element. */
    REMOVE,
    /** Adds to a number or adds elements to a set. */
    ADD,
    /** Deletes elements from a set. */
    DELETE
  }

  private final Path path;
  private final Clause clause;

  UpdateAction(Path path, Clause clause) {
    this.path = Objects.requireNonNull(path, "path");
    this.clause = clause;
  }

  /**
   * Returns {@code SET path = value} for a raw value (for example a timestamp the runtime
   * maintains).
   */
  public static UpdateAction<Object> set(Path path, AttributeValue value) {
    return new SetValue<>(path, Values.requireValid(value, path));
  }

  /** Returns {@code REMOVE path} (for example an index key attribute that no longer applies). */
  public static UpdateAction<Object> remove(Path path) {
    return new Remove<>(path);
  }

  /** {@code SET path = value}, typed; for the references of this package. */
  static <T> UpdateAction<T> setValue(Path path, AttributeValue value) {
    return new SetValue<>(path, value);
  }

  /** {@code SET path = if_not_exists(path, value)}, typed; for the references of this package. */
  static <T> UpdateAction<T> setIfNotExists(Path path, AttributeValue value) {
    return new SetIfNotExists<>(path, value);
  }

  /** {@code REMOVE path}, typed; for the references of this package. */
  static <T> UpdateAction<T> arithmetic(Path path, String op, AttributeValue value) {
    return new SetArithmetic<>(path, op, value, null);
  }

  /**
   * {@code ADD path number}; on a renamed top-level attribute, which ADD cannot read under its
   * former name, the equal {@code SET path = if_not_exists(path, if_not_exists(former, 0)) +
   * number}.
   */
  static <T> UpdateAction<T> addNumber(Path path, AttributeValue number) {
    if (path.depth() == 1 && path.former() != null) {
      return new SetArithmetic<>(path, "+", number, AttributeValue.fromN("0"));
    }
    return ClauseValue.add(path, number);
  }

  static <T> UpdateAction<T> listAppend(
      Path path, AttributeValue elements, boolean prepend, boolean orCreate) {
    return new SetListAppend<>(path, elements, prepend, orCreate);
  }

  static <T> UpdateAction<T> removing(Path path) {
    return new Remove<>(path);
  }

  /** Returns the document path this action writes. */
  public final Path path() {
    return path;
  }

  /** Returns the clause this action is rendered in. */
  final Clause clause() {
    return clause;
  }

  /**
   * The former name's path when this action writes a whole top-level attribute renamed while a
   * migration runs ({@link Path#formerly}), else null: the action reads it where it reads the
   * attribute, and the update removes it, so that the item ends in the new form.
   */
  final Path formerToRemove() {
    return path.depth() == 1 ? path.former() : null;
  }

  /** Writes the attribute's current value as read: under a former name too while it moves. */
  final void current(Sink sink) {
    Path former = formerToRemove();
    if (former == null) {
      sink.path(path);
    } else {
      sink.operator().text("if_not_exists(").path(path).text(", ").path(former).text(")");
    }
  }

  /**
   * Writes {@code if_not_exists(path, value)}, whose fallback is, while the attribute moves, the
   * former name's value before {@code value}: {@code if_not_exists(a, if_not_exists(f, :v))}.
   */
  final void currentOr(Sink sink, AttributeValue value) {
    sink.operator().text("if_not_exists(").path(path).text(", ");
    Path former = formerToRemove();
    if (former != null) {
      sink.operator().text("if_not_exists(").path(former).text(", ").value(value).text(")");
    } else {
      sink.value(value);
    }
    sink.text(")");
  }

  /** Whether this action is a REMOVE: the attribute is absent after it, whatever it held. */
  public final boolean removes() {
    return clause() == Clause.REMOVE;
  }

  /**
   * Returns the value this action stores at its path whatever the item held before ({@code SET path
   * = value}); empty for actions whose outcome depends on the stored item (arithmetic, appends,
   * {@code if_not_exists}, ADD, DELETE) and for REMOVE.
   */
  public Optional<AttributeValue> assignedValue() {
    return Optional.empty();
  }

  /** Writes the action without its clause keyword, counting operators and functions. */
  abstract void write(Sink sink);

  /** Returns the action readably with its values, for example {@code SET total = total + 5}. */
  @Override
  public final String toString() {
    Sink.Text text = new Sink.Text();
    text.text(clause() + " ");
    write(text);
    return text.toString();
  }

  /** {@code SET path = value}. */
  static final class SetValue<T> extends UpdateAction<T> {
    private final AttributeValue value;

    SetValue(Path path, AttributeValue value) {
      super(path, Clause.SET);
      this.value = value;
    }

    @Override
    public Optional<AttributeValue> assignedValue() {
      return Optional.of(value);
    }

    @Override
    void write(Sink sink) {
      sink.path(path()).operator().text(" = ").value(value);
    }
  }

  /** {@code SET path = if_not_exists(path, value)}. */
  static final class SetIfNotExists<T> extends UpdateAction<T> {
    private final AttributeValue value;

    SetIfNotExists(Path path, AttributeValue value) {
      super(path, Clause.SET);
      this.value = value;
    }

    @Override
    void write(Sink sink) {
      sink.path(path()).operator().text(" = ");
      currentOr(sink, value);
    }
  }

  /**
   * {@code SET path = path + value} or {@code SET path = path - value}; with a {@code start},
   * {@code SET path = if_not_exists(path, start) + value}, which is how {@code ADD} of a number
   * reads a renamed attribute's former name.
   */
  static final class SetArithmetic<T> extends UpdateAction<T> {
    private final String op;
    private final AttributeValue value;
    private final AttributeValue start;

    SetArithmetic(Path path, String op, AttributeValue value, AttributeValue start) {
      super(path, Clause.SET);
      this.op = op;
      this.value = value;
      this.start = start;
    }

    @Override
    void write(Sink sink) {
      sink.path(path()).operator().text(" = ");
      if (start == null) {
        current(sink);
      } else {
        currentOr(sink, start);
      }
      sink.operator().text(" " + op + " ").value(value);
    }
  }

  /** {@code SET path = list_append(...)}, appending or prepending, optionally creating the list. */
  static final class SetListAppend<T> extends UpdateAction<T> {
    private final AttributeValue elements;
    private final boolean prepend;
    private final boolean orCreate;

    SetListAppend(Path path, AttributeValue elements, boolean prepend, boolean orCreate) {
      super(path, Clause.SET);
      this.elements = elements;
      this.prepend = prepend;
      this.orCreate = orCreate;
    }

    @Override
    void write(Sink sink) {
      sink.path(path()).operator().text(" = ");
      sink.operator().text("list_append(");
      if (prepend) {
        sink.value(elements).text(", ");
        list(sink);
      } else {
        list(sink);
        sink.text(", ").value(elements);
      }
      sink.text(")");
    }

    private void list(Sink sink) {
      if (orCreate) {
        currentOr(sink, ListRef.emptyList());
      } else {
        current(sink);
      }
    }
  }

  /** {@code REMOVE path}. */
  static final class Remove<T> extends UpdateAction<T> {
    Remove(Path path) {
      super(path, Clause.REMOVE);
    }

    @Override
    void write(Sink sink) {
      sink.operator().path(path());
    }
  }

  /**
   * {@code ADD path value} (number addition or set union) or {@code DELETE path value} (set
   * difference).
   */
  static final class ClauseValue<T> extends UpdateAction<T> {
    private final AttributeValue value;

    ClauseValue(Clause clause, Path path, AttributeValue value) {
      super(path, clause);
      this.value = value;
    }

    static <T> ClauseValue<T> add(Path path, AttributeValue value) {
      return new ClauseValue<>(Clause.ADD, path, value);
    }

    static <T> ClauseValue<T> delete(Path path, AttributeValue value) {
      return new ClauseValue<>(Clause.DELETE, path, value);
    }

    @Override
    void write(Sink sink) {
      sink.operator().path(path()).text(" ").value(value);
    }
  }
}
