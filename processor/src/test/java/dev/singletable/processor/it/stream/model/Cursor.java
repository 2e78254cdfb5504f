package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** Where a consumer is in a stream: in the same partitions as the events, with its own prefix. */
@Entity(table = Events.class)
@KeyPattern(pk = "STREAM|{streamId}|CURSORS", sk = "CURSOR|{consumer}")
public record Cursor(String streamId, String consumer, int position) {}
