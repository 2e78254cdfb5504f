package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.failure.CancellationReason;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A {@link CancellationReason} as the transaction operations read it from DynamoDB's answer.
 *
 * @param keyItem the item's primary key attributes
 * @param note Singletable's reading of a failed condition, or {@code null}
 * @param current the item as it is now, read as the action's entity, or {@code null}
 * @param attributes the raw attributes of the current item, or {@code null}
 */
public record Cancellation<T>(
    int position,
    String action,
    String entityType,
    String table,
    String key,
    Map<String, AttributeValue> keyItem,
    String code,
    String message,
    boolean versionConflict,
    String note,
    T current,
    Map<String, AttributeValue> attributes)
    implements CancellationReason<T> {

  public Cancellation {
    keyItem = Map.copyOf(keyItem);
    code = code == null ? NONE : code;
    attributes = attributes == null ? null : Map.copyOf(attributes);
  }

  @Override
  public Optional<String> explanation() {
    return Optional.ofNullable(note);
  }

  @Override
  public Optional<T> currentItem() {
    return Optional.ofNullable(current);
  }

  @Override
  public Optional<Map<String, AttributeValue>> currentAttributes() {
    return Optional.ofNullable(attributes);
  }

  @Override
  public boolean isFor(TableKey<?, ?> key) {
    return entityType.equals(key.entityType()) && keyItem.equals(key.toKey());
  }

  @Override
  public String toString() {
    return describe(this, false);
  }

  /**
   * For example {@code #2 Update Inventory PK=SKU#s1, SK=INVENTORY: ConditionalCheckFailed (the
   * condition did not hold)}, naming the table after the entity type when {@code withTable}.
   */
  public static String describe(CancellationReason<?> reason, boolean withTable) {
    StringBuilder text =
        new StringBuilder("#")
            .append(reason.position())
            .append(' ')
            .append(reason.action())
            .append(' ')
            .append(reason.entityType());
    if (withTable) {
      text.append(" in ").append(reason.table());
    }
    text.append(' ').append(reason.key()).append(": ").append(reason.code());
    Optional<String> explanation = reason.explanation();
    if (explanation.isPresent()) {
      text.append(" (").append(explanation.get()).append(')');
    } else if (reason.failed() && reason.message() != null) {
      text.append(" (").append(reason.message()).append(')');
    }
    return text.toString();
  }
}
