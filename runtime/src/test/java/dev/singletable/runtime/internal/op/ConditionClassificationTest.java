package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.NOW_SECONDS;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.conditionFailed;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;

/**
 * A failed condition is read from the condition the library wrote; the current item, when DynamoDB
 * returns it, only narrows it down, and its absence is never read as "the item does not exist".
 */
class ConditionClassificationTest {

  private static final StringRef<Widget> STATUS = new StringRef<>(Path.attribute("status"));

  private final TableContext context = Widgets.context();
  private final Widget widget = new Widget("w1", "OPEN", 3, 2, null);

  @Test
  void aCreateThatFailedIsAlreadyExistsWithOrWithoutTheOldItem() {
    PutItemOperation<Widget> create =
        new PutItemOperation<>(context, SCHEMA, widget, null, true, NOW);

    assertThat(create.failure(conditionFailed(null)))
        .isInstanceOfSatisfying(
            ItemAlreadyExistsException.class,
            e -> {
              assertThat(e.currentItem()).isEmpty();
              assertThat(e.getMessage()).doesNotContain("does not exist");
            });
    assertThat(create.failure(conditionFailed(item(widget))))
        .isInstanceOfSatisfying(
            ItemAlreadyExistsException.class,
            e -> assertThat(e.currentItem(Widget.class)).contains(widget));
  }

  @Test
  void aVersionedPutWithoutTheOldItemIsAVersionConflict() {
    PutItemOperation<Widget> put =
        new PutItemOperation<>(context, SCHEMA, widget, null, false, NOW);

    assertThat(put.failure(conditionFailed(null)))
        .isInstanceOfSatisfying(
            OptimisticLockException.class,
            e ->
                assertThat(e.getMessage())
                    .isEqualTo(
                        "Widget PK=WIDGET#w1, SK=A is no longer at version 2; read it again and"
                            + " retry the change"));
  }

  @Test
  void whenSeveralChecksMayHaveFailedTheMessageNamesThemWithoutGuessing() {
    PutItemOperation<Widget> conditional =
        new PutItemOperation<>(context, SCHEMA, widget, STATUS.eq("DONE"), false, NOW);

    assertThat(conditional.failure(conditionFailed(null)))
        .isExactlyInstanceOf(ConditionFailedException.class)
        .hasMessage(
            "the condition on Widget PK=WIDGET#w1, SK=A did not hold: the caller's condition, or"
                + " the item must be at version 2 (DynamoDB did not return the item)");
    // With the item, its version tells which check failed.
    assertThat(conditional.failure(conditionFailed(item(new Widget("w1", "OPEN", 3, 7, null)))))
        .isInstanceOf(OptimisticLockException.class);
    assertThat(conditional.failure(conditionFailed(item(widget))))
        .isExactlyInstanceOf(ConditionFailedException.class)
        .hasMessage("the condition on Widget PK=WIDGET#w1, SK=A did not hold");
  }

  @Test
  void anUpdateIsNotFoundOnlyWhenNothingElseCanHaveFailed() {
    UpdateSpec plain = UpdateSpec.of(false).withActions(List.of(STATUS.set("DONE")));
    assertThat(update(plain).failure(conditionFailed(null)))
        .isInstanceOf(ItemNotFoundException.class);
    assertThat(
            update(plain)
                .failure(conditionFailed(item(new Widget("w1", "OPEN", 0, 1, NOW_SECONDS)))))
        .as("an expired item is gone for updates")
        .isInstanceOf(ItemNotFoundException.class);

    assertThat(update(plain.withExpectedVersion(4)).failure(conditionFailed(null)))
        .isInstanceOf(OptimisticLockException.class);

    assertThat(update(plain.withCondition(STATUS.eq("OPEN"))).failure(conditionFailed(null)))
        .isExactlyInstanceOf(ConditionFailedException.class)
        .hasMessageContaining("the caller's condition, or the item must exist")
        .hasMessageNotContaining("does not exist");
  }

  @Test
  void aTransactionReasonSaysNoMoreThanIsKnown() {
    software.amazon.awssdk.services.dynamodb.model.CancellationReason failedWithoutItem =
        software.amazon.awssdk.services.dynamodb.model.CancellationReason.builder()
            .code("ConditionalCheckFailed")
            .build();

    CancellationReason create =
        TransactionAction.put(context, SCHEMA, widget, null, true, NOW, 0)
            .reason(failedWithoutItem);
    assertThat(create.toString()).endsWith("ConditionalCheckFailed (already exists)");
    assertThat(create.versionConflict()).isFalse();

    CancellationReason put =
        TransactionAction.put(context, SCHEMA, widget, null, false, NOW, 1)
            .reason(failedWithoutItem);
    assertThat(put.versionConflict()).isTrue();
    assertThat(put.toString()).endsWith("(is no longer at version 2)");

    CancellationReason check =
        TransactionAction.check(context, SCHEMA, "w1", STATUS.eq("OPEN"), 2)
            .reason(failedWithoutItem);
    assertThat(check.toString()).endsWith("(the condition did not hold)");
  }

  private UpdateItemOperation<Widget, String> update(UpdateSpec spec) {
    return new UpdateItemOperation<>(context, SCHEMA, "w1", spec, ReturnValue.ALL_NEW, NOW);
  }
}
