package dev.singletable.samples.outbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import com.amazonaws.services.lambda.runtime.serialization.events.LambdaEventSerializers;
import dev.singletable.lambda.DynamodbEvents;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The relay as a Lambda function, on an event in the shape the Lambda developer guide documents,
 * read by the Lambda runtime's own serializer: the generated decoder types each record, only the
 * new outbox message is published, and a broker failure is reported for Lambda to retry from it.
 */
class OutboxLambdaTest {

  private static final DynamodbEvent EVENT = event();

  private static DynamodbEvent event() {
    try (InputStream json =
        OutboxLambdaTest.class.getResourceAsStream("/outbox/checkout-event.json")) {
      return LambdaEventSerializers.serializerFor(
              DynamodbEvent.class, OutboxLambdaTest.class.getClassLoader())
          .fromJson(json);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Test
  void theLambdaEventDecodesIntoTypedChanges() {
    List<CheckoutChange> changes =
        DynamodbEvents.changeRecords(EVENT).stream().map(CheckoutChanges::decode).toList();

    assertThat(((CheckoutChange.PurchaseOrderChange) changes.get(0)).newImage())
        .contains(
            new PurchaseOrder("o-9", "gus", new BigDecimal("12.5"), PurchaseOrder.Status.PLACED));
    assertThat(
            ((CheckoutChange.OutboxMessageChange) changes.get(1)).newImage().orElseThrow().topic())
        .isEqualTo("order-placed");
    CheckoutChange.OutboxMessageChange expired =
        (CheckoutChange.OutboxMessageChange) changes.get(2);
    assertThat(expired.key())
        .isEqualTo(
            new OutboxMessageKey("o-8", UUID.fromString("0198c1d2-79ff-7abc-8def-0123456789ab")));
    assertThat(expired.expiredByTtl()).isTrue();
  }

  @Test
  void onlyTheNewOutboxMessageIsPublished() {
    InMemoryBroker broker = new InMemoryBroker();

    StreamsEventResponse response =
        new OutboxLambda(new OutboxRelay(broker)).handleRequest(EVENT, null);

    assertThat(response.getBatchItemFailures()).isEmpty();
    assertThat(broker.delivered())
        .containsExactly(
            new Publisher.Message(
                "0198c1d2-7a00-7abc-8def-0123456789ab", "order-placed", "gus ordered 12.5"));
  }

  @Test
  void aBrokerFailureIsReportedSoThatLambdaRetriesFromThatRecord() {
    OutboxRelay down =
        new OutboxRelay(
            message -> {
              throw new IllegalStateException("broker unavailable");
            });

    StreamsEventResponse response = new OutboxLambda(down).handleRequest(EVENT, null);

    assertThat(response.getBatchItemFailures())
        .extracting(StreamsEventResponse.BatchItemFailure::getItemIdentifier)
        .containsExactly("500000000000000000002");
  }
}
