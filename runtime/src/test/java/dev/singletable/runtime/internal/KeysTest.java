package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Range;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The key descriptors: each part encodes as its {@link KeyEncoding} rule and decodes back, a slot
 * turns a value or a {@link Range} into the same exact condition as {@link SortKeyCondition}'s
 * factories over the prefix the query carries, and refusals keep their messages.
 */
class KeysTest {

  private static final Keys.Attribute SK = Keys.sortKey("Order", "SK", '#', "ORDER#{at}#{id}");
  private static final Keys.Part<Instant> AT = Keys.instant("Order", "at", 3);
  private static final Keys.Part<String> ID = Keys.string("Order", "id", '#');
  private static final Keys.Slot<Instant> AT_SLOT = Keys.slot(AT, "#", true);
  private static final Keys.Slot<String> ID_SLOT = Keys.slot(ID, "", false);

  private static final Instant T1 = Instant.parse("2024-01-02T03:04:05.678Z");
  private static final Instant T2 = Instant.parse("2024-02-02T03:04:05Z");

  @Test
  void aKeyMayBeTooLongOnlyPastAThirdOfItsLimitInChars() {
    // 3 UTF-8 bytes a char at most: 682 chars are at most 2,046 bytes, 683 may be 2,049.
    Keys.Attribute pk = Keys.partitionKey("Order", "PK", '#', "USER#{id}");
    assertThat(pk.mayBeTooLong(682)).isFalse();
    assertThat(pk.mayBeTooLong(683)).isTrue();
    assertThat(SK.mayBeTooLong(341)).isFalse();
    assertThat(SK.mayBeTooLong(342)).isTrue();
    assertThat(SK.mayBeTooLong(3L * Integer.MAX_VALUE)).isTrue(); // a sum of lengths never wraps
    // What check counts once a key may be too long: its UTF-8 bytes.
    assertThat(SK.check("\u00e9".repeat(512))).hasSize(512);
    assertThatThrownBy(() -> SK.check("\u00e9".repeat(512) + "a"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(
            "Order.SK: sort keys must be at most 1024 UTF-8 bytes; this one is 1025");
  }

  @Test
  void partsEncodeAsTheirRulesAndDecodeBack() {
    Keys.Part<Integer> size = Keys.int32("P", "size");
    assertThat(size.encode(-5)).isEqualTo(KeyEncoding.int32("P", "size", -5));
    assertThat(size.encode(Integer.valueOf(7))).isEqualTo("0000000007");
    assertThat(size.decode(size.encode(-5))).isEqualTo(-5);
    Keys.Part<Long> big = Keys.int64("P", "n");
    assertThat(big.decode(big.encode(Long.MIN_VALUE))).isEqualTo(Long.MIN_VALUE);
    Keys.Part<Byte> small = Keys.int8("P", "b");
    assertThat(small.decode(small.encode((byte) -1))).isEqualTo((byte) -1);
    Keys.Part<Boolean> flag = Keys.bool("P", "flag");
    assertThat(flag.encode(true)).isEqualTo("true");
    assertThat(flag.decode("false")).isFalse();
    assertThat(AT.encode(T1)).isEqualTo("2024-01-02T03:04:05.678Z");
    assertThat(AT.decode(AT.encode(T1))).isEqualTo(T1);
    Keys.Part<BigDecimal> total = Keys.decimal("P", "total", 4, 2);
    assertThat(total.decode(total.encode(new BigDecimal("12.5")))).isEqualTo("12.50");
    Keys.Part<LocalDate> day = Keys.localDate("P", "day");
    assertThat(day.decode(day.encode(LocalDate.of(2024, 3, 1)))).isEqualTo("2024-03-01");
    UUID uuid = UUID.randomUUID();
    assertThat(Keys.uuid("P", "u").decode(Keys.uuid("P", "u").encode(uuid))).isEqualTo(uuid);
    Keys.Part<Thread.State> state = Keys.enumName("P", "state", '#', Thread.State.class);
    assertThat(state.decode(state.encode(Thread.State.NEW))).isEqualTo(Thread.State.NEW);
    assertThatThrownBy(() -> state.decode("OLD")).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void partsRefuseNullAndBadValuesNamingEntityAndAttribute() {
    assertThatThrownBy(() -> Keys.int32("P", "size").encode((Integer) null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("P.size: key attributes must have a value (got null)");
    assertThatThrownBy(() -> ID.encode("a#b"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.id: key values must not contain the delimiter '#'");
    assertThatThrownBy(() -> AT.encode(Instant.parse("2024-01-01T00:00:00.0001Z")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.at: ");
    assertThatThrownBy(() -> SK.check("x".repeat(1025)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Order.SK: sort keys must be at most 1024 UTF-8 bytes");
  }

  @Test
  void slotEqualityExtendsThePrefixOrEndsTheKey() {
    SortKeyCondition start = SortKeyCondition.prefix("ORDER#");
    SortKeyCondition afterAt = AT_SLOT.equal(SK, start, T1);
    assertThat(afterAt).isEqualTo(SortKeyCondition.prefix("ORDER#2024-01-02T03:04:05.678Z#"));
    assertThat(ID_SLOT.equal(SK, afterAt, "o-1"))
        .isEqualTo(SortKeyCondition.equalTo("ORDER#2024-01-02T03:04:05.678Z#o-1"));
    assertThat(ID_SLOT.equal(SK, SortKeyCondition.any(), "o-1"))
        .isEqualTo(SortKeyCondition.equalTo("o-1"));
  }

  @Test
  void slotRangesAreTheExactBoundsOfSortKeyCondition() {
    SortKeyCondition start = SortKeyCondition.prefix("ORDER#");
    String a = AT.encode(T1);
    String b = AT.encode(T2);
    assertThat(AT_SLOT.range(SK, start, Range.between(T1, T2)))
        .isEqualTo(SortKeyCondition.between("ORDER#", a, b, false, '#'));
    assertThat(AT_SLOT.range(SK, start, Range.from(T1)))
        .isEqualTo(SortKeyCondition.from("ORDER#", a, false, '#'));
    assertThat(AT_SLOT.range(SK, start, Range.after(T1)))
        .isEqualTo(SortKeyCondition.after("ORDER#", a, false, '#'));
    assertThat(AT_SLOT.range(SK, start, Range.upTo(T2)))
        .isEqualTo(SortKeyCondition.upTo("ORDER#", b, false, '#'));
    assertThat(AT_SLOT.range(SK, start, Range.before(T2)))
        .isEqualTo(SortKeyCondition.before("ORDER#", b, false, '#'));
    SortKeyCondition fixed = SortKeyCondition.prefix("ORDER#" + a + "#");
    assertThat(ID_SLOT.range(SK, fixed, Range.before("m")))
        .isEqualTo(SortKeyCondition.before("ORDER#" + a + "#", "m", true, '#'));
    assertThat(ID_SLOT.range(SK, fixed, Range.beginsWith("o-")))
        .isEqualTo(SortKeyCondition.prefix("ORDER#" + a + "#o-"));
    assertThat(ID_SLOT.range(SK, SortKeyCondition.any(), Range.from("b")))
        .isEqualTo(SortKeyCondition.from("", "b", true, '#'));
  }

  @Test
  void slotRangesRefuseLowAfterHighAndBadBounds() {
    SortKeyCondition start = SortKeyCondition.prefix("ORDER#");
    assertThatThrownBy(() -> AT_SLOT.range(SK, start, Range.between(T2, T1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("sort key condition: a range must not start after its end");
    assertThatThrownBy(() -> AT_SLOT.range(SK, start, Range.from(null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("Order.at: key attributes must have a value (got null)");
    assertThatThrownBy(() -> ID_SLOT.range(SK, start, Range.upTo("a#")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.id: key values must not contain the delimiter");
    assertThatThrownBy(() -> ID_SLOT.range(SK, start, Range.beginsWith("")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.id: key values must not be empty");
  }

  @Test
  void targetsStartWhereTheirPatternSays() {
    assertThat(Keys.table().prefix("ORDER#").at("C#1"))
        .isEqualTo(new QueryTarget(null, "C#1", List.of(), SortKeyCondition.prefix("ORDER#")));
    assertThat(Keys.index("GSI2").equalTo("ORDER").at("O#1").sortKey())
        .isEqualTo(SortKeyCondition.equalTo("ORDER"));
    assertThat(Keys.index("GSI1").at("S#1").sortKey()).isEqualTo(SortKeyCondition.any());
    assertThat(Keys.table().foldedPrefix().at("P#a", "a#").sortKey())
        .isEqualTo(SortKeyCondition.prefix("a#"));
    assertThat(Keys.table().foldedEqualTo(SK).at("P#a", "a").sortKey())
        .isEqualTo(SortKeyCondition.equalTo("a"));
    QueryTarget shards = Keys.index("GSI1").shards(List.of("E#0", "E#1"));
    assertThat(shards.partitionKey()).isEqualTo("E#0");
    assertThat(shards.shards()).containsExactly("E#0", "E#1");
  }

  @Test
  void aConstantStartIsMadeOnceForEveryQueryOfItsTarget() {
    Keys.Target orders = Keys.table().prefix("ORDER#");
    assertThat(orders.at("C#1").sortKey()).isSameAs(orders.at("C#2").sortKey());
    Keys.Target profile = Keys.index("GSI2").equalTo("ORDER");
    assertThat(profile.at("O#1").sortKey()).isSameAs(profile.at("O#2").sortKey());
    // A start the partition's values fix is made per query.
    assertThat(Keys.table().foldedPrefix().at("P#a", "a#").sortKey())
        .isNotSameAs(Keys.table().foldedPrefix().at("P#a", "a#").sortKey());
  }

  @Test
  void keysAreReadBackByTheirAttributesPatterns() {
    Keys.Attribute pk = Keys.partitionKey("Order", "PK", '#', "CUSTOMER#{customer}");
    Map<String, AttributeValue> keys =
        Map.of(
            "PK", AttributeValue.fromS("CUSTOMER#c-1"),
            "SK", AttributeValue.fromS("ORDER#2024-01-02T03:04:05.678Z#o-7"));
    assertThat(Keys.match(keys, pk, SK))
        .containsEntry("customer", "c-1")
        .containsEntry("at", "2024-01-02T03:04:05.678Z")
        .containsEntry("id", "o-7");
    assertThat(Keys.match(Map.of("PK", AttributeValue.fromS("USER#c-1")), pk)).isNull();
  }

  @Test
  void shardsWriteFixedWidthNumbers() {
    Keys.Shard shard = Keys.shard(16);
    assertThat(shard.text(3)).isEqualTo("03");
    assertThat(shard.of("abc")).isEqualTo(Shards.of(16, "abc"));
    assertThat(shard.random()).hasSize(2);
  }

  @Test
  void rangesAreValues() {
    assertThat(Range.between(1, 2)).isEqualTo(Range.between(1, 2)).hasToString("between(1, 2)");
    assertThat(Range.from(1)).isNotEqualTo(Range.after(1));
    assertThat(Range.upTo(3).map(v -> v * 2)).isEqualTo(Range.upTo(6));
    assertThat(Range.<Integer>from(null).map(v -> v * 2).low()).isNull();
    assertThat(Range.beginsWith("ab").isPrefix()).isTrue();
  }
}
