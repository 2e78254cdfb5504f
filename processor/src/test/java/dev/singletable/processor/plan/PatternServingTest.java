package dev.singletable.processor.plan;

import static dev.singletable.processor.plan.Designs.attribute;
import static dev.singletable.processor.plan.Designs.gsi;
import static dev.singletable.processor.plan.Designs.string;
import static org.assertj.core.api.Assertions.assertThat;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.AccessPatternModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.PatternCandidate;
import dev.singletable.processor.model.PatternCandidate.Access;
import dev.singletable.processor.model.PatternCandidate.Reason;
import dev.singletable.processor.model.PatternParameter;
import dev.singletable.processor.model.PatternParameter.Condition;
import dev.singletable.processor.model.PatternReturn;
import dev.singletable.processor.model.PatternServing;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The one place that decides which keys serve a declared read ({@link PatternServing}) and how the
 * report describes the choice ({@link PatternDescriptions}), on models built without javac.
 */
class PatternServingTest {

  private static final TableModel TABLE =
      Designs.table(
          "Shop",
          "SK",
          gsi("GSI1", "GSI1PK", "GSI1SK", Projection.ALL),
          gsi("GSI2", "GSI2PK", "GSI2SK", Projection.KEYS_ONLY),
          Designs.lsi("LSI1"));

  private static final EntityModel ORDER =
      Designs.entity("Order", TABLE)
          .with(
              string("userId"),
              string("orderId"),
              attribute("createdAt", ScalarKind.INSTANT, false),
              attribute("status", ScalarKind.ENUM, false),
              attribute("total", ScalarKind.BIG_DECIMAL, false))
          .key("USER#{userId}", "ORDER#{createdAt}#{orderId}", "ordersOf")
          .lsi("LSI1", "TOTAL#{total}#{orderId}", "byTotal")
          .gsi("GSI1", "STATUS#{status}", "{createdAt}#{orderId}", "byStatus")
          .gsi("GSI2", "ORDER#{orderId}", "ORDER", "byOrderId")
          .build();

  private static final ClassName ORDER_TYPE = ORDER.type();

  private static TableDesign design(AccessPatternModel pattern) {
    return new TableDesign(TABLE, List.of(ORDER), List.of(pattern), List.of(), List.of());
  }

  private static AccessPatternModel pattern(
      PatternReturn.Shape shape, Origin consistent, Origin scan, PatternParameter... parameters) {
    ClassName container =
        switch (shape) {
          case OPTIONAL -> ClassName.get(Optional.class);
          default -> ClassName.get(List.class);
        };
    return new AccessPatternModel(
        "read",
        "A read",
        new PatternReturn(
            shape, ParameterizedTypeName.get(container, ORDER_TYPE), ORDER_TYPE, "Order"),
        Arrays.asList(parameters),
        null,
        consistent,
        scan,
        null,
        0,
        Origin.none());
  }

  private static AccessPatternModel list(PatternParameter... parameters) {
    return pattern(PatternReturn.Shape.LIST, null, null, parameters);
  }

  private static PatternParameter equal(String name) {
    TypeName type =
        name.equals("createdAt") ? ClassName.get(Instant.class) : ClassName.get(String.class);
    return new PatternParameter(
        name, type, PatternParameter.Kind.VALUE, null, List.of(), null, null, Origin.none());
  }

  private static PatternParameter bound(String name, Condition condition, String attribute) {
    return new PatternParameter(
        name,
        ClassName.get(Instant.class),
        PatternParameter.Kind.VALUE,
        null,
        List.of(new PatternParameter.Bound(condition, attribute, Origin.none())),
        null,
        null,
        Origin.none());
  }

  private static PatternCandidate on(List<PatternCandidate> candidates, String key) {
    return candidates.stream().filter(c -> c.keyName().equals(key)).findFirst().orElseThrow();
  }

  @Test
  void everyKeyGetsAVerdict() {
    List<PatternCandidate> candidates =
        PatternServing.candidates(design(list(equal("userId"))), list(equal("userId")));

    assertThat(candidates)
        .extracting(PatternCandidate::keyName)
        .containsExactly("table", "LSI1", "GSI1", "GSI2");
    assertThat(on(candidates, "table").serves()).isTrue();
    assertThat(on(candidates, "LSI1").serves()).isTrue();
    assertThat(on(candidates, "GSI1").failure().reason()).isEqualTo(Reason.PARTITION_UNBOUND);
    assertThat(on(candidates, "GSI1").failure().attributes()).containsExactly("status");
  }

  @Test
  void theTableIsChosenOverALocalIndexAndTheReportSaysSo() {
    AccessPatternModel read = list(equal("userId"));
    List<PatternCandidate> serving =
        PatternServing.serving(PatternServing.candidates(design(read), read));

    assertThat(serving).extracting(PatternCandidate::keyName).containsExactly("table", "LSI1");
    DeclaredPatternPlan.Description description =
        PatternDescriptions.describe(design(read), read, serving);
    assertThat(description.keyCondition())
        .isEqualTo("PK = \"USER#{userId}\" AND begins_with(SK, \"ORDER#\")");
    assertThat(description.choice())
        .isEqualTo("the table's own key: no index to read or keep up to date");
    assertThat(description.runnersUp()).containsExactly("LSI1 (Query)");
  }

  @Test
  void theWholePrimaryKeyInAnOptionalIsAGetItem() {
    AccessPatternModel one =
        pattern(
            PatternReturn.Shape.OPTIONAL,
            null,
            null,
            equal("userId"),
            equal("createdAt"),
            equal("orderId"));
    AccessPatternModel all = list(equal("userId"), equal("createdAt"), equal("orderId"));

    assertThat(PatternServing.choose(PatternServing.candidates(design(one), one)))
        .map(PatternCandidate::access)
        .contains(Access.GET_ITEM);
    PatternCandidate query =
        PatternServing.choose(PatternServing.candidates(design(all), all)).orElseThrow();
    assertThat(query.access()).isEqualTo(Access.QUERY);
    assertThat(query.next()).isEqualTo(2);
  }

  @Test
  void aRangeAfterAnUnboundComponentIsAGap() {
    AccessPatternModel read = list(equal("userId"), bound("first", Condition.SINCE, "orderId"));
    PatternCandidate table = on(PatternServing.candidates(design(read), read), "table");

    assertThat(table.failure().reason()).isEqualTo(Reason.SORT_GAP);
    assertThat(table.failure().attributes()).containsExactly("orderId");
    assertThat(table.failure().missing()).isEqualTo("createdAt");
  }

  @Test
  void aRangeOnTheNextComponentServesAndIsDescribedAsABetween() {
    AccessPatternModel read =
        list(
            equal("userId"),
            bound("from", Condition.SINCE, "createdAt"),
            bound("to", Condition.UNTIL, "createdAt"));
    List<PatternCandidate> serving =
        PatternServing.serving(PatternServing.candidates(design(read), read));

    assertThat(serving).extracting(PatternCandidate::keyName).containsExactly("table");
    assertThat(PatternDescriptions.describe(design(read), read, serving).keyCondition())
        .isEqualTo("PK = \"USER#{userId}\" AND SK BETWEEN \"ORDER#{from}#\" AND \"ORDER#{to}$\"");
  }

  @Test
  void anAttributeOutsideTheKeyDoesNotServe() {
    AccessPatternModel read = list(equal("userId"), equal("status"));
    PatternCandidate table = on(PatternServing.candidates(design(read), read), "table");

    assertThat(table.failure().reason()).isEqualTo(Reason.NOT_IN_KEY);
    assertThat(table.failure().attributes()).containsExactly("status");
  }

  @Test
  void anIndexWithoutTheEntityServesOnlyAListFetchedWhole() {
    AccessPatternModel list = list(equal("orderId"));
    AccessPatternModel optional =
        pattern(PatternReturn.Shape.OPTIONAL, null, null, equal("orderId"));

    assertThat(on(PatternServing.candidates(design(list), list), "GSI2").serves()).isTrue();
    assertThat(on(PatternServing.candidates(design(optional), optional), "GSI2").failure().reason())
        .isEqualTo(Reason.PROJECTION);
  }

  @Test
  void aConsistentReadOfAGlobalIndexDoesNotServe() {
    AccessPatternModel read =
        pattern(PatternReturn.Shape.LIST, Origin.none(), null, equal("status"));
    PatternCandidate global = on(PatternServing.candidates(design(read), read), "GSI1");

    assertThat(global.failure().reason()).isEqualTo(Reason.CONSISTENT_GSI);
  }

  @Test
  void aScanServesOnlyWhatNoKeyServes() {
    AccessPatternModel indexed =
        pattern(PatternReturn.Shape.LIST, null, Origin.none(), equal("status"));
    AccessPatternModel keyed =
        pattern(PatternReturn.Shape.LIST, null, Origin.none(), equal("userId"));

    assertThat(PatternServing.choose(PatternServing.candidates(design(indexed), indexed)))
        .map(PatternCandidate::keyName)
        .contains("GSI1");
    AccessPatternModel noKey =
        pattern(
            PatternReturn.Shape.LIST,
            null,
            Origin.none(),
            bound("from", Condition.SINCE, "createdAt"));
    assertThat(PatternServing.choose(PatternServing.candidates(design(noKey), noKey)))
        .map(PatternCandidate::access)
        .contains(Access.SCAN);
    assertThat(PatternServing.choose(PatternServing.candidates(design(keyed), keyed)))
        .map(PatternCandidate::keyName)
        .contains("table");
  }
}
