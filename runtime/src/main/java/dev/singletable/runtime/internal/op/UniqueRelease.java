package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.runtime.internal.call.Step;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * The release of an orphan {@code @Unique} guard: one whose holder's item does not store its value
 * (left by a write outside the library), which writes report and never overwrite.
 */
public final class UniqueRelease {

  private UniqueRelease() {}

  /**
   * Deletes the guard of {@code value} (its text, as {@link UniqueValueTakenException#value()} says
   * it) of the unique {@code attribute}, in one transaction with a check that the item holding it
   * does not store that value (absent, or storing another): an orphan guard. True when a guard was
   * deleted, false when there was none.
   *
   * @throws IllegalArgumentException when {@code attribute} is not unique
   * @throws IllegalStateException when the holder stores the value: the guard is no orphan
   */
  public static Step<Boolean> release(
      TableContext context, EntitySchema<?, ?> schema, String attribute, String value) {
    if (!schema.uniqueAttributes().contains(attribute)) {
      throw new IllegalArgumentException(
          schema.entityType()
              + "."
              + attribute
              + " is not @Unique (unique attributes: "
              + schema.uniqueAttributes()
              + ")");
    }
    Map<String, AttributeValue> key =
        UniqueGuards.key(
            context,
            schema.entityType(),
            new UniqueGuards.Value(attribute, value, AttributeValue.fromS(value)));
    return UniqueWrites.read(context, schema, key)
        .then(
            guard -> {
              UniqueGuards.Value held =
                  guard == null ? null : UniqueGuards.valueOf(attribute, guard);
              Map<String, AttributeValue> holder =
                  guard == null ? null : UniqueGuards.holderOf(context.layout(), guard);
              if (held == null || holder.containsValue(null)) {
                return Step.done(false);
              }
              List<TransactionAction> actions =
                  List.of(
                      UniqueGuards.notHeld(context, schema, held, holder, 0),
                      UniqueGuards.release(context, schema, held, holder, 1));
              String token = UUID.randomUUID().toString();
              return new TransactWriteOperation(
                      new Backoff(context.options().retryPolicy()),
                      TransactWriteOperation.request(actions, token),
                      actions,
                      (e, failure) -> {
                        if (e instanceof TransactionCanceledException cancelled
                            && cancelled.hasCancellationReasons()
                            && cancelled.cancellationReasons().stream()
                                .anyMatch(UniqueWrites::failedCondition)) {
                          throw new IllegalStateException(
                              schema.entityType()
                                  + "."
                                  + attribute
                                  + " = "
                                  + value
                                  + " is held by "
                                  + context.describeKey(holder)
                                  + ", which stores it (or the guard changed hands): not an"
                                  + " orphan, left alone",
                              failure);
                        }
                        throw failure;
                      })
                  .about(schema.entityType())
                  .step()
                  .map(attempts -> true);
            });
  }
}
