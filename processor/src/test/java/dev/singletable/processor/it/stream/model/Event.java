package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.UUID;

/** An event whose key has a component of every kind that needs decoding. */
@Entity(table = Events.class)
@KeyPattern(pk = "STREAM|{streamId}|{day}", sk = "EVENT|{seq}|{weight}|{kind}|{id}")
public record Event(
    String streamId,
    LocalDate day,
    int seq,
    @KeyFormat(integerDigits = 3, fractionDigits = 2) BigDecimal weight,
    Kind kind,
    UUID id,
    String payload) {

  /** What happened. */
  public enum Kind {
    CREATED,
    DELETED
  }
}
