package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * Where a consumer is in a stream: in the same partitions as the events, with its own prefix; the
 * consumer is a value type, which a keys-only change decodes back.
 */
@Entity(table = Events.class)
@KeyPattern(pk = "STREAM|{streamId}|CURSORS", sk = "CURSOR|{consumer}")
public record Cursor(String streamId, Consumer consumer, int position) {

  /** The name of a stream consumer, stored as its text. */
  public record Consumer(String name) {}
}
