package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.answer;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static dev.singletable.runtime.internal.op.Widgets.request;
import static dev.singletable.runtime.internal.op.Widgets.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.ItemsByKey;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;

/** The re-send decisions of both batches, driven step by step without a network. */
class BatchOperationsTest {

  private final TableContext context = Widgets.context();
  private final Backoff backoff =
      new Backoff(new RetryPolicy(2, Duration.ofMillis(10), Duration.ofMillis(10)), () -> 0.5);

  private KeyReads keys(int count) {
    KeyReads keys = new KeyReads(context);
    for (int i = 0; i < count; i++) {
      keys.add(SCHEMA, "w" + i);
    }
    return keys;
  }

  private static List<Map<String, AttributeValue>> keysOf(BatchGetItemRequest request) {
    return request.requestItems().get("Widgets").keys();
  }

  private static BatchGetItemResponse found(
      List<Map<String, AttributeValue>> items, List<Map<String, AttributeValue>> unprocessed) {
    return BatchGetItemResponse.builder()
        .responses(Map.of("Widgets", items))
        .unprocessedKeys(
            unprocessed.isEmpty()
                ? Map.of()
                : Map.of("Widgets", KeysAndAttributes.builder().keys(unprocessed).build()))
        .build();
  }

  @Test
  void unprocessedKeysLeadTheNextRequestAfterAJitteredWaitAndItemsMatchTheirTypedKeys() {
    Step<ItemsByKey> first = new BatchGetOperation(context, backoff, keys(150), true).step();
    BatchGetItemRequest sent = request(first, ApiCall.BATCH_GET_ITEM);
    assertThat(keysOf(sent)).hasSize(100);
    assertThat(sent.requestItems().get("Widgets").consistentRead()).isTrue();

    Widget w0 = new Widget("w0", null, 0, 1, null);
    Step<ItemsByKey> wait = answer(first, found(List.of(item(w0)), List.of(SCHEMA.keyItem("w7"))));
    assertThat(wait)
        .isInstanceOfSatisfying(
            Step.Wait.class, w -> assertThat(w.delay()).isEqualTo(Duration.ofMillis(5)));

    Step<ItemsByKey> second = ((Step.Wait<ItemsByKey>) wait).then().get();
    List<Map<String, AttributeValue>> resent = keysOf(request(second, ApiCall.BATCH_GET_ITEM));
    assertThat(resent).hasSize(51).first().isEqualTo(SCHEMA.keyItem("w7"));

    ItemsByKey items = result(answer(second, found(List.of(), List.of())));
    assertThat(items.keyCount()).isEqualTo(150);
    assertThat(items.get(SCHEMA, "w0")).contains(w0);
    assertThat(items.get(SCHEMA, "w7")).isEmpty();
  }

  @Test
  void aKeyStillUnprocessedAfterThePolicysAttemptsStopsTheBatchWithAFullReport() {
    Widget w1 = new Widget("w1", null, 0, 1, null);
    Step<ItemsByKey> first = new BatchGetOperation(context, backoff, keys(3), false).step();
    Step<ItemsByKey> wait = answer(first, found(List.of(item(w1)), List.of(SCHEMA.keyItem("w0"))));
    Step<ItemsByKey> second = ((Step.Wait<ItemsByKey>) wait).then().get();
    // w2 was processed and not found; only w0 is sent again
    assertThat(keysOf(request(second, ApiCall.BATCH_GET_ITEM)))
        .containsExactly(SCHEMA.keyItem("w0"));

    assertThatThrownBy(() -> answer(second, found(List.of(), List.of(SCHEMA.keyItem("w0")))))
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notRead(String.class)).containsExactly("w0");
              assertThat(e.itemsRead(Widget.class)).containsExactly(w1);
              assertThat(e.attempts()).isEqualTo(2);
            });
  }

  @Test
  void throttlingResendsTheWholeRequestAndAnyOtherFailureStopsTheBatch() {
    Step<ItemsByKey> first = new BatchGetOperation(context, backoff, keys(2), false).step();
    Step<ItemsByKey> wait = fail(first, error("ProvisionedThroughputExceededException"));
    Step<ItemsByKey> again = ((Step.Wait<ItemsByKey>) wait).then().get();
    assertThat(keysOf(request(again, ApiCall.BATCH_GET_ITEM))).hasSize(2);

    Step<ItemsByKey> other = new BatchGetOperation(context, backoff, keys(2), false).step();
    assertThatThrownBy(() -> fail(other, error("ValidationException")))
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notRead()).hasSize(2);
              assertThat(e.getCause())
                  .isInstanceOfSatisfying(
                      RequestFailedException.class,
                      cause -> assertThat(cause.operation()).isEqualTo("BatchGetItem"));
            });
  }

  @Test
  void anInterruptedWaitReportsEveryWriteNotApplied() {
    List<BatchWriteEntry> deletes = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      deletes.add(BatchWriteEntry.delete(context, SCHEMA, "w" + i, i));
    }
    Step<Integer> first = new BatchWriteOperation(context, backoff, deletes).step();
    BatchWriteItemRequest sent = request(first, ApiCall.BATCH_WRITE_ITEM);
    assertThat(sent.requestItems().get("Widgets")).hasSize(25);

    Step<Integer> wait = fail(first, error("ThrottlingException"));
    assertThat(((Step.Wait<Integer>) wait).onInterrupt().get())
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notDeleted(String.class)).hasSize(30).startsWith("w0", "w1");
              assertThat(e.getCause()).hasMessageContaining("interrupted");
            });
  }
}
