package dev.singletable.runtime.internal;

import static dev.singletable.runtime.internal.Props.forAll;
import static java.nio.charset.StandardCharsets.UTF_8;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * A tally kept while an item is written, the way generated code would keep it (names and overheads
 * as constants, values through the tally), equals {@link ItemSize#of} of the finished item; and it
 * refuses what {@link Codec#string} refuses.
 */
class ItemSizeTallyTest {

  private static final String[] ATOMS = {
    "a",
    "Z",
    "0",
    " ",
    "\u00E9",
    "\u07FF",
    "\u0800",
    "\uD7FF",
    "\uE000",
    "\uFFFF",
    "\uD83D\uDE00",
    "\uDBFF\uDFFF"
  };

  @Test
  void aTallyKeptWhileWritingEqualsTheSizeOfTheItem() {
    forAll(
        "tally",
        r -> {
          for (int i = 0; i < 5_000; i++) {
            ItemSize.Tally tally = new ItemSize.Tally();
            Map<String, AttributeValue> item = write(r, tally);
            assertThat(tally.bytes()).as("%s", item).isEqualTo(ItemSize.of(item));
          }
        });
  }

  @Test
  void wellFormedUtf8LengthIsTheJdkEncodersLengthOrMinusOne() {
    forAll(
        "utf8",
        r -> {
          String[] atoms = {"a", "\u00E9", "\u0800", "\uFFFF", "\uD83D\uDE00", "\uD800", "\uDC00"};
          for (int i = 0; i < 20_000; i++) {
            String s = Props.randomString(r, atoms, 10);
            boolean wellFormed = new String(s.getBytes(UTF_8), UTF_8).equals(s);
            assertThat(Text.wellFormedUtf8Length(s))
                .as("%s", s)
                .isEqualTo(wellFormed ? s.getBytes(UTF_8).length : -1);
          }
        });
  }

  @Test
  void refusesWhatTheStringWriterRefuses() {
    ItemSize.Tally tally = new ItemSize.Tally();
    assertThatThrownBy(() -> tally.string("Order", "note", "a\uD800"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.note: strings must not contain an unpaired surrogate");
    assertThatThrownBy(() -> tally.string("Order", "note", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.note: values must not be null here");
    assertThat(tally.bytes()).isZero();
  }

  /** A random item of strings, numbers, booleans, a list and a map, tallied as it is written. */
  private static Map<String, AttributeValue> write(SplittableRandom r, ItemSize.Tally tally) {
    Map<String, AttributeValue> item = new HashMap<>();
    int attributes = 1 + r.nextInt(8);
    for (int a = 0; a < attributes; a++) {
      String name = "a" + a + Props.randomString(r, ATOMS, 3);
      tally.add(name.getBytes(UTF_8).length); // a constant in generated code
      switch (r.nextInt(5)) {
        case 0 -> item.put(name, tally.string("E", name, Props.randomString(r, ATOMS, 12)));
        case 1 ->
            item.put(
                name,
                tally.value(
                    CodecValues.decimal(
                        "E", name, BigDecimal.valueOf(r.nextLong(), r.nextInt(-5, 10)))));
        case 2 -> item.put(name, tally.value(CodecValues.bool(r.nextBoolean())));
        case 3 -> {
          int n = r.nextInt(4);
          tally.add(3 + n); // list overhead and 1 per element
          List<AttributeValue> elements = new ArrayList<>();
          for (int e = 0; e < n; e++) {
            elements.add(tally.string("E", name, Props.randomString(r, ATOMS, 5)));
          }
          item.put(name, AttributeValue.createL(elements));
        }
        default -> {
          Map<String, AttributeValue> nested = new HashMap<>();
          tally.add(3);
          for (String key : List.of("street", "city")) {
            tally.add(1 + key.length());
            nested.put(key, tally.string("E", name, Props.randomString(r, ATOMS, 5)));
          }
          item.put(name, AttributeValue.createM(nested));
        }
      }
    }
    return item;
  }
}
