package dev.singletable.runtime.internal;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The expressions of requests (generated-code contract and runtime, not API): a {@link Writer} per
 * request renders conditions, filters, updates and projections with placeholders, and a {@link
 * Template} is a condition rendered before any call, whose calls only bind values: the filters of
 * declared reads (rendered by the processor, a constant of the generated Db) and the checks the
 * runtime adds to writes and reads.
 *
 * <p>The syntax of conditions and actions, and DynamoDB's rules for expressions and values, stay
 * package-private in {@code dev.singletable.runtime.expression}, which implements {@link Renderer}
 * and installs it here when its classes initialise, so that they reach the runtime without becoming
 * API.
 */
public final class Expressions {

  /**
   * The placeholder space of one request: Query, Scan and UpdateItem share one across their key
   * condition, filter, condition, projection and update expressions. A refused expression leaves
   * the writer as it was. Refusals are {@link IllegalArgumentException}s naming the rule, the
   * offending part and the fix.
   */
  public interface Writer {

    /** The placeholder of a single attribute name (a whole name, never split at dots). */
    String name(String attributeName);

    /** A new placeholder for {@code value}, after checking it as DynamoDB would. */
    String value(AttributeValue value);

    /** A ConditionExpression or FilterExpression, after checking DynamoDB's limits. */
    String condition(Condition<?> condition);

    /** An UpdateExpression, clauses in the order SET, REMOVE, ADD, DELETE. */
    String update(Collection<? extends UpdateAction<?>> actions);

    /** A ProjectionExpression; duplicates and paths inside another listed path are dropped. */
    String projection(Collection<Path> paths);

    /** The ExpressionAttributeNames in placeholder order, read-only, or null when none. */
    Map<String, String> names();

    /** The ExpressionAttributeValues in placeholder order, read-only, or null when none. */
    Map<String, AttributeValue> values();
  }

  /**
   * A condition rendered before any call: its text with placeholders {@code #n0, #n1...} for its
   * names and {@code :v0, :v1...} for its values in the order they appear, and its names. Placed
   * into an empty writer, a bound template is its text as it is; anywhere else its placeholders are
   * renumbered as the writer's. Immutable and shared.
   *
   * @param <T> the entity type whose attributes the condition reads ({@code Object}: any item)
   */
  public interface Template<T> {

    /**
     * This condition with {@code values} for its value placeholders, in order; each checked as
     * DynamoDB would when the condition is rendered.
     *
     * @throws IllegalArgumentException for a null value or a count other than the template's
     */
    Condition<T> bind(AttributeValue... values);

    /**
     * The same text with other names: the checks the runtime adds, whose text is fixed and whose
     * names are the table's and the entity's.
     */
    Template<T> withNames(String... names);
  }

  /**
   * An encoder whose values may also be stored in former forms while a migration rewrites them (an
   * enum whose constants were renamed, {@code @Formerly("SENT") SHIPPED}): equality and {@code IN}
   * conditions of its references match every form.
   *
   * @param <V> the Java type of the values
   */
  public interface FormerValues<V> {

    /** The forms {@code value} was stored in before, other than its encoding; empty for none. */
    List<AttributeValue> formerValues(V value);
  }

  /** What the expression package lends the runtime; installed once. */
  public interface Renderer {

    Writer writer(String subject);

    <T> Template<T> template(String text, String... names);

    void checkItem(Map<String, AttributeValue> item, String subject);

    <V> AttributeValue formerOrEncoded(AttributeRef<?, V> reference, V value);
  }

  private static volatile Renderer installed;

  private Expressions() {}

  /**
   * Installs the expression package's renderer; called once by that package, later calls are
   * ignored.
   */
  public static synchronized void install(Renderer renderer) {
    if (installed == null) {
      installed = renderer;
    }
  }

  /**
   * A writer for one request about {@code subject} (an entity type or a collection, named by the
   * refusals of values; may be null).
   */
  public static Writer writer(String subject) {
    return renderer().writer(subject);
  }

  /**
   * The template of {@code text}, with {@code names} for its name placeholders in order.
   *
   * @throws IllegalArgumentException when the text is no condition the template syntax reads, or
   *     its placeholders do not match the names
   */
  public static <T> Template<T> template(String text, String... names) {
    return renderer().template(text, names);
  }

  /**
   * Checks every attribute of an item against DynamoDB's rules for values (the rules every value of
   * an expression passes too).
   *
   * @param subject the entity type (or collection) for messages
   * @throws IllegalArgumentException naming the attribute and the rule it breaks
   */
  public static void checkItem(Map<String, AttributeValue> item, String subject) {
    renderer().checkItem(item, subject);
  }

  /**
   * The form {@code value} was stored in before a migration renamed it (an enum constant's former
   * name, {@code @Formerly("SENT") SHIPPED}), or its encoding where it has none; null for null. The
   * second value a declared read's filter binds on such an attribute: {@code (#n0 = :v0 OR #n0 =
   * :v1)}.
   */
  public static <V> AttributeValue formerOrEncoded(AttributeRef<?, V> reference, V value) {
    return value == null ? null : renderer().formerOrEncoded(reference, value);
  }

  private static Renderer renderer() {
    Renderer renderer = installed;
    if (renderer == null) {
      // Initialising Path initialises the expression package's renderer, which installs itself.
      Path.attribute("x");
      renderer = installed;
    }
    return renderer;
  }
}
