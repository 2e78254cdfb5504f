package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.runtime.internal.Expressions;
import dev.singletable.runtime.internal.ItemSize;
import dev.singletable.runtime.internal.Layout;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;

/**
 * The guard items of {@code @Unique} attributes. A value's guard has the table key {@code
 * UNIQUE#<EntityType>#<attribute>#<value>} (the same text as partition and sort key, so that no
 * index keyed by the sort key gathers the guards in one partition) and names the key of the item
 * that holds the value ({@code heldBy<PK>}, {@code heldBy<SK>}). Taking a value puts its guard on
 * condition that it is absent or already held by the same key; releasing it deletes it on the same
 * condition, so no write ever overwrites or removes another key's guard.
 */
public final class UniqueGuards {

  /** The entity-type attribute of every guard: not a Java name, so no entity's type. */
  public static final String GUARD_TYPE = "singletable:unique";

  /** The attributes naming what a guard holds, read back when a value is found taken. */
  static final String ENTITY = "uniqueEntity";

  static final String ATTRIBUTE = "uniqueAttribute";
  static final String VALUE = "uniqueValue";
  static final String HELD_BY = "heldBy";

  private static final Expressions.Template<Object> FREE_OR_MINE =
      Expressions.template(
          "attribute_not_exists(#n0) OR (#n1 = :v0 AND #n2 = :v1)", "PK", "a", "b");
  private static final Expressions.Template<Object> FREE_OR_MINE_NO_SORT =
      Expressions.template("attribute_not_exists(#n0) OR #n1 = :v0", "PK", "a");
  private static final Expressions.Template<Object> EQUALS = Expressions.template("#n0 = :v0", "a");
  private static final Expressions.Template<Object> ABSENT =
      Expressions.template("attribute_not_exists(#n0)", "a");

  /**
   * One value of a unique attribute: its text keys the guard, which also keeps it as stored; two
   * values are the same when their texts are (a number's text is canonical).
   */
  public record Value(String attribute, String text, AttributeValue stored) {

    @Override
    public boolean equals(Object other) {
      return other instanceof Value value
          && attribute.equals(value.attribute)
          && text.equals(value.text);
    }

    @Override
    public int hashCode() {
      return attribute.hashCode() * 31 + text.hashCode();
    }
  }

  private UniqueGuards() {}

  /** The values of {@code schema}'s unique attributes in {@code item}, null ones left out. */
  public static List<Value> values(EntitySchema<?, ?> schema, Map<String, AttributeValue> item) {
    List<Value> values = new ArrayList<>();
    if (item == null) {
      return values;
    }
    for (String attribute : schema.uniqueAttributes()) {
      String text = text(item.get(attribute));
      if (text != null) {
        values.add(new Value(attribute, text, item.get(attribute)));
      }
    }
    return values;
  }

  /**
   * The text of a stored scalar, or null for an absent or null value: a string as it is, a number
   * in canonical form (DynamoDB holds {@code 1} and {@code 1.0} as one number), a boolean.
   */
  static String text(AttributeValue value) {
    if (value == null || Boolean.TRUE.equals(value.nul())) {
      return null;
    }
    if (value.s() != null) {
      return value.s();
    }
    if (value.n() != null) {
      BigDecimal number = new BigDecimal(value.n());
      return number.signum() == 0 ? "0" : number.stripTrailingZeros().toPlainString();
    }
    if (value.bool() != null) {
      return value.bool().toString();
    }
    if (value.b() != null) {
      return Base64.getEncoder().encodeToString(value.b().asByteArray());
    }
    return null;
  }

  /**
   * The table key of a value's guard.
   *
   * @throws IllegalArgumentException when the key would pass DynamoDB's limit of 1,024 bytes for a
   *     sort key (2,048 for a partition key), before anything is sent
   */
  static Map<String, AttributeValue> key(TableContext context, String entityType, Value value) {
    Layout layout = context.layout();
    char d = layout.delimiter();
    String text = "UNIQUE" + d + entityType + d + value.attribute() + d + value.text();
    int bytes = text.getBytes(StandardCharsets.UTF_8).length;
    int limit = layout.sortKey() == null ? 2048 : 1024;
    if (bytes > limit) {
      throw new IllegalArgumentException(
          entityType
              + "."
              + value.attribute()
              + " is @Unique, and its guard key for this value would be "
              + bytes
              + " bytes, over DynamoDB's limit of "
              + limit
              + "; keep the value shorter");
    }
    Map<String, AttributeValue> key = new LinkedHashMap<>();
    key.put(layout.partitionKey(), AttributeValue.fromS(text));
    if (layout.sortKey() != null) {
      key.put(layout.sortKey(), AttributeValue.fromS(text));
    }
    return key;
  }

  /** A put of the value's guard, held by {@code holder}, unless another key holds it. */
  static TransactionAction take(
      TableContext context,
      EntitySchema<?, ?> schema,
      Value value,
      Map<String, AttributeValue> holder,
      int position) {
    Map<String, AttributeValue> key = key(context, schema.entityType(), value);
    Map<String, AttributeValue> item = new LinkedHashMap<>(key);
    item.put(context.layout().entityTypeAttribute(), AttributeValue.fromS(GUARD_TYPE));
    item.put(ENTITY, AttributeValue.fromS(schema.entityType()));
    item.put(ATTRIBUTE, AttributeValue.fromS(value.attribute()));
    item.put(VALUE, value.stored());
    holder.forEach((name, v) -> item.put(HELD_BY + name, v));
    Expressions.Writer writer = Expressions.writer(schema.entityType());
    Put put =
        Put.builder()
            .tableName(context.tableName())
            .item(item)
            .conditionExpression(writer.condition(freeOrMine(context, holder)))
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    TransactWriteItem action = TransactWriteItem.builder().put(put).build();
    return TransactionAction.ofItem(
        context, position, TransactionAction.Kind.PUT, schema, key, action, ItemSize.of(item));
  }

  /** A delete of the value's guard, unless another key holds it. */
  static TransactionAction release(
      TableContext context,
      EntitySchema<?, ?> schema,
      Value value,
      Map<String, AttributeValue> holder,
      int position) {
    Map<String, AttributeValue> key = key(context, schema.entityType(), value);
    Expressions.Writer writer = Expressions.writer(schema.entityType());
    Delete delete =
        Delete.builder()
            .tableName(context.tableName())
            .key(key)
            .conditionExpression(writer.condition(freeOrMine(context, holder)))
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .returnValuesOnConditionCheckFailure(ReturnValuesOnConditionCheckFailure.ALL_OLD)
            .build();
    TransactWriteItem action = TransactWriteItem.builder().delete(delete).build();
    long bytes = ItemSize.of(key) + ItemSize.of(writer.values());
    return TransactionAction.ofItem(
        context, position, TransactionAction.Kind.DELETE, schema, key, action, bytes);
  }

  private static Condition<Object> freeOrMine(
      TableContext context, Map<String, AttributeValue> holder) {
    Layout layout = context.layout();
    String pk = layout.partitionKey();
    if (layout.sortKey() == null) {
      return FREE_OR_MINE_NO_SORT.withNames(pk, HELD_BY + pk).bind(holder.get(pk));
    }
    String sk = layout.sortKey();
    return FREE_OR_MINE
        .withNames(pk, HELD_BY + pk, HELD_BY + sk)
        .bind(holder.get(pk), holder.get(sk));
  }

  /**
   * A check that the item with {@code holder}'s key does not store {@code value}: absent, or
   * holding another value (or none) in the attribute.
   */
  static TransactionAction notHeld(
      TableContext context,
      EntitySchema<?, ?> schema,
      Value value,
      Map<String, AttributeValue> holder,
      int position) {
    Expressions.Writer writer = Expressions.writer(schema.entityType());
    Condition<Object> absent = ABSENT.withNames(context.layout().partitionKey()).bind();
    Condition<Object> other =
        ABSENT
            .withNames(value.attribute())
            .bind()
            .or(EQUALS.withNames(value.attribute()).bind(value.stored()).not());
    ConditionCheck check =
        ConditionCheck.builder()
            .tableName(context.tableName())
            .key(holder)
            .conditionExpression(writer.condition(absent.or(other)))
            .expressionAttributeNames(writer.names())
            .expressionAttributeValues(writer.values())
            .build();
    TransactWriteItem action = TransactWriteItem.builder().conditionCheck(check).build();
    long bytes = ItemSize.of(holder) + ItemSize.of(writer.values());
    return TransactionAction.ofItem(
        context, position, TransactionAction.Kind.CHECK, schema, holder, action, bytes);
  }

  /**
   * The stored values of the unique attributes are still {@code old}'s (absent where {@code old}
   * has none): the entity's write holds on the guards the transaction releases and takes.
   */
  static Condition<Object> unchanged(EntitySchema<?, ?> schema, Map<String, AttributeValue> old) {
    Condition<Object> all = null;
    for (String attribute : schema.uniqueAttributes()) {
      AttributeValue value = old == null ? null : old.get(attribute);
      Condition<Object> one =
          text(value) == null
              ? ABSENT.withNames(attribute).bind()
              : EQUALS.withNames(attribute).bind(value);
      all = all == null ? one : all.and(one);
    }
    return all;
  }

  /** The value a guard item holds, or null when the item is no guard of {@code attribute}. */
  static Value valueOf(String attribute, Map<String, AttributeValue> guard) {
    AttributeValue stored = guard.get(VALUE);
    String text = text(stored);
    return text == null ? null : new Value(attribute, text, stored);
  }

  /** The key a guard item names as its holder. */
  static Map<String, AttributeValue> holderOf(Layout layout, Map<String, AttributeValue> guard) {
    Map<String, AttributeValue> holder = new LinkedHashMap<>();
    holder.put(layout.partitionKey(), guard.get(HELD_BY + layout.partitionKey()));
    if (layout.sortKey() != null) {
      holder.put(layout.sortKey(), guard.get(HELD_BY + layout.sortKey()));
    }
    return holder;
  }

  /**
   * The value found taken by a failed guard action of a transaction: from the guard as DynamoDB
   * returned it, whose holder is not read again here ({@link
   * UniqueValueTakenException#holderExists()} is then true). Empty when no guard's condition
   * failed.
   */
  public static Optional<UniqueValueTakenException> taken(
      List<CancellationReason<?>> reasons, Exception cause) {
    for (CancellationReason<?> reason : reasons) {
      Map<String, AttributeValue> guard = reason.currentAttributes().orElse(null);
      if (!reason.conditionFailed() || guard == null || !guard.containsKey(VALUE)) {
        continue;
      }
      String holder =
          guard.entrySet().stream()
              .filter(entry -> entry.getKey().startsWith(HELD_BY))
              .sorted(Map.Entry.comparingByKey())
              .map(
                  entry ->
                      entry.getKey().substring(HELD_BY.length()) + "=" + text(entry.getValue()))
              .reduce((a, b) -> a + ", " + b)
              .orElse("?");
      return Optional.of(
          new UniqueValueTakenException(
              guard.get(ENTITY).s(),
              reason.key(),
              guard.get(ATTRIBUTE).s(),
              text(guard.get(VALUE)),
              holder,
              true,
              cause));
    }
    return Optional.empty();
  }
}
