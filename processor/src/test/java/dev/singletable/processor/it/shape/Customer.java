package dev.singletable.processor.it.shape;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerShape;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/**
 * A customer, shape 2: its name in two parts, its balance a nested {@link Money}. Shape 1 stored
 * the name whole and the balance as {@code amount} and {@code currency}.
 */
@Entity(table = Studio.class, shape = 2)
@KeyPattern(pk = "CUSTOMER#{customerId}", sk = "PROFILE")
public record Customer(String customerId, String first, String last, Money balance) {

  /** An amount in a currency. */
  public record Money(BigDecimal amount, String currency) {}

  /**
   * How shape 1 stored a customer. Its ids were kept as typed; shape 2 keeps them trimmed, so an id
   * stored with spaces cannot be upgraded in place.
   */
  @FormerShape(1)
  record V1(
      String customerId, String name, @Attribute(name = "amt") BigDecimal amount, String currency) {

    Customer upgrade() {
      int space = name.indexOf(' ');
      return new Customer(
          customerId.strip(),
          space < 0 ? name : name.substring(0, space),
          space < 0 ? "" : name.substring(space + 1),
          new Money(amount, currency));
    }
  }
}
