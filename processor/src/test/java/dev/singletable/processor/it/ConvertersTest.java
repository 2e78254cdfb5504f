package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.converted.Money;
import dev.singletable.processor.it.model.converted.Plan;
import dev.singletable.processor.it.model.converted.PlanKey;
import dev.singletable.processor.it.model.converted.PlanSchema;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.failure.ConditionFailedException;
import java.math.BigDecimal;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Types with a converter declared on the table (Duration, ZonedDateTime, URI, Currency, Money), on
 * the engine: stored as the converter's type, read back equal, usable in keys when the stored type
 * sorts, and in conditions and updates.
 */
class ConvertersTest extends EngineTest {

  private static final Currency EUR = Currency.getInstance("EUR");

  private static Plan plan(String product, Duration term) {
    return new Plan(
        product,
        term,
        EUR,
        new Money(new BigDecimal("12.50"), EUR),
        Optional.of(new Money(new BigDecimal("2.00"), EUR)),
        URI.create("https://example.com/plans/" + product),
        List.of(URI.create("https://mirror.example.com/" + product)),
        Map.of("first", Duration.ofDays(14)),
        ZonedDateTime.parse("2025-06-01T09:30+02:00[Europe/Paris]"));
  }

  @Test
  void convertedTypesAreStoredAsTheConvertersTypeAndReadBackEqual() {
    Plan plan = plan("stored", Duration.ofDays(30));
    db.plans().put(plan);

    assertThat(db.plans().get(PlanKey.of(plan))).contains(plan);
    Map<String, AttributeValue> item =
        client.getItem(r -> r.tableName(db.tableName()).key(PlanKey.of(plan).toKey())).item();
    // The nanoseconds as a Long, at the fixed width of every long in a key (19 digits).
    assertThat(item.get("SK").s()).isEqualTo("TERM#0002592000000000000");
    assertThat(item.get("term").n()).isEqualTo(String.valueOf(Duration.ofDays(30).toNanos()));
    assertThat(item.get("GSI1PK").s()).isEqualTo("CURRENCY#EUR");
    assertThat(item.get("price").s()).isEqualTo("EUR 12.50");
    assertThat(item.get("page").s()).isEqualTo("https://example.com/plans/stored");
    assertThat(item.get("mirrors").l().get(0).s()).isEqualTo("https://mirror.example.com/stored");
    assertThat(item.get("trials").m().get("first").n())
        .isEqualTo(String.valueOf(Duration.ofDays(14).toNanos()));
    assertThat(item.get("launchesAt").s()).isEqualTo("2025-06-01T09:30:00+02:00[Europe/Paris]");
  }

  @Test
  void aConvertedKeyComponentSortsAsTheConverterPromises() {
    Random random = new Random(7);
    List<Duration> terms = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      Duration term = Duration.ofSeconds(random.nextInt(), random.nextInt(1_000_000_000));
      terms.add(term);
      db.plans().put(plan("sorted", term));
    }
    terms.sort(Comparator.naturalOrder());

    assertThat(db.plans().plansOf("sorted").all().list())
        .extracting(Plan::term)
        .containsExactlyElementsOf(terms);
    List<Duration> between =
        terms.stream()
            .filter(t -> t.compareTo(terms.get(5)) >= 0 && t.compareTo(terms.get(20)) <= 0)
            .toList();
    assertThat(db.plans().plansOf("sorted").term(Range.between(terms.get(5), terms.get(20))).list())
        .extracting(Plan::term)
        .containsExactlyElementsOf(between);

    List<String> keys = new ArrayList<>();
    terms.forEach(t -> keys.add(new PlanKey("sorted", t).sk()));
    List<String> byBytes = new ArrayList<>(keys);
    byBytes.sort(
        (a, b) ->
            Arrays.compareUnsigned(
                a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8)));
    assertThat(byBytes).containsExactlyElementsOf(keys);
  }

  @Test
  void indexQueriesConditionsAndUpdatesTakeTheConvertedType() {
    Plan plan = plan("updated", Duration.ofDays(7));
    db.plans().put(plan);

    assertThat(db.plans().inCurrency(EUR).term(Range.from(Duration.ofDays(7))).list())
        .extracting(Plan::product)
        .contains("updated");
    Money cheaper = new Money(new BigDecimal("9.99"), EUR);
    Plan updated =
        db.plans()
            .update(PlanKey.of(plan))
            .set(PlanSchema.PRICE, cheaper)
            .condition(PlanSchema.PAGE.eq(URI.create("https://example.com/plans/updated")))
            .execute()
            .orElseThrow();
    assertThat(updated.price()).isEqualTo(cheaper);
    assertThatThrownBy(
            () ->
                db.plans()
                    .update(PlanKey.of(plan))
                    .set(PlanSchema.PRICE, cheaper)
                    .condition(PlanSchema.PRICE.eq(new Money(new BigDecimal("12.50"), EUR)))
                    .execute())
        .isInstanceOf(ConditionFailedException.class);
  }
}
