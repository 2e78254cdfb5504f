package dev.singletable.processor.it.defaults;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;
import java.time.LocalDate;

/**
 * A bottle, version 2: version 1 stored only its id, name and label text; the attributes added
 * since declare what the items stored then read as ({@code ifAbsent}), a label's version too.
 */
@Entity(table = Cellar.class)
@KeyPattern(pk = "BOTTLE#{bottleId}", sk = "A")
public record Bottle(
    String bottleId,
    String name,
    @Attribute(ifAbsent = "false") boolean opened,
    @Attribute(ifAbsent = "6") int count,
    @Attribute(ifAbsent = "12.50") BigDecimal price,
    @Attribute(name = "st", ifAbsent = "RESTING") State state,
    @Attribute(ifAbsent = "2020-02-29") LocalDate since,
    Label label) {

  /** Whether a bottle is ready to drink. */
  public enum State {
    RESTING,
    READY
  }

  /** The label, whose version was added in version 2. */
  public record Label(String text, @Attribute(ifAbsent = "1") int version) {}
}
