package dev.singletable.samples.outbox;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Stands for a message broker (SNS, EventBridge, a queue): it keeps what was published, and drops a
 * message whose id it has seen, as brokers with deduplication ids do, so that the relay's
 * at-least-once delivery reaches subscribers once.
 */
public final class InMemoryBroker implements Publisher {

  private final Set<String> seen = new LinkedHashSet<>();
  private final List<Message> delivered = new ArrayList<>();
  private int received;

  /** Keeps a message, unless one with its id was published before. */
  @Override
  public synchronized void publish(Message message) {
    received++;
    if (seen.add(message.id())) {
      delivered.add(message);
    }
  }

  /** The messages subscribers received, in publication order, each once. */
  public synchronized List<Message> delivered() {
    return List.copyOf(delivered);
  }

  /** How many publications arrived, duplicates included. */
  public synchronized int received() {
    return received;
  }
}
