package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.Account;
import dev.singletable.processor.it.model.Everything;
import dev.singletable.processor.it.model.Everything.Address;
import dev.singletable.processor.it.model.Everything.Color;
import dev.singletable.processor.it.model.EverythingKey;
import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Every supported attribute type reads back equal to what was written, through the real engine. */
class MappingRoundTripTest extends EngineTest {

  private static Everything full(String id) {
    List<String> withEmptyAndNull = new ArrayList<>(Arrays.asList("a", "", null, "é🙂"));
    Map<String, Integer> counters = new LinkedHashMap<>();
    counters.put("one", 1);
    counters.put("", 0);
    counters.put("none", null);
    return new Everything(
        id,
        "text with ünïcödé and 🙂",
        true,
        Boolean.FALSE,
        Byte.MIN_VALUE,
        Short.MAX_VALUE,
        Integer.MIN_VALUE,
        Long.MAX_VALUE,
        -7,
        Long.MIN_VALUE,
        0.1f,
        0.1,
        -1.5e-120,
        new BigDecimal("12345678901234567890.123456789012345678"),
        new BigInteger("-99999999999999999999999999999999999999"),
        Instant.parse("2025-01-15T10:30:00.123456789Z"),
        LocalDate.of(2024, 2, 29),
        LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999_999_999),
        UUID.fromString("123e4567-e89b-12d3-a456-426614174000"),
        Color.GREEN,
        new byte[] {0, 1, 2, (byte) 255},
        SdkBytes.fromUtf8String("sdk bytes"),
        withEmptyAndNull,
        List.of(1, -2, 3),
        List.of(List.of("x"), List.of(), List.of("y", "z")),
        Set.of("red", "blue"),
        Set.of(1, 2, 3),
        Set.of(new BigDecimal("1.5"), new BigDecimal("-2")),
        counters,
        Map.of("home", new Address("1 Main St", "Springfield", 12345, List.of("line 1", ""))),
        new Address("2 Side St", "Shelbyville", 0, List.of()),
        List.of(new Address("3 Old Rd", "Capital City", 99999, null)),
        Optional.of("Bart"),
        Optional.empty(),
        "stored under another name",
        null);
  }

  @Test
  void everyAttributeTypeRoundTripsThroughTheEngine() {
    Everything written = full("all-types");
    db.everythings().put(written);

    Everything read = db.everythings().get(new EverythingKey("all-types")).orElseThrow();

    assertThat(read).usingRecursiveComparison().ignoringFields("blob", "amount").isEqualTo(written);
    assertThat(read.blob()).containsExactly(written.blob());
    // DynamoDB trims trailing zeros; the value is the same number.
    assertThat(read.amount()).isEqualByComparingTo(written.amount());
  }

  @Test
  void attributesAreStoredUnderTheirStoredNamesWithKeysAndType() {
    db.everythings().put(full("stored-names"));

    Map<String, AttributeValue> item =
        client
            .getItem(
                r -> r.tableName(db.tableName()).key(new EverythingKey("stored-names").toKey()))
            .item();

    assertThat(item.get("PK").s()).isEqualTo("THING#stored-names");
    assertThat(item.get("SK").s()).isEqualTo("THING");
    assertThat(item.get("entityType").s()).isEqualTo("Everything");
    assertThat(item.get("renamed-attr").s()).isEqualTo("stored under another name");
    assertThat(item).doesNotContainKeys("renamed", "transientNote", "backup");
    assertThat(item.get("at").s()).isEqualTo("2025-01-15T10:30:00.123456789Z");
    assertThat(item.get("labels").ss()).containsExactlyInAnyOrder("red", "blue");
    assertThat(item.get("scores").ns()).containsExactlyInAnyOrder("1", "2", "3");
  }

  @Test
  void nullAttributesAreOmittedAndReadBackAsNull() {
    Everything sparse =
        new Everything(
            "sparse", null, false, null, (byte) 0, (short) 0, 0, 0L, null, null, 0f, 0d, null, null,
            null, null, null, null, null, null, null, null, null, null, null, null, null, null,
            null, null, null, null, null, null, null, null);
    db.everythings().put(sparse);

    Everything read = db.everythings().get(new EverythingKey("sparse")).orElseThrow();

    assertThat(read.text()).isNull();
    assertThat(read.address()).isNull();
    assertThat(read.nickname()).isEmpty();
    // DynamoDB cannot store an empty set; an absent set reads back empty.
    assertThat(read.labels()).isEmpty();
  }

  @Test
  void numbersDynamoDbCannotHoldAreRefusedBeforeSending() {
    Everything nan = withMeasure(Double.NaN);
    assertThatThrownBy(() -> db.everythings().put(nan))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Everything.measure");
    assertThat(db.everythings().get(new EverythingKey("nan"))).isEmpty();
  }

  private static Everything withMeasure(double measure) {
    Everything base = full("nan");
    return new Everything(
        base.id(),
        base.text(),
        base.flag(),
        base.boxedFlag(),
        base.tiny(),
        base.small(),
        base.count(),
        base.big(),
        base.boxedCount(),
        base.boxedBig(),
        base.ratio(),
        measure,
        base.boxedMeasure(),
        base.amount(),
        base.huge(),
        base.at(),
        base.day(),
        base.localAt(),
        base.uuid(),
        base.color(),
        base.blob(),
        base.sdkBlob(),
        base.tags(),
        base.numbers(),
        base.nested(),
        base.labels(),
        base.scores(),
        base.prices(),
        base.counters(),
        base.places(),
        base.address(),
        base.history(),
        base.nickname(),
        base.backup(),
        base.renamed(),
        base.transientNote());
  }

  @Test
  void classEntitiesWithBuildersRoundTrip() {
    Account account =
        Account.builder().id("acc-1").owner("Lisa").balance(-20).aliases(List.of("L", "")).build();
    db.accounts().put(account);

    Account read =
        db.accounts().get(new dev.singletable.processor.it.model.AccountKey("acc-1")).orElseThrow();

    assertThat(read).usingRecursiveComparison().isEqualTo(account);
  }

  @Test
  void readingAnItemOfAnotherTypeFailsWithAClearError() {
    db.accounts().put(Account.builder().id("other").owner("x").build());
    Map<String, AttributeValue> accountItem =
        client
            .getItem(
                r ->
                    r.tableName(db.tableName())
                        .key(new dev.singletable.processor.it.model.AccountKey("other").toKey()))
            .item();

    assertThatThrownBy(() -> db.everythings().schema().fromItem(accountItem))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("cannot read an item as Everything: its entityType is \"Account\"");
  }

  @Test
  void missingRequiredPrimitiveFailsWithAClearError() {
    Map<String, AttributeValue> item =
        new LinkedHashMap<>(
            db.accounts().schema().toItem(Account.builder().id("partial").owner("x").build()));
    item.remove("balance");

    assertThatThrownBy(() -> db.accounts().schema().fromItem(item))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining(
            "Account.balance is required (primitive) but the item has no \"balance\" attribute");
  }
}
