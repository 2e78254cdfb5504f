package dev.singletable.processor.it.model.values;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.processor.it.model.Catalog;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.UUID;

/**
 * A sort key made of value types of every component kind a key supports, for the property that a
 * value type sorts in a key as its component does.
 */
@Entity(table = Catalog.class)
@KeyPattern(
    pk = "RANKED#{board}",
    sk = "{score}#{count}#{small}#{name}#{at}#{day}#{time}#{token}#{tier}#{big}#{amount}#{flag}")
public record Ranked(
    String board,
    Score score,
    Count count,
    Small small,
    Name name,
    At at,
    Day day,
    Time time,
    Token token,
    Tier tier,
    @KeyFormat(integerDigits = 30) Big big,
    @KeyFormat(integerDigits = 6, fractionDigits = 2) Amount amount,
    Flag flag) {

  /** A long. */
  public record Score(long value) {}

  /** An int, boxed: a null one is refused. */
  public record Count(Integer value) {}

  /** A short. */
  public record Small(short value) {}

  /** A String. */
  public record Name(String value) {}

  /** An Instant. */
  public record At(Instant value) {}

  /** A LocalDate. */
  public record Day(LocalDate value) {}

  /** A LocalDateTime. */
  public record Time(LocalDateTime value) {}

  /** A UUID. */
  public record Token(UUID value) {}

  /** An enum. */
  public record Tier(Level value) {}

  /** A BigInteger. */
  public record Big(BigInteger value) {}

  /** A BigDecimal. */
  public record Amount(BigDecimal value) {}

  /** A boolean. */
  public record Flag(boolean value) {}

  /** The levels of a tier, in their order. */
  public enum Level {
    BRONZE,
    SILVER,
    GOLD
  }
}
