package dev.singletable.samples.outbox;

import com.amazonaws.services.lambda.runtime.Context;
import com.amazonaws.services.lambda.runtime.RequestHandler;
import com.amazonaws.services.lambda.runtime.events.DynamodbEvent;
import com.amazonaws.services.lambda.runtime.events.StreamsEventResponse;
import dev.singletable.lambda.DynamodbEvents;

/**
 * The outbox relay as an AWS Lambda function on the table's stream (an event source mapping with
 * {@code FunctionResponseTypes: ReportBatchItemFailures}): a failed publication makes Lambda retry
 * the batch from that record. A deployed function builds its relay, with a real broker, in a
 * no-argument constructor.
 */
public final class OutboxLambda implements RequestHandler<DynamodbEvent, StreamsEventResponse> {

  private final OutboxRelay relay;

  public OutboxLambda(OutboxRelay relay) {
    this.relay = relay;
  }

  @Override
  public StreamsEventResponse handleRequest(DynamodbEvent event, Context context) {
    return DynamodbEvents.process(event, CheckoutChanges::decode, relay::handle);
  }
}
