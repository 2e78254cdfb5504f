package dev.singletable.runtime.expression;

import static dev.singletable.runtime.expression.Fixture.COLORS;
import static dev.singletable.runtime.expression.Fixture.NAME;
import static dev.singletable.runtime.expression.Fixture.STATUS;
import static dev.singletable.runtime.expression.Fixture.TAGS;
import static dev.singletable.runtime.expression.Fixture.TOTAL;
import static dev.singletable.runtime.expression.Fixture.dec;
import static dev.singletable.runtime.expression.Fixture.n;
import static dev.singletable.runtime.expression.Fixture.s;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Fixture.Order;
import dev.singletable.runtime.expression.Fixture.Rendered;
import dev.singletable.runtime.internal.Expressions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A template, the text of a condition rendered before any call, renders exactly as the same
 * condition built from references: alone in an empty writer as its text, elsewhere renumbered; it
 * refuses what they refuse, counts the operators they count, and may leave out conditions whose
 * values are not given.
 */
class ConditionTemplateTest {

  private static final Expressions.Template<Order> TOTAL_AND_STATUS =
      Expressions.template("#n0 > :v0 AND #n1 = :v1", "total", "status");

  private static Condition<Order> bound(String min, String status) {
    return TOTAL_AND_STATUS.bind(n(min), s(status));
  }

  @Test
  void aloneInAnEmptyWriterItRendersAsReferencesDo() {
    for (int i = 0; i < 3; i++) {
      Rendered fromTemplate = Rendered.condition(bound("1" + i, "S" + i));
      assertThat(fromTemplate)
          .isEqualTo(Rendered.condition(TOTAL.gt(dec("1" + i)).and(STATUS.eq("S" + i))));
      assertThat(fromTemplate.expression()).isEqualTo("#n0 > :v0 AND #n1 = :v1");
      assertThat(fromTemplate.names())
          .containsExactly(entry("#n0", "total"), entry("#n1", "status"));
      assertThat(fromTemplate.values())
          .containsExactly(entry(":v0", n("1" + i)), entry(":v1", s("S" + i)));
    }
  }

  @Test
  void itsNameMapIsTheTemplatesOwn() {
    ExpressionWriter first = new ExpressionWriter();
    first.condition(bound("1", "a"));
    ExpressionWriter second = new ExpressionWriter();
    second.condition(bound("2", "b"));
    assertThat(second.names()).isSameAs(first.names());
    second.name("other"); // the writer goes on with names of its own
    assertThat(second.names())
        .containsExactly(entry("#n0", "total"), entry("#n1", "status"), entry("#n2", "other"));
    assertThat(first.names()).containsExactly(entry("#n0", "total"), entry("#n1", "status"));
  }

  @Test
  void aWriterThatAlreadyHoldsNamesRenumbersIt() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.name("status")).isEqualTo("#n0");
    assertThat(w.condition(bound("3", "b"))).isEqualTo("#n1 > :v0 AND #n0 = :v1");
    assertThat(w.names()).containsExactly(entry("#n0", "status"), entry("#n1", "total"));
    assertThat(w.values()).containsExactly(entry(":v0", n("3")), entry(":v1", s("b")));
  }

  @Test
  void aWriterGoesOnNumberingAfterIt() {
    ExpressionWriter w = new ExpressionWriter();
    assertThat(w.condition(bound("2", "x"))).isEqualTo("#n0 > :v0 AND #n1 = :v1");
    assertThat(w.condition(Condition.equalTo("other", s("y")))).isEqualTo("#n2 = :v2");
    assertThat(w.name("total")).isEqualTo("#n0");
    assertThat(w.values())
        .containsExactly(entry(":v0", n("2")), entry(":v1", s("x")), entry(":v2", s("y")));
  }

  @Test
  void aValueIsRefusedAsReferencesRefuseIt() {
    ExpressionWriter w = new ExpressionWriter("Order");
    assertThatThrownBy(() -> w.condition(bound("1", "bad \uD800 text")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.status:")
        .hasMessageContaining("surrogate");
    assertThat(w.names()).isNull();
    assertThat(w.values()).isNull();
    assertThatThrownBy(() -> new ExpressionWriter("Order").condition(bound("1.2.3", "ok")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.total:")
        .hasMessageContaining("numbers must be decimal text");
    // A number the quick check leaves to the full check still renders.
    assertThat(Rendered.condition(bound("1E+5", "a")).values())
        .containsExactly(entry(":v0", n("1E+5")), entry(":v1", s("a")));
  }

  @Test
  void theRequestByteLimitStillApplies() {
    String big = "x".repeat(ExpressionLimits.MAX_SUBSTITUTION_BYTES);
    ExpressionWriter w = new ExpressionWriter();
    assertThatThrownBy(() -> w.condition(bound("1", big)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("bytes (2 MB)");
    assertThat(w.values()).isNull();
  }

  @Test
  void conditionsWhoseValuesAreNotGivenAreLeftOut() {
    Rendered onlyStatus = Rendered.condition(TOTAL_AND_STATUS.bind(null, s("a")));
    assertThat(onlyStatus).isEqualTo(Rendered.condition(STATUS.eq("a")));
    Rendered onlyTotal = Rendered.condition(TOTAL_AND_STATUS.bind(n("5"), null));
    assertThat(onlyTotal).isEqualTo(Rendered.condition(TOTAL.gt(dec("5"))));
    assertThat(TOTAL_AND_STATUS.bind(null, s("a")).toString()).isEqualTo("status = \"a\"");
    assertThatThrownBy(() -> TOTAL_AND_STATUS.bind(null, null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Null is not a value for #n0 > :v0 AND #n1 = :v1; pass a value for one of its"
                + " conditions, or leave it out");
    Expressions.Template<Order> single = Expressions.template("#n0 = :v0", "status");
    assertThatThrownBy(() -> single.bind((AttributeValue) null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Null is not a value for status; leave the condition out");
    Expressions.Template<Order> range = Expressions.template("#n0 BETWEEN :v0 AND :v1", "total");
    assertThatThrownBy(() -> range.bind(n("1"), null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Null is not a value for total");
    Expressions.Template<Order> rangeAndStatus =
        Expressions.template("#n0 BETWEEN :v0 AND :v1 AND #n1 = :v2", "total", "status");
    assertThatThrownBy(() -> rangeAndStatus.bind(null, n("1"), s("a")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Null is not a value for total; pass every value of its condition, or none");
    assertThat(Rendered.condition(rangeAndStatus.bind(null, null, s("a"))))
        .isEqualTo(Rendered.condition(STATUS.eq("a")));
    assertThat(Rendered.condition(rangeAndStatus.bind(n("1"), n("2"), null)))
        .isEqualTo(Rendered.condition(TOTAL.between(dec("1"), dec("2"))));
  }

  @Test
  void aPartThatIsAnOrKeepsItsParenthesesOnlyBesideOthers() {
    // A declared read's filter on an attribute renamed from "amount", and on the status.
    Expressions.Template<Order> renamed =
        Expressions.template(
            "(#n0 > :v0 OR (attribute_not_exists(#n0) AND #n1 > :v1)) AND #n2 = :v2",
            "total",
            "amount",
            "status");
    assertThat(Rendered.condition(renamed.bind(n("1"), n("1"), s("a"))).expression())
        .isEqualTo("(#n0 > :v0 OR (attribute_not_exists(#n0) AND #n1 > :v1)) AND #n2 = :v2");
    // Alone, DynamoDB refuses the parentheses around the whole expression as redundant.
    assertThat(Rendered.condition(renamed.bind(n("1"), n("1"), null)).expression())
        .isEqualTo("#n0 > :v0 OR (attribute_not_exists(#n0) AND #n1 > :v1)");
    Rendered status = Rendered.condition(renamed.bind(null, null, s("a")));
    assertThat(status.expression()).isEqualTo("#n0 = :v0");
    assertThat(status.names()).containsExactly(entry("#n0", "status"));
    // Nested in another condition, the part alone is parenthesized as an OR.
    assertThat(
            Rendered.condition(renamed.bind(n("1"), n("1"), null).and(NAME.eq("x"))).expression())
        .isEqualTo("(#n0 > :v0 OR (attribute_not_exists(#n0) AND #n1 > :v1)) AND #n2 = :v2");
    Expressions.Template<Order> three =
        Expressions.template(
            "#n0 = :v0 AND (#n1 = :v1 OR #n1 = :v2) AND #n2 > :v3", "name", "status", "total");
    assertThat(Rendered.condition(three.bind(null, s("a"), s("b"), n("2"))).expression())
        .isEqualTo("(#n0 = :v0 OR #n0 = :v1) AND #n1 > :v2");
  }

  @Test
  void nestedItReadsAsTheSameConditionBuiltFromReferences() {
    Condition<Order> both = bound("1", "a");
    assertThat(Rendered.condition(both.not()))
        .isEqualTo(Rendered.condition(TOTAL.gt(dec("1")).and(STATUS.eq("a")).not()));
    assertThat(Rendered.condition(NAME.eq("n").or(both)))
        .isEqualTo(Rendered.condition(NAME.eq("n").or(TOTAL.gt(dec("1")).and(STATUS.eq("a")))));
    Expressions.Template<Order> exists = Expressions.template("attribute_exists(#n0)", "status");
    assertThat(Rendered.condition(exists.bind().not()).expression())
        .isEqualTo("NOT attribute_exists(#n0)");
    assertThat(both.toString()).isEqualTo(TOTAL.gt(dec("1")).and(STATUS.eq("a")).toString());
    assertThat(both.attributeNames()).containsExactly("total", "status");
  }

  @Test
  void itCountsOperatorsAndFunctionsAsReferencesDo() {
    List<Object[]> cases =
        List.of(
            new Object[] {
              "#n0 BETWEEN :v0 AND :v1 AND size(#n1) > :v2",
              TOTAL.between(dec("1"), dec("2")).and(NAME.size().gt(3))
            },
            new Object[] {
              "NOT (#n0 = :v0 OR #n1 IN (:v1, :v2)) AND begins_with(#n1, :v3)",
              STATUS.eq("a").or(NAME.in("b", "c")).not().and(NAME.beginsWith("d"))
            },
            new Object[] {
              "attribute_exists(#n0) AND (attribute_not_exists(#n1) OR #n1 > :v0)",
              STATUS.exists().and(TOTAL.notExists().or(TOTAL.gt(dec("1"))))
            },
            new Object[] {
              "contains(#n0, :v0) AND attribute_type(#n1, :v1) AND #n2 <> :v2",
              TAGS.contains("t").and(COLORS.hasType(AttributeValue.Type.SS)).and(TOTAL.ne(dec("1")))
            });
    for (Object[] c : cases) {
      Condition<?> built = (Condition<?>) c[1];
      assertThat(TemplateSyntax.parse((String) c[0], namesOf(built).size()).operators())
          .as("%s", c[0])
          .isEqualTo(operatorsOf(built));
      assertThat(Rendered.condition(built).expression()).isEqualTo(c[0]);
    }
  }

  @Test
  void overThreeHundredOperatorsItIsRefusedAsReferencesAre() {
    String text =
        String.join(" OR ", IntStream.range(0, 151).mapToObj(i -> "#n0 = :v" + i).toList());
    Expressions.Template<Order> many = Expressions.template(text, "total");
    AttributeValue[] values =
        IntStream.range(0, 151).mapToObj(i -> n("" + i)).toArray(AttributeValue[]::new);
    ExpressionWriter w = new ExpressionWriter();
    assertThatThrownBy(() -> w.condition(many.bind(values)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at most 300 operators")
        .hasMessageContaining("this condition has 301");
    assertThat(w.names()).isNull();
  }

  @Test
  void otherNamesMakeTheSameTextAboutOtherAttributes() {
    Expressions.Template<Order> other = TOTAL_AND_STATUS.withNames("limit", "name");
    Rendered r = Rendered.condition(other.bind(n("1"), s("x")));
    assertThat(r.expression()).isEqualTo("#n0 > :v0 AND #n1 = :v1");
    assertThat(r.names()).containsExactly(entry("#n0", "limit"), entry("#n1", "name"));
  }

  @Test
  void malformedTemplatesAreRefusedWhenMade() {
    assertThatThrownBy(() -> Expressions.template("#n0 = :v0 AND #n2 = :v1", "a", "b"))
        .hasMessageContaining("#n2 has none");
    assertThatThrownBy(() -> Expressions.template("#n0 = :v0", "a", "b"))
        .hasMessageContaining("#n1 is not in");
    assertThatThrownBy(() -> Expressions.template("#n0 = :v1", "a"))
        .hasMessageContaining(":v0, :v1... in the order they appear");
    assertThatThrownBy(() -> Expressions.template("#n0 = :v0 AND #n1 = :v1", "a", "a"))
        .hasMessageContaining("names each attribute once");
    assertThatThrownBy(() -> TOTAL_AND_STATUS.withNames("a")).hasMessageContaining("takes 2 names");
    assertThatThrownBy(() -> TOTAL_AND_STATUS.bind(n("1")))
        .hasMessageContaining("takes 2 values: got 1");
  }

  @Test
  void threadsSharingATemplateEachGetTheirOwnValues() throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<Boolean>> results = new ArrayList<>();
      for (int t = 0; t < 8; t++) {
        int thread = t;
        results.add(
            pool.submit(
                () -> {
                  for (int i = 0; i < 2_000; i++) {
                    String min = "1" + thread + "0" + i;
                    String is = "S" + thread + "-" + i;
                    Rendered r =
                        Rendered.condition(
                            i % 2 == 0 ? bound(min, is) : TOTAL_AND_STATUS.bind(null, s(is)));
                    boolean ok =
                        i % 2 == 0
                            ? r.expression().equals("#n0 > :v0 AND #n1 = :v1")
                                && r.values().get(":v0").equals(n(min))
                                && r.values().get(":v1").equals(s(is))
                            : r.expression().equals("#n0 = :v0")
                                && r.values().get(":v0").equals(s(is))
                                && r.names().get("#n0").equals("status");
                    if (!ok) {
                      return false;
                    }
                  }
                  return true;
                }));
      }
      for (Future<Boolean> result : results) {
        assertThat(result.get()).isTrue();
      }
    } finally {
      pool.shutdownNow();
    }
  }

  private static List<String> namesOf(Condition<?> c) {
    ExpressionWriter w = new ExpressionWriter();
    w.condition(c);
    return new ArrayList<>(w.names().values());
  }

  private static int operatorsOf(Condition<?> c) {
    int[] count = {0};
    c.write(
        new Sink() {
          @Override
          public Sink text(String syntax) {
            return this;
          }

          @Override
          public Sink path(Path path) {
            return this;
          }

          @Override
          public Sink value(AttributeValue value) {
            return this;
          }

          @Override
          public Sink operator() {
            count[0]++;
            return this;
          }
        });
    return count[0];
  }
}
