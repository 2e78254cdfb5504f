package dev.singletable.samples.outbox;

/**
 * The stream handler that publishes each new outbox message to the broker. Only INSERTs of outbox
 * messages are published: the REMOVE that TTL makes a day later, like any other change, is ignored.
 * A redelivered record is published again; the broker drops it by its message id. Exceptions of the
 * publisher propagate, so that the stream delivers the record again.
 */
public final class OutboxRelay {

  private final Publisher publisher;

  public OutboxRelay(Publisher publisher) {
    this.publisher = publisher;
  }

  /** Publishes the change if it is a new outbox message; returns whether it did. */
  public boolean handle(CheckoutChange change) {
    if (change instanceof CheckoutChange.OutboxMessageChange outbox
        && outbox.newImage().isPresent()) {
      OutboxMessage message = outbox.newImage().get();
      publisher.publish(
          new Publisher.Message(
              message.messageId().toString(), message.topic(), message.payload()));
      return true;
    }
    return false;
  }
}
