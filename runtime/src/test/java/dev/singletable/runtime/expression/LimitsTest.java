package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.ADDRESS;
import static dev.singletable.runtime.expression.Fixture.COLORS;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.VISITS;
import static dev.singletable.runtime.expression.Fixture.dec;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.expression.Fixture.Address;
import dev.singletable.runtime.expression.Fixture.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

class LimitsTest {

  /** A path of 32 segments renders to about 160 bytes, so a few conditions pass 4 KB. */
  private static StringRef<Order> deep(int i) {
    Path p = Path.attribute("root" + i);
    for (int d = 1; d < 32; d++) {
      p = p.field("f" + d);
    }
    return new StringRef<Order>(p);
  }

  @Test
  void conditionOver4KbIsRefusedWithItsSize() {
    Condition<Order> c =
        Condition.allOf(IntStream.range(0, 30).mapToObj(i -> deep(i).exists()).toList());
    assertThatThrownBy(() -> new ExpressionWriter().condition(c))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("4096 bytes")
        .hasMessageContaining("this condition renders to")
        .hasMessageContaining("attribute_exists(root0.f1")
        .hasMessageContaining("split the request");
  }

  @Test
  void updateOver4KbIsRefused() {
    List<UpdateAction<Order>> actions =
        IntStream.range(0, 30).mapToObj(i -> deep(i).remove()).toList();
    assertThatThrownBy(() -> new ExpressionWriter().update(actions))
        .hasMessageContaining("4096 bytes")
        .hasMessageContaining("this update renders to");
  }

  @Test
  void placeholderOver255BytesIsRefused() {
    assertThatCode(() -> ExpressionWriter.requirePlaceholderFits("#n" + "9".repeat(253)))
        .doesNotThrowAnyException();
    assertThatThrownBy(() -> ExpressionWriter.requirePlaceholderFits("#n" + "9".repeat(254)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("255 bytes")
        .hasMessageContaining("is 256 bytes");
  }

  @Test
  void substitutionsOver2MbAreRefusedWithTheOffendingValue() {
    ExpressionWriter w = new ExpressionWriter();
    String big = "x".repeat(1024 * 1024);
    w.condition(NAME.eq(big));
    assertThatThrownBy(() -> w.condition(STATUS.eq(big)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("2097152 bytes (2 MB)")
        .hasMessageContaining(":v1")
        .hasMessageContaining("split the request");
  }

  @Test
  void moreThan300OperatorsInAnUpdateAreRefused() {
    // 151 increments: one SET and one '+' each, 302 operators in about 3.5 KB.
    List<UpdateAction<Order>> actions =
        IntStream.range(0, 151)
            .mapToObj(
                i ->
                    new NumberRef<Order, Long>(
                            Path.attribute("c" + i), v -> AttributeValue.fromN("" + v))
                        .increment(1L))
            .toList();
    assertThatThrownBy(() -> new ExpressionWriter().update(actions))
        .hasMessageContaining("at most 300 operators")
        .hasMessageContaining("this update has 302");
  }

  @Test
  void exactly300OperatorsInAnUpdateAreAccepted() {
    List<UpdateAction<Order>> actions =
        IntStream.range(0, 300)
            .mapToObj(i -> new StringRef<Order>(Path.attribute("r" + i)).remove())
            .toList();
    assertThatCode(() -> new ExpressionWriter().update(actions)).doesNotThrowAnyException();
  }

  @Test
  void moreThan300OperatorsInAConditionAreRefused() {
    // 151 comparisons joined by 150 ORs.
    Condition<Order> c =
        Condition.anyOf(IntStream.range(0, 151).mapToObj(i -> VISITS.eq((long) i)).toList());
    assertThatThrownBy(() -> new ExpressionWriter().condition(c))
        .hasMessageContaining("this condition has 301");
  }

  @Test
  void inWithMoreThan100ValuesIsRefused() {
    List<String> values = IntStream.range(0, 101).mapToObj(i -> "s" + i).toList();
    assertThatCode(() -> STATUS.in(values.subList(0, 100))).doesNotThrowAnyException();
    assertThatThrownBy(() -> STATUS.in(values))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 100 operands in IN")
        .hasMessageContaining("got 101 values")
        .hasMessageContaining("anyOf");
  }

  @Test
  void emptyInIsRefused() {
    assertThatThrownBy(() -> STATUS.in(List.of())).hasMessageContaining("at least one value");
  }

  @Test
  void setOfParentAndChildPathIsRefusedAsOverlapping() {
    assertThatThrownBy(
            () ->
                new ExpressionWriter()
                    .update(
                        List.of(
                            ADDRESS.set(new Address("Oslo", "0150")),
                            ADDRESS.city().set("Bergen"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must not overlap")
        .hasMessageContaining("'SET address = {")
        .hasMessageContaining("'SET address.city = \"Bergen\"'")
        .hasMessageContaining("keep one action per path");
  }

  @Test
  void samePathInTwoClausesIsRefusedAsOverlapping() {
    assertThatThrownBy(
            () -> new ExpressionWriter().update(List.of(VISITS.add(1L), VISITS.remove())))
        .hasMessageContaining("must not overlap")
        .hasMessageContaining("ADD visits 1")
        .hasMessageContaining("REMOVE visits");
  }

  @Test
  void listAndMapUseOfOneAttributeIsRefusedAsConflicting() {
    Path a = Path.attribute("a");
    assertThatThrownBy(
            () ->
                new ExpressionWriter()
                    .update(
                        List.of(
                            UpdateAction.remove(a.index(0)), UpdateAction.remove(a.field("b")))))
        .hasMessageContaining("must not conflict")
        .hasMessageContaining("as a list and as a map");
  }

  @Test
  void siblingPathsAndDistinctListElementsDoNotOverlap() {
    assertThatCode(
            () ->
                new ExpressionWriter()
                    .update(
                        List.of(
                            ADDRESS.city().set("Oslo"), ADDRESS.zip().remove(),
                            TAGS.element(0).remove(), TAGS.element(1).remove())))
        .doesNotThrowAnyException();
  }

  @Test
  void conflictingProjectionPathsAreRefused() {
    Path a = Path.attribute("a");
    assertThatThrownBy(() -> new ExpressionWriter().projection(List.of(a.index(0), a.field("b"))))
        .hasMessageContaining("Projection paths must not conflict");
  }

  @Test
  void emptyUpdateIsRefused() {
    assertThatThrownBy(() -> new ExpressionWriter().update(new ArrayList<UpdateAction<Order>>()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least one action")
        .hasMessageContaining("skip the request");
  }

  @Test
  void emptyProjectionAndEmptyJunctionAreRefused() {
    assertThatThrownBy(() -> new ExpressionWriter().projection(List.of()))
        .hasMessageContaining("at least one path");
    assertThatThrownBy(Condition::allOf).hasMessageContaining("AND needs at least one condition");
  }

  @Test
  void emptySetsAreRefusedForAddDeleteAndSet() {
    assertThatThrownBy(() -> COLORS.add(Set.of()))
        .hasMessageContaining("sets must not be empty")
        .hasMessageContaining("ADD colors");
    assertThatThrownBy(() -> COLORS.delete(Set.of())).hasMessageContaining("DELETE colors");
    assertThatThrownBy(() -> COLORS.set(Set.of()))
        .hasMessageContaining("empty SS")
        .hasMessageContaining("use remove()");
  }

  @Test
  void betweenWithBoundsInTheWrongOrderIsRefused() {
    assertThatThrownBy(() -> TOTAL.between(dec("10"), dec("9.5")))
        .hasMessageContaining("BETWEEN needs low <= high")
        .hasMessageContaining("total BETWEEN 10 AND 9.5")
        .hasMessageContaining("swap the bounds");
    // UTF-8 byte order: U+FF5E sorts before U+1F600 although Java's compareTo says otherwise.
    assertThatCode(() -> NAME.between("\uFF5E", "\uD83D\uDE00")).doesNotThrowAnyException();
    assertThatThrownBy(() -> TAGS.size().between(5, 1)).hasMessageContaining("size(tags)");
  }

  @Test
  void nullValuesAreRefusedWithAdvice() {
    assertThatThrownBy(() -> STATUS.eq((String) null))
        .hasMessageContaining("Null is not a value for status")
        .hasMessageContaining("notExists()");
    assertThatThrownBy(() -> STATUS.set(null)).hasMessageContaining("use remove()");
    assertThatThrownBy(() -> new StringRef<Order>(Path.attribute("x"), v -> null).eq("a"))
        .hasMessageContaining("got null for x")
        .hasMessageContaining("fromNul");
  }
}
