package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.answer;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static dev.singletable.runtime.internal.op.Widgets.request;
import static dev.singletable.runtime.internal.op.Widgets.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.OutcomeUnknownException;
import dev.singletable.runtime.failure.WriteConflictException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactionConflictException;

/**
 * A versioned put whose answer may have been lost is settled from the item as it now is: the
 * intended item is success, a version that shows the write was not applied is the usual failure,
 * anything else is an unknown outcome; and a transaction conflict is re-sent with backoff.
 */
class LostAnswersTest {

  private final TableContext context = Widgets.context();
  private final Widget widget = new Widget("w1", "OPEN", 3, 2, null);

  private PutItemOperation<Widget> put() {
    return new PutItemOperation<>(context, SCHEMA, widget, null, false, NOW);
  }

  /** The failed condition of an attempt the SDK sent after an earlier one's answer was lost. */
  private static ConditionalCheckFailedException failedAfterResend(
      Map<String, AttributeValue> item) {
    ConditionalCheckFailedException.Builder failure =
        ConditionalCheckFailedException.builder()
            .message("The conditional request failed")
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode("ConditionalCheckFailedException").build())
            .statusCode(400);
    failure.numAttempts(2);
    if (item != null) {
      failure.item(item);
    }
    return (ConditionalCheckFailedException) failure.build();
  }

  private static DynamoDbException internalError() {
    return (DynamoDbException)
        DynamoDbException.builder()
            .message("Internal server error")
            .awsErrorDetails(AwsErrorDetails.builder().errorCode("InternalServerError").build())
            .statusCode(500)
            .build();
  }

  @Test
  void theItemTheWriteIntendedMeansItWasApplied() {
    PutItemOperation<Widget> put = put();
    Map<String, AttributeValue> intended = put.prepared().item();

    assertThat(result(fail(put.step(), failedAfterResend(intended))))
        .isEqualTo(put.prepared().stored());
  }

  @Test
  void theNextVersionWithOtherValuesMeansSomeoneElseWroteIt() {
    Map<String, AttributeValue> theirs = item(new Widget("w1", "THEIRS", 9, 3, null));

    assertThatThrownBy(() -> fail(put().step(), failedAfterResend(theirs)))
        .isInstanceOf(OptimisticLockException.class);
  }

  @Test
  void aLaterVersionCannotTellWhetherTheWriteWasApplied() {
    Map<String, AttributeValue> later = item(new Widget("w1", "LATER", 9, 4, null));

    assertThatThrownBy(() -> fail(put().step(), failedAfterResend(later)))
        .isInstanceOfSatisfying(
            OutcomeUnknownException.class,
            e -> {
              assertThat(e.getMessage())
                  .contains("the outcome of PutItem of Widget PK=WIDGET#w1, SK=A is unknown")
                  .contains("the SDK sent it 2 times")
                  .contains("the item is now at version 4 (the write would have made version 3)");
              assertThat(e.errorCode()).isEqualTo("ConditionalCheckFailedException");
            });
  }

  @Test
  void aLostAnswerIsSettledByAConsistentReadOfTheItem() {
    PutItemOperation<Widget> put = put();
    Step<Widget> readBack = fail(put.step(), internalError());

    GetItemRequest read = request(readBack, ApiCall.GET_ITEM);
    assertThat(read.consistentRead()).isTrue();
    assertThat(read.key()).isEqualTo(SCHEMA.keyItem("w1"));
    assertThat(
            result(answer(readBack, GetItemResponse.builder().item(put.prepared().item()).build())))
        .isEqualTo(put.prepared().stored());

    // The version it expected: not applied yet, but it may still be in flight.
    Step<Widget> again = fail(put().step(), internalError());
    assertThatThrownBy(() -> answer(again, GetItemResponse.builder().item(item(widget)).build()))
        .isInstanceOfSatisfying(
            OutcomeUnknownException.class,
            e -> assertThat(e.getMessage()).contains("its answer was lost"));
  }

  @Test
  void aTimeoutIsALostAnswerButARefusedConnectionIsNot() {
    SdkClientException timeout =
        SdkClientException.create("read timed out", new SocketTimeoutException("Read timed out"));
    assertThat(fail(put().step(), timeout)).isInstanceOf(Step.Call.class); // reads the item back

    SdkClientException refused =
        SdkClientException.create("connect failed", new ConnectException("Connection refused"));
    assertThatThrownBy(() -> fail(put().step(), refused)).isSameAs(refused);
  }

  @Test
  void aTransactionConflictIsSentAgainAfterABackoffThenTyped() {
    TransactionConflictException conflict =
        (TransactionConflictException)
            TransactionConflictException.builder()
                .message("Transaction is ongoing for the item")
                .awsErrorDetails(
                    AwsErrorDetails.builder().errorCode("TransactionConflictException").build())
                .statusCode(400)
                .build();
    Step<Widget> step = put().step();
    for (int attempt = 1; attempt < 8; attempt++) {
      Step<Widget> wait = fail(step, conflict);
      assertThat(wait).isInstanceOf(Step.Wait.class);
      step = ((Step.Wait<Widget>) wait).then().get();
      request(step, ApiCall.PUT_ITEM);
    }
    Step<Widget> last = step;
    assertThatThrownBy(() -> fail(last, conflict))
        .isInstanceOfSatisfying(
            WriteConflictException.class,
            e -> {
              assertThat(e.attempts()).isEqualTo(8);
              assertThat(e.operation()).isEqualTo("PutItem");
              assertThat(e.getMessage())
                  .isEqualTo(
                      "PutItem of Widget PK=WIDGET#w1, SK=A was refused 8 times because a"
                          + " transaction was writing the item (TransactionConflict); nothing was"
                          + " written: try again later");
            });
  }
}
