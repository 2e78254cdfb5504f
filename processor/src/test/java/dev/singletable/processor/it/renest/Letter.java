package dev.singletable.processor.it.renest;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.util.List;
import java.util.Map;

/**
 * A letter, version 2: the fields {@code line1} and {@code number} of its addresses (the one it
 * goes to, the ones it was forwarded from, its sender's offices by name) were stored as {@code
 * street} and {@code no} by version 1.
 */
@Entity(table = Mailroom.class)
@KeyPattern(pk = "LETTER#{letterId}", sk = "A")
public record Letter(
    String letterId, Address to, List<Address> forwards, Map<String, Address> offices) {

  /** Where a letter goes. */
  public record Address(
      @Attribute(formerly = "street") String line1,
      String city,
      @Attribute(formerly = "no") int number) {}
}
