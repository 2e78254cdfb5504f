package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Things.ScriptedClient;
import dev.singletable.runtime.failure.BatchIncompleteException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.op.Backoff;
import dev.singletable.runtime.internal.op.BatchWriteEntry;
import dev.singletable.runtime.internal.op.BatchWriteOperation;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Splitting, re-sending and reporting of BatchWriteItem, against a scripted client. */
class BatchWriteRetryTest {

  private final ScriptedClient client = new ScriptedClient();
  private final TableContext context = Things.table(client).context();

  private List<BatchWriteEntry> deletes(int count) {
    List<BatchWriteEntry> entries = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      entries.add(BatchWriteEntry.delete(context, Things.ThingSchema.INSTANCE, "t" + i, i));
    }
    return entries;
  }

  private int write(List<BatchWriteEntry> entries) {
    return context
        .syncCaller()
        .run(new BatchWriteOperation(context, new Backoff(Things.FAST), entries).step());
  }

  /** Leaves all but the first {@code keep} writes of the request unprocessed. */
  private static BatchWriteItemResponse keepFirst(
      Map<String, List<WriteRequest>> request, int keep) {
    List<WriteRequest> writes = request.get("Things");
    return BatchWriteItemResponse.builder()
        .unprocessedItems(
            Map.of("Things", writes.subList(Math.min(keep, writes.size()), writes.size())))
        .build();
  }

  @Test
  void splitsIntoRequestsOfTwentyFiveAndResendsUnprocessedWritesFirst() {
    client.batchAnswers.add(request -> keepFirst(request.requestItems(), 20));

    int requests = write(deletes(60));

    assertThat(requests).isEqualTo(3);
    assertThat(client.batches)
        .extracting(b -> b.requestItems().get("Things").size())
        .containsExactly(25, 25, 15);
    // the 5 unprocessed writes of the first request lead the second one
    assertThat(
            client
                .batches
                .get(1)
                .requestItems()
                .get("Things")
                .get(0)
                .deleteRequest()
                .key()
                .get("PK")
                .s())
        .isEqualTo("THING#t20");
  }

  @Test
  void exhaustedAttemptsListExactlyWhatWasNotWritten() {
    // DynamoDB keeps leaving t0 unprocessed; each request re-sends it first, then 24 new writes
    for (int i = 0; i < 10; i++) {
      client.batchAnswers.add(
          request ->
              BatchWriteItemResponse.builder()
                  .unprocessedItems(
                      Map.of(
                          "Things",
                          request.requestItems().get("Things").stream()
                              .filter(
                                  write ->
                                      write.deleteRequest().key().get("PK").s().equals("THING#t0"))
                              .toList()))
                  .build());
    }
    assertThatThrownBy(() -> write(deletes(200)))
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              // t0 was sent maxAttempts (4) times; t1..t96 were written; t97..t199 were never sent
              List<String> expected = new ArrayList<>(List.of("t0"));
              for (int i = 97; i < 200; i++) {
                expected.add("t" + i);
              }
              assertThat(e.notDeleted(String.class)).containsExactlyElementsOf(expected);
              assertThat(e.notWritten()).isEmpty();
              assertThat(e.attempts()).isEqualTo(Things.FAST.maxAttempts());
              assertThat(e.getCause()).isNull();
              assertThat(e.getMessage())
                  .startsWith(
                      "BatchWriteItem left 104 requests unprocessed after 4 attempts: delete Thing"
                          + " PK=THING#t0, SK=THING; delete Thing PK=THING#t97, SK=THING;")
                  .endsWith("and 94 more");
            });
    assertThat(client.batches).hasSize(4);
  }

  @Test
  void aFailedRequestStopsTheBatchAndListsEveryWriteNotApplied() {
    client.batchAnswers.add(request -> BatchWriteItemResponse.builder().build());
    client.batchAnswers.add(
        request -> {
          throw Things.error("ResourceNotFoundException", 400);
        });
    assertThatThrownBy(() -> write(deletes(60)))
        .isInstanceOfSatisfying(
            BatchIncompleteException.class,
            e -> {
              assertThat(e.notDeleted()).hasSize(35).first().isEqualTo("t25");
              assertThat(e.getCause())
                  .isInstanceOfSatisfying(
                      RequestFailedException.class,
                      cause -> assertThat(cause.operation()).isEqualTo("BatchWriteItem"));
            });
    assertThat(client.batches).hasSize(2);
  }

  @Test
  void throttlingBeyondTheSdkIsRetried() {
    client.batchAnswers.add(
        request -> {
          throw Things.error("ThrottlingException", 400);
        });
    assertThat(write(deletes(10))).isEqualTo(2);
  }
}
