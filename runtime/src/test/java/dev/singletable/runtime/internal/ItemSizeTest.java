package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.failure.ItemTooLargeException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/** Sizes computed by hand from the rules in the ItemSize Javadoc. */
class ItemSizeTest {

  private static AttributeValue s(String v) {
    return AttributeValue.fromS(v);
  }

  private static AttributeValue n(String v) {
    return AttributeValue.fromN(v);
  }

  @Test
  void stringsCountUtf8BytesOfNameAndValue() {
    assertThat(ItemSize.of(Map.of("id", s("abc")))).isEqualTo(2 + 3);
    // "名前": two 3-byte chars; "é": 2 bytes; U+1F600: 4 bytes in two Java chars.
    assertThat(ItemSize.of(Map.of("名前", s("é\uD83D\uDE00")))).isEqualTo(6 + 6);
    assertThat(ItemSize.of(Map.of("e", s("")))).isEqualTo(1);
  }

  @ParameterizedTest(name = "{0} is {1} bytes")
  @CsvSource({
    "0, 1",
    "-0.000, 1",
    "27, 2",
    "15, 2",
    "100, 2",
    "1000, 2",
    "1.5, 3",
    "-1, 3",
    "12345, 4",
    "123456, 4",
    "0.05, 2",
    "0012.3400, 3",
    "1E-130, 2",
    "1.0E10, 2",
    "-1E+3, 3",
    "99999999999999999999999999999999999999, 20",
    "-99999999999999999999999999999999999999, 21",
    "1.2345678901234567890123456789012345678, 21",
    // measured at DynamoDB's 400 KB gate (nubo-db/dynamodb-conformance, numberByteSize.test.ts)
    "1, 2",
    "12, 2",
    "123, 3",
    "1234, 3",
    "12345678901234567890123456789012345678, 20",
    "0042, 2",
    "1010, 3",
    "0.0000001, 2",
    "1E125, 2",
    "1E-100, 2",
    "1.2, 3",
    "1.200, 3",
    "1.234, 4",
    "3.14159, 5",
    "100.5, 4",
    "0.15, 2",
    "-42, 3",
    "-0, 1"
  })
  void numbersCountBase100DigitPairsPlusOne(String number, int bytes) {
    assertThat(AttributeSize.number(number)).isEqualTo(bytes);
    assertThat(ItemSize.of(Map.of("n", n(number)))).isEqualTo(1 + bytes);
  }

  @Test
  void otherTypes() {
    Map<String, AttributeValue> item = new LinkedHashMap<>();
    item.put("b", AttributeValue.fromB(SdkBytes.fromByteArray(new byte[10]))); // 1 + 10
    item.put("t", AttributeValue.fromBool(true)); // 1 + 1
    item.put("z", AttributeValue.fromNul(true)); // 1 + 1
    item.put("ss", AttributeValue.fromSs(List.of("a", "bb"))); // 2 + 3
    item.put("ns", AttributeValue.fromNs(List.of("1", "22"))); // 2 + 2 + 2
    item.put(
        "bs",
        AttributeValue.fromBs(List.of(SdkBytes.fromByteArray(new byte[] {1, 2, 3})))); // 2 + 3
    item.put("l", AttributeValue.fromL(List.of(s("a"), n("1")))); // 1 + 3 + (1 + 1) + (1 + 2)
    item.put("m", AttributeValue.fromM(Map.of("k", s("v")))); // 1 + 3 + (1 + 1 + 1)
    item.put("el", AttributeValue.fromL(List.of())); // 2 + 3
    item.put("em", AttributeValue.fromM(Map.of())); // 2 + 3
    long expected = 11 + 2 + 2 + 5 + 6 + 5 + 9 + 7 + 5 + 5;
    assertThat(ItemSize.of(item)).isEqualTo(expected);
    // Nested: 3 + (1 + "inner" 5 + (3 + (1 + 1)))
    AttributeValue nested =
        AttributeValue.fromM(
            Map.of("inner", AttributeValue.fromL(List.of(AttributeValue.fromBool(false)))));
    assertThat(AttributeSize.of(nested)).isEqualTo(3 + 1 + 5 + 3 + 1 + 1);
  }

  @Test
  void checkRefusesItemsOverTheLimitCountedInUtf8() {
    // "d" (1 byte) + 204,799 'é' (409,598 bytes) = 409,599 bytes: accepted.
    ItemSize.check("Order", "PK=USER#1", Map.of("d", s("é".repeat(204_799))));
    ItemSize.check("Order", "PK=USER#1", Map.of("d", s("x".repeat(409_599))));
    // One more 'é' is 409,601 bytes, though String.length() is only 204,800.
    assertThatThrownBy(
            () -> ItemSize.check("Order", "PK=USER#1", Map.of("d", s("é".repeat(204_800)))))
        .isInstanceOf(ItemTooLargeException.class)
        .hasMessage(
            "Order item PK=USER#1 is 409601 bytes, over DynamoDB's limit of 409600 bytes;"
                + " move large values to S3 or split the item")
        .satisfies(e -> assertThat(((ItemTooLargeException) e).sizeBytes()).isEqualTo(409_601));
    assertThat(ItemSize.MAX_ITEM_BYTES).isEqualTo(400 * 1024);
  }
}
