package dev.singletable.samples.outbox;

/** Where the relay publishes messages: a broker such as SNS or EventBridge in a real service. */
@FunctionalInterface
public interface Publisher {

  /** A message as the broker receives it; {@code id} lets the broker drop duplicates. */
  record Message(String id, String topic, String payload) {}

  /** Publishes a message; throws when the broker cannot take it (the stream delivers it again). */
  void publish(Message message);
}
