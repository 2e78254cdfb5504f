package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.answer;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static dev.singletable.runtime.internal.op.Widgets.request;
import static dev.singletable.runtime.internal.op.Widgets.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.failure.CancellationReason;
import dev.singletable.runtime.failure.DuplicateItemException;
import dev.singletable.runtime.failure.IdempotencyMismatchException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.TransactionLimitException;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.IdempotentParameterMismatchException;
import software.amazon.awssdk.services.dynamodb.model.ItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;
import software.amazon.awssdk.services.dynamodb.model.TransactionInProgressException;

/** TransactGetItems and TransactWriteItems built, read and retried without a network. */
class TransactOperationsTest {

  private final TableContext context = Widgets.context();
  private final Backoff backoff =
      new Backoff(new RetryPolicy(3, Duration.ofMillis(8), Duration.ofMillis(8)), () -> 0.0);

  private static TransactionCanceledException cancelled(String... codes) {
    List<software.amazon.awssdk.services.dynamodb.model.CancellationReason> reasons =
        new ArrayList<>();
    for (String code : codes) {
      reasons.add(
          software.amazon.awssdk.services.dynamodb.model.CancellationReason.builder()
              .code(code)
              .build());
    }
    return (TransactionCanceledException)
        TransactionCanceledException.builder()
            .cancellationReasons(reasons)
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode("TransactionCanceledException").build())
            .build();
  }

  @Test
  void aTransactionalReadMatchesResponsesToKeysInRequestOrder() {
    KeyReads keys = new KeyReads(context);
    keys.add(SCHEMA, "w1");
    keys.add(SCHEMA, "w2");
    Step<ItemsByKey> step = new TransactGetOperation(context, backoff, keys).step();
    TransactGetItemsRequest request = request(step, ApiCall.TRANSACT_GET_ITEMS);
    assertThat(request.transactItems())
        .extracting(get -> get.get().key())
        .containsExactly(SCHEMA.keyItem("w1"), SCHEMA.keyItem("w2"));

    Widget w2 = new Widget("w2", null, 0, 1, null);
    ItemsByKey items =
        result(
            answer(
                step,
                TransactGetItemsResponse.builder()
                    .responses(
                        ItemResponse.builder().build(),
                        ItemResponse.builder().item(item(w2)).build())
                    .build()));
    assertThat(items.get(SCHEMA, "w1")).isEmpty();
    assertThat(items.get(SCHEMA, "w2")).contains(w2);
    assertThat(
            result(new TransactGetOperation(context, backoff, new KeyReads(context)).step())
                .keyCount())
        .isZero();
  }

  @Test
  void conflictsAreRetriedAfterAWaitUntilThePolicysAttemptsAreSpent() {
    KeyReads keys = new KeyReads(context);
    keys.add(SCHEMA, "w1");
    Step<ItemsByKey> first = new TransactGetOperation(context, backoff, keys).step();
    Step<ItemsByKey> second =
        ((Step.Wait<ItemsByKey>) fail(first, cancelled("TransactionConflict"))).then().get();
    Step<ItemsByKey> third =
        ((Step.Wait<ItemsByKey>) fail(second, cancelled("TransactionConflict"))).then().get();
    assertThatThrownBy(() -> fail(third, cancelled("TransactionConflict")))
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(3);
              assertThat(e.isTransient()).isTrue();
              assertThat(e.reasons())
                  .extracting(CancellationReason::action, CancellationReason::key)
                  .containsExactly(tuple("Get", "PK=WIDGET#w1, SK=A"));
            });
    assertThatThrownBy(() -> fail(first, error("ValidationException")))
        .isInstanceOf(RequestFailedException.class);
  }

  @Test
  void aWriteIsTheSingleItemRequestsReWrappedAndItsFailuresAreTyped() {
    NumberRef<Widget, Integer> count =
        new NumberRef<>(Path.attribute("count"), n -> AttributeValue.fromN(n.toString()));
    TransactionActions actions =
        TransactionActions.empty()
            .plus(
                TransactionAction.put(
                    context, SCHEMA, new Widget("w1", null, 0, 3, null), null, false, NOW, 0))
            .plus(
                TransactionAction.update(
                    context,
                    SCHEMA,
                    "w2",
                    UpdateSpec.of(false).withActions(List.of(count.increment(1))),
                    NOW,
                    1));
    TransactWriteItemsRequest request = TransactWriteOperation.request(actions.list(), "token-1");
    TransactWriteItem put = request.transactItems().get(0);
    assertThat(put.put().item())
        .isEqualTo(
            new PutItemOperation<>(
                    context, SCHEMA, new Widget("w1", null, 0, 3, null), null, false, NOW)
                .request()
                .item());
    assertThat(put.put().conditionExpression()).isEqualTo("#n0 = :v0");
    assertThat(request.transactItems().get(1).update().updateExpression())
        .isEqualTo(
            new UpdateItemOperation<>(
                    context,
                    SCHEMA,
                    "w2",
                    UpdateSpec.of(false).withActions(List.of(count.increment(1))),
                    ReturnValue.NONE,
                    NOW)
                .request()
                .updateExpression());
    assertThat(actions.list().get(0).stored()).isEqualTo(new Widget("w1", null, 0, 4, null));

    TransactWriteOperation write = new TransactWriteOperation(backoff, request, actions.list());
    assertThat(write.failure(cancelled("None", "ConditionalCheckFailed"), 1))
        .isInstanceOfSatisfying(
            TransactionCancelledException.class,
            e -> {
              assertThat(e.isTransient()).isFalse();
              assertThat(e.conditionFailures())
                  .singleElement()
                  .satisfies(
                      reason -> {
                        assertThat(reason.action()).isEqualTo("Update");
                        assertThat(reason.toString()).contains("the item does not exist");
                      });
            });
    assertThat(
            write.failure(
                (IdempotentParameterMismatchException)
                    IdempotentParameterMismatchException.builder().message("reused").build(),
                1))
        .isInstanceOfSatisfying(
            IdempotencyMismatchException.class,
            e -> assertThat(e.idempotencyToken()).isEqualTo("token-1"));
    assertThat(write.failure(error("ValidationException"), 1))
        .isInstanceOf(RequestFailedException.class);
    Step<Integer> first = write.step();
    assertThat(
            fail(
                first,
                (TransactionInProgressException)
                    TransactionInProgressException.builder()
                        .awsErrorDetails(
                            AwsErrorDetails.builder()
                                .errorCode("TransactionInProgressException")
                                .build())
                        .build()))
        .isInstanceOf(Step.Wait.class);
    assertThat(result(answer(first, null))).isEqualTo(1);
  }

  @Test
  void theActionsOfATransactionAreAnImmutableValueCheckedAsTheyGrow() {
    NumberRef<Widget, Long> version =
        new NumberRef<>(Path.attribute("version"), v -> AttributeValue.fromN(v.toString()));
    TransactionAction check = TransactionAction.check(context, SCHEMA, "w1", version.gt(0L), 0);
    TransactionActions one = TransactionActions.empty().plus(check);
    assertThat(TransactionActions.empty().isEmpty()).isTrue();
    assertThat(one.size()).isOne();
    assertThatThrownBy(() -> one.plus(TransactionAction.delete(context, SCHEMA, "w1", null, 1)))
        .isInstanceOf(DuplicateItemException.class);
    assertThat(one.size()).isOne();

    TransactionActions full = TransactionActions.empty();
    for (int i = 0; i < Limits.TRANSACTION_ITEMS; i++) {
      full = full.plus(TransactionAction.delete(context, SCHEMA, "w" + i, null, i));
    }
    TransactionActions hundred = full;
    assertThatThrownBy(
            () -> hundred.plus(TransactionAction.delete(context, SCHEMA, "x", null, 100)))
        .isInstanceOf(TransactionLimitException.class)
        .hasMessageContaining("would be action 101");
  }

  @Test
  void anItemIsATableAndAKeySoTheSameKeyInAnotherTableIsAnotherItem() {
    TableContext other =
        new TableContext(
            Widgets.client(),
            Widgets.LAYOUT,
            DbOptions.builder().tableName("Widgets-2").clock(context.options().clock()).build());
    TransactionActions both =
        TransactionActions.empty()
            .plus(TransactionAction.delete(context, SCHEMA, "w1", null, 0))
            .plus(TransactionAction.delete(other, SCHEMA, "w1", null, 0).at(1));
    assertThat(both.list())
        .extracting(TransactionAction::table, TransactionAction::position)
        .containsExactly(tuple(context.tableName(), 0), tuple("Widgets-2", 1));
    assertThatThrownBy(() -> both.plus(TransactionAction.delete(other, SCHEMA, "w1", null, 2)))
        .isInstanceOfSatisfying(
            DuplicateItemException.class,
            e -> {
              assertThat(e.firstPosition()).isEqualTo(1);
              assertThat(e.secondPosition()).isEqualTo(2);
            });

    List<TransactionAction> actions = both.list();
    TransactWriteOperation operation =
        new TransactWriteOperation(
            backoff, TransactWriteOperation.request(actions, "token"), actions);
    List<CancellationReason<?>> reasons =
        operation.reasons(cancelled("None", "ConditionalCheckFailed"));
    assertThat(reasons)
        .extracting(CancellationReason::table)
        .containsExactly(context.tableName(), "Widgets-2");
    TransactionCancelledException e =
        new TransactionCancelledException("TransactWriteItems", reasons, "token", 1, null);
    assertThat(e.getMessage())
        .contains("#1 Delete Widget in Widgets-2 PK=WIDGET#w1, SK=A: ConditionalCheckFailed");
  }
}
