package dev.singletable.runtime.expression;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.AttributeSize;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** The rules every value meets before it is sent, with the boundaries DynamoDB sets. */
class ValueRulesTest {

  private static AttributeValue nested(int lists) {
    AttributeValue value = AttributeValue.fromS("x");
    for (int i = 0; i < lists; i++) {
      value = AttributeValue.fromL(List.of(value));
    }
    return value;
  }

  private static void check(AttributeValue value) {
    ValueRules.check(value, "Order", "notes", 1);
  }

  @Test
  void nestingStopsAtThirtyTwoLevelsCountingTheTopLevelAttributeAsOne() {
    assertThatCode(() -> check(nested(31))).doesNotThrowAnyException();
    assertThatThrownBy(() -> check(nested(32)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "Order.notes"
                + "[0]".repeat(32)
                + ": DynamoDB nests values at most 32 levels deep (a"
                + " top-level attribute is level 1), this value is at level 33; flatten the"
                + " structure or store it as a string");
    // A value set at a nested path starts deeper.
    assertThatThrownBy(() -> ValueRules.check(nested(30), "Order", "a.b.c", 3))
        .hasMessageContaining("level 33");
  }

  @Test
  void unpairedSurrogatesAreRefusedInStringsSetElementsNamesAndMapKeys() {
    assertThatThrownBy(() -> check(AttributeValue.fromS("a\uDC00")))
        .hasMessage(
            "Order.notes: strings must be well-formed UTF-16: the unpaired surrogate U+DC00 at"
                + " index 1 has no UTF-8 encoding, so DynamoDB would store another text (got"
                + " \"a\\uDC00\")");
    assertThatThrownBy(() -> check(AttributeValue.fromSs(List.of("ok", "\uD800"))))
        .hasMessageStartingWith("Order.notes: set elements must be well-formed UTF-16");
    assertThatThrownBy(
            () -> check(AttributeValue.fromM(Map.of("k\uD800", AttributeValue.fromS("v")))))
        .hasMessageStartingWith("Order.notes.\"k\\uD800\": attribute names and map keys");
    assertThatThrownBy(
            () -> ValueRules.checkItem(Map.of("\uDFFF", AttributeValue.fromS("v")), "Order"))
        .hasMessageStartingWith("Order.\"\\uDFFF\": attribute names and map keys");
    assertThatCode(() -> check(AttributeValue.fromS("emoji \uD83D\uDE00")))
        .doesNotThrowAnyException();
  }

  @Test
  void numbersMustBeNumbersDynamoDbCanHold() {
    assertThatCode(() -> check(AttributeValue.fromN("-123456789012345678")))
        .doesNotThrowAnyException();
    assertThatCode(
            () -> check(AttributeValue.fromN("9.9999999999999999999999999999999999999E+125")))
        .doesNotThrowAnyException();
    assertThatCode(() -> check(AttributeValue.fromN("1E-130"))).doesNotThrowAnyException();
    assertThatThrownBy(() -> check(AttributeValue.fromN("1E+126")))
        .hasMessageStartingWith("Order.notes: numbers must be 0 or between 1E-130");
    assertThatThrownBy(() -> check(AttributeValue.fromN("1E-131")))
        .hasMessageContaining("between 1E-130");
    assertThatThrownBy(
            () -> check(AttributeValue.fromN("1" + "0".repeat(10) + "." + "1".repeat(30))))
        .hasMessageContaining("at most 38 significant digits");
    assertThatThrownBy(() -> check(AttributeValue.fromN("NaN")))
        .hasMessageContaining("numbers must be decimal text");
    assertThatThrownBy(() -> check(AttributeValue.fromNs(List.of("1", "1.00"))))
        .hasMessageContaining("sets must not hold duplicates (numbers are equal by value");
  }

  @Test
  void plainDecimalsAreJudgedAsTheFullNumberCheckJudgesThem() {
    // Up to 38 digits a plain decimal passes without parsing; past that the full check decides.
    for (String accepted :
        List.of(
            "129.99",
            "-0.5",
            "5.",
            ".5",
            "9".repeat(38),
            "0." + "0".repeat(36) + "1",
            "1" + "0".repeat(38),
            "-" + "0".repeat(50) + ".5")) {
      assertThatCode(() -> check(AttributeValue.fromN(accepted)))
          .as(accepted)
          .doesNotThrowAnyException();
      assertThatCode(() -> new ExpressionWriter("Order").value(AttributeValue.fromN(accepted)))
          .as(accepted)
          .doesNotThrowAnyException();
    }
    assertThatThrownBy(() -> check(AttributeValue.fromN("9".repeat(39))))
        .hasMessageContaining("at most 38 significant digits");
    for (String refused : List.of("1.2.3", "-", ".", "--1", "1-")) {
      assertThatThrownBy(() -> new ExpressionWriter("Order").value(AttributeValue.fromN(refused)))
          .as(refused)
          .hasMessageStartingWith("Order.expression value: numbers must be decimal text");
    }
  }

  @Test
  void setsMustHoldDistinctElementsAndAtLeastOne() {
    assertThatThrownBy(() -> check(AttributeValue.fromSs(List.of())))
        .hasMessageStartingWith("Order.notes: DynamoDB sets must not be empty (got an empty SS)");
    assertThatThrownBy(() -> check(AttributeValue.fromSs(List.of("a", "a"))))
        .hasMessageContaining("sets must not hold duplicates (got \"a\")");
    SdkBytes one = SdkBytes.fromUtf8String("1");
    assertThatThrownBy(
            () -> check(AttributeValue.fromBs(List.of(one, SdkBytes.fromUtf8String("1")))))
        .hasMessageContaining("two equal binary values");
  }

  @Test
  void namesAreAtMostSixtyFourKilobytesMinusOne() {
    String longest = "n".repeat(ValueRules.MAX_NAME_BYTES);
    assertThatCode(() -> ValueRules.checkItem(Map.of(longest, AttributeValue.fromS("v")), "Order"))
        .doesNotThrowAnyException();
    assertThatThrownBy(
            () -> ValueRules.checkItem(Map.of(longest + "n", AttributeValue.fromS("v")), "Order"))
        .hasMessageContaining("attribute names and map keys are at most 65535 UTF-8 bytes");
    assertThatThrownBy(() -> ValueRules.checkItem(Map.of("", AttributeValue.fromS("v")), "Order"))
        .hasMessage("Order.: attribute names must not be empty");
    // Map keys may be empty: DynamoDB stores {"": ...} inside a map.
    assertThatCode(() -> check(AttributeValue.fromM(Map.of("", AttributeValue.fromS("v")))))
        .doesNotThrowAnyException();
  }

  @Test
  void anExpressionWriterChecksEveryValueAtItsPathAndNamesTheEntity() {
    ExpressionWriter writer = new ExpressionWriter("Order");
    ComparableRef<Object, AttributeValue> doc = new ComparableRef<>(Path.attribute("doc"), v -> v);

    assertThatThrownBy(() -> writer.condition(doc.eq(AttributeValue.fromS("\uD800"))))
        .hasMessageStartingWith("Order.doc: strings must be well-formed");
    assertThatThrownBy(
            () ->
                writer.update(
                    List.of(
                        UpdateAction.set(Path.attribute("doc").field("a").field("b"), nested(30)))))
        .hasMessageStartingWith("Order.doc.a.b")
        .hasMessageContaining("level 33");
    // A refused expression leaves no names or values behind.
    assertThat(writer.names()).isNull();
    assertThat(writer.values()).isNull();
  }

  @Test
  void theQuickSizeIsTheSizeOfWhatTheQuickCheckAcceptsAndRefusesTheRest() {
    List<AttributeValue> accepted =
        List.of(
            AttributeValue.fromS(""),
            AttributeValue.fromS("plain"),
            AttributeValue.fromS("caf\u00e9 \u20ac \ud83d\ude00"),
            AttributeValue.fromN("0"),
            AttributeValue.fromN("-123456789012345678"),
            AttributeValue.fromN("12.50"),
            AttributeValue.fromN("-0.5"),
            AttributeValue.fromN("3.14159"),
            AttributeValue.fromN("-42"),
            AttributeValue.fromN("1000"),
            AttributeValue.fromN("0.0000001"),
            AttributeValue.fromN("-12345678901234567890123456789012345678"));
    for (AttributeValue value : accepted) {
      assertThat(ValueRules.acceptsAtTopLevel(value)).as("%s", value).isTrue();
      assertThat(ValueRules.quickSize(value)).as("%s", value).isEqualTo(Values.size(value));
    }
    List<AttributeValue> left =
        List.of(
            AttributeValue.fromS("broken \ud83d"),
            AttributeValue.fromS("\ude00 first"),
            AttributeValue.fromN("1E+5"),
            AttributeValue.fromBool(true),
            AttributeValue.fromL(List.of()));
    for (AttributeValue value : left) {
      assertThat(ValueRules.acceptsAtTopLevel(value)).as("%s", value).isFalse();
      assertThat(ValueRules.quickSize(value)).as("%s", value).isEqualTo(-1);
    }
  }

  /**
   * The quick check measures a plain decimal in the pass that accepts it: over random spellings
   * (signs, leading and trailing zeros, a dot anywhere or none, 1 to 38 digits) its size is the one
   * {@link AttributeSize#number} gives, and past 38 digits it leaves the number to the full check.
   */
  @Test
  void theQuickSizeOfAPlainDecimalIsItsSizeInAnItem() {
    Random random = new Random(27);
    for (int round = 0; round < 20_000; round++) {
      int digits = 1 + random.nextInt(round % 10 == 0 ? 40 : 12);
      StringBuilder text = new StringBuilder(random.nextBoolean() ? "-" : "");
      int dot = random.nextInt(3) == 0 ? -1 : random.nextInt(digits + 1);
      for (int i = 0; i < digits; i++) {
        if (i == dot) {
          text.append('.');
        }
        text.append(random.nextInt(3) == 0 ? '0' : (char) ('0' + random.nextInt(10)));
      }
      if (dot == digits) {
        text.append('.');
      }
      String n = text.toString();
      long quick = ValueRules.quickSize(AttributeValue.fromN(n));
      assertThat(quick).as(n).isEqualTo(digits > 38 ? -1 : AttributeSize.number(n));
    }
  }

  /**
   * Expression values are sized by the rules of the item size (AttributeSize), so that the 2 MB of
   * substitutions and the 400 KB of an item count a value alike: a number by its significant digits
   * in base-100 pairs, plus one, plus one when negative, whatever its spelling.
   */
  @ParameterizedTest(name = "{0} is {1} bytes")
  @CsvSource({
    "0, 1",
    "-0.000, 1",
    "-42, 3",
    "100, 2",
    "1000000, 2",
    "0012.3400, 3",
    "3.14159, 5",
    "1.5, 3",
    "1E125, 2",
    "-1.5E-130, 4",
    "12345678901234567890123456789012345678, 20",
    "-99999999999999999999999999999999999999, 21"
  })
  void aNumberIsSizedAsInAnItem(String number, long bytes) {
    AttributeValue value = AttributeValue.fromN(number);
    assertThat(Values.size(value)).isEqualTo(bytes).isEqualTo(AttributeSize.of(value));
    long quick = ValueRules.quickSize(value);
    if (quick >= 0) {
      assertThat(quick).isEqualTo(bytes);
    }
    AttributeValue inDocuments =
        AttributeValue.fromM(
            Map.of(
                "l",
                AttributeValue.fromL(List.of(value)),
                "s",
                AttributeValue.fromNs(List.of(number))));
    // 3 + (1 + "l" + 3 + (1 + n)) + (1 + "s" + n)
    assertThat(Values.size(inDocuments)).isEqualTo(3 + 1 + 1 + 3 + 1 + bytes + 1 + 1 + bytes);
  }
}
