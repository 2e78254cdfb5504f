package dev.singletable.runtime.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.AttributeConverter;
import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The stored forms: what each puts and reads back, what an absent attribute reads as (null, an
 * empty set, {@code Optional.empty()}, a primitive zero), what a full item must hold, and the
 * refusals, which name entity and attribute.
 */
class CodecTest {

  private static final String E = "Order";

  /** A nested value as generated code writes it: a codec class over its fields. */
  record Line(String sku, int quantity) {}

  static final class LineFields implements Codec.Fields<Line> {
    static final Codec<String> SKU = Codec.string(E, "lines[].sku").storedAs("sku");
    static final Codec.Primitive<Integer> QUANTITY =
        Codec.int32(E, "lines[].quantity").storedAs("quantity");

    @Override
    public void write(Line value, Map<String, AttributeValue> item) {
      SKU.put(item, value.sku());
      QUANTITY.put(item, value.quantity());
    }

    @Override
    public Line read(Map<String, AttributeValue> item) {
      return new Line(SKU.read(item), QUANTITY.readInt(item));
    }

    @Override
    public void require(Map<String, AttributeValue> item) {
      QUANTITY.require(item);
    }
  }

  private static final Codec<Line> LINE = Codec.nested(E, "lines[]", 2, new LineFields());

  record Sku(String value) {}

  /** The converter a value type gets. */
  static final class SkuConverter implements AttributeConverter<Sku, String> {
    @Override
    public String toStored(Sku value) {
      return value.value();
    }

    @Override
    public Sku fromStored(String stored) {
      return new Sku(stored);
    }
  }

  @Test
  void nullIsAnAbsentAttributeAndAbsentReadsAsPlanned() {
    Codec<String> name = Codec.string(E, "name");
    Codec.OfSet<String> tags = Codec.OfSet.strings(E, "tags");
    Codec<Optional<String>> nickname = Codec.optional(Codec.string(E, "nickname"));
    Codec.Primitive<Integer> count = Codec.int32(E, "count");
    Codec.Primitive<Boolean> flag = Codec.bool(E, "flag");
    Map<String, AttributeValue> item = new HashMap<>();

    name.put(item, null);
    tags.put(item, Set.of());
    nickname.put(item, Optional.empty());
    nickname.put(item, null);

    assertThat(item).isEmpty();
    assertThat(name.read(item)).isNull();
    assertThat(tags.readSet(item)).isEmpty();
    assertThat(nickname.read(item)).isEmpty();
    assertThat(count.readInt(item)).isZero();
    assertThat(flag.readBoolean(item)).isFalse();
    item.put("name", Items.NULL);
    assertThat(name.read(item)).isNull();
  }

  @Test
  void primitivesPutAndReadWithoutBoxing() {
    Map<String, AttributeValue> item = new HashMap<>();
    Codec.int8(E, "b").put(item, (byte) -3);
    Codec.int16(E, "s").put(item, (short) 300);
    Codec.int32(E, "i").put(item, 7);
    Codec.int64(E, "l").put(item, Long.MAX_VALUE);
    Codec.float32(E, "f").put(item, 1.5f);
    Codec.float64(E, "d").put(item, 0.1);
    Codec.bool(E, "z").put(item, true);

    assertThat(Codec.int8(E, "b").readByte(item)).isEqualTo((byte) -3);
    assertThat(Codec.int16(E, "s").readShort(item)).isEqualTo((short) 300);
    assertThat(Codec.int32(E, "i").readInt(item)).isEqualTo(7);
    assertThat(Codec.int64(E, "l").readLong(item)).isEqualTo(Long.MAX_VALUE);
    assertThat(Codec.float32(E, "f").readFloat(item)).isEqualTo(1.5f);
    assertThat(Codec.float64(E, "d").readDouble(item)).isEqualTo(0.1);
    assertThat(Codec.bool(E, "z").readBoolean(item)).isTrue();
    assertThat(item.get("d").n()).isEqualTo("0.1");
  }

  @Test
  void aPresentNullPrimitiveIsRefusedRatherThanReadAsZero() {
    Map<String, AttributeValue> item = Map.of("count", Items.NULL);

    assertThatThrownBy(() -> Codec.int32(E, "count").readInt(item))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("Order.count");
  }

  @Test
  void aFullItemMustHoldItsPrimitivesNestedOnesIncluded() {
    Codec.Primitive<Integer> count = Codec.int32(E, "count");
    Codec<List<Line>> lines = Codec.list(E, "lines", LINE);
    Map<String, AttributeValue> item = new HashMap<>();

    assertThatThrownBy(() -> count.require(item))
        .isInstanceOf(MappingException.class)
        .hasMessageStartingWith("Order.count is required (primitive)");
    lines.require(item); // absent: nothing nested to require

    item.put(
        "lines",
        AttributeValue.createL(
            Arrays.asList(
                LINE.apply(new Line("a", 1)),
                Items.NULL,
                AttributeValue.createM(Map.of("sku", AttributeValue.createS("b"))))));
    assertThatThrownBy(() -> lines.require(item))
        .isInstanceOf(MappingException.class)
        .hasMessageStartingWith("Order.lines[].quantity is required (primitive)")
        .hasMessageContaining("sku=b");
    // Read as a partial item, the same nested value takes the zero.
    assertThat(lines.read(item)).containsExactly(new Line("a", 1), null, new Line("b", 0));
  }

  @Test
  void requirementsReachThroughMapsAndOptionals() {
    Codec<Map<String, Line>> byName = Codec.map(E, "byName", LINE);
    Codec<Optional<Line>> backup = Codec.optional(LINE.storedAs("backup"));
    AttributeValue incomplete = AttributeValue.createM(Map.of());
    Map<String, AttributeValue> item =
        Map.of("byName", AttributeValue.createM(Map.of("x", incomplete)), "backup", incomplete);

    assertThatThrownBy(() -> byName.require(item))
        .hasMessageStartingWith("Order.lines[].quantity is required");
    assertThatThrownBy(() -> backup.require(item))
        .hasMessageStartingWith("Order.lines[].quantity is required");
    assertThat(backup.read(item)).contains(new Line(null, 0));
  }

  @Test
  void listsMapsAndNestedValuesRoundTripWithNullElements() {
    Codec<List<Line>> lines = Codec.list(E, "lines", LINE);
    Codec<Map<String, Integer>> counters = Codec.map(E, "counters", Codec.int32(E, "counters{}"));
    List<Line> list = new ArrayList<>(Arrays.asList(new Line("a", 2), null));
    Map<String, Integer> map = new LinkedHashMap<>();
    map.put("x", 1);
    map.put("y", null);
    Map<String, AttributeValue> item = new HashMap<>();

    lines.put(item, list);
    counters.put(item, map);

    assertThat(item.get("lines").l().get(0).m()).containsKeys("sku", "quantity");
    assertThat(lines.read(item)).isEqualTo(list);
    assertThat(counters.read(item)).isEqualTo(map);
  }

  @Test
  void renamedFormsStoreUnderTheirNameAndNameTheirPathInMessages() {
    Codec<String> renamed = Codec.string(E, "renamed").storedAs("renamed-attr");
    Map<String, AttributeValue> item = new HashMap<>();

    renamed.put(item, "x");

    assertThat(item).containsOnlyKeys("renamed-attr");
    assertThat(renamed.site()).isEqualTo(new Codec.Site(E, "renamed-attr", "renamed"));
    assertThatThrownBy(() -> renamed.apply("\uD800"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Order.renamed");
  }

  @Test
  void setsAreStoredAsSetsAndRefuseDuplicates() {
    Codec.OfSet<Integer> scores = Codec.OfSet.numbers(E, "scores", Codec.int32(E, "scores"));
    Map<String, AttributeValue> item = new HashMap<>();

    scores.put(item, Set.of(3));

    assertThat(item.get("scores").ns()).containsExactly("3");
    assertThat(scores.readSet(item)).containsExactly(3);
    // An element reads as the same number alone would: written by another tool, 1E+3 is 1000.
    assertThat(scores.readSet(Map.of("scores", AttributeValue.fromNs(List.of("1E+3")))))
        .containsExactly(1000);
    assertThatThrownBy(() -> Sets.encode(scores, List.of(1, 1)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Order.scores");
    assertThatThrownBy(() -> scores.apply(Set.of()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("empty sets");
    assertThatThrownBy(
            () -> scores.readSet(Map.of("scores", AttributeValue.fromNs(List.of("1", "x")))))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("a number of the set's element type");
  }

  @Test
  void aScaledDecimalReadsBackWithItsScaleAndAnUnscaledOneAsStored() {
    Map<String, AttributeValue> item =
        Map.of("total", AttributeValue.createN("81.5"), "big", AttributeValue.createN("1E+3"));

    assertThat(Codec.decimal(E, "total", 2).read(item)).hasToString("81.50");
    assertThat(Codec.decimal(E, "big").read(item)).hasToString("1E+3");
  }

  @Test
  void aPrimitiveTtlOfZeroIsNoTtlAndABoxedOneIsRefused() {
    Codec.Primitive<Long> ttl = Codec.ttlSeconds(E, "expiresAt");
    Map<String, AttributeValue> item = new HashMap<>();

    ttl.put(item, 0L);
    assertThat(item).isEmpty();
    assertThat(ttl.readLong(item)).isZero();
    ttl.require(item); // never required: absent is 0
    assertThatThrownBy(() -> ttl.put(item, Long.valueOf(0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Order.expiresAt: a TTL of 0");
    ttl.put(item, 1_700_000_000L);
    assertThat(item.get("expiresAt").n()).isEqualTo("1700000000");
  }

  @Test
  void aTtlInstantIsWholeEpochSeconds() {
    Codec<Instant> ttl = Codec.ttlInstant(E, "expiresAt");

    assertThat(ttl.apply(Instant.ofEpochSecond(1_700_000_000)).n()).isEqualTo("1700000000");
    assertThatThrownBy(() -> ttl.apply(Instant.ofEpochSecond(1, 5)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("fraction of a second");
  }

  @Test
  void aValueTypeIsStoredAsItsComponentAndANullComponentIsRefused() {
    Codec<Sku> sku = Codec.converted(Codec.string(E, "sku"), new SkuConverter());
    Map<String, AttributeValue> item = new HashMap<>();

    sku.put(item, new Sku("s-1"));

    assertThat(item.get("sku").s()).isEqualTo("s-1");
    assertThat(sku.read(item)).isEqualTo(new Sku("s-1"));
    assertThatThrownBy(() -> sku.apply(new Sku(null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Order.sku: the value type's component");
  }

  @Test
  void theEntityTypeStartsEveryItemAndRefusesAnotherType() {
    Codec.EntityType type = Codec.entityType("entityType", E, 4);
    Map<String, AttributeValue> item = type.newItem();

    assertThat(item).containsExactly(Map.entry("entityType", AttributeValue.createS(E)));
    type.check(item);
    assertThatThrownBy(() -> type.check(Map.of("entityType", AttributeValue.createS("Other"))))
        .isInstanceOf(MappingException.class)
        .hasMessageContaining("cannot read an item as Order");
  }

  @Test
  void zerosAreWhatAnUpsertWritesForUnsetPrimitives() {
    assertThat(Codec.zeros(Codec.int32(E, "count"), Codec.bool(E, "flag")))
        .containsOnly(
            Map.entry("count", AttributeValue.createN("0")),
            Map.entry("flag", AttributeValue.createBool(false)));
  }

  @Test
  void aCodecIsTheEncoderOfTypedReferences() {
    java.util.function.Function<? super BigDecimal, AttributeValue> encoder =
        Codec.decimal(E, "total");

    assertThat(encoder.apply(new BigDecimal("1.50")).n()).isEqualTo("1.5");
  }
}
