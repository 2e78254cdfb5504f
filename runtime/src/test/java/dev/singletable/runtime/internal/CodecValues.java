package dev.singletable.runtime.internal;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Collection;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * The value rules of the codecs ({@link Codec}) as static functions of an entity and attribute, in
 * the shape the value tests were written in: each writer is a codec's {@code apply}, each reader
 * its {@code decode}.
 */
final class CodecValues {

  private static final String ANY = "Any";

  private CodecValues() {}

  static boolean isAbsent(AttributeValue v) {
    return v == null || Items.isNull(v);
  }

  static AttributeValue string(String entity, String attribute, String v) {
    return Codec.string(entity, attribute).apply(v);
  }

  static AttributeValue bool(boolean v) {
    return Codec.bool(ANY, "b").apply(v);
  }

  static AttributeValue int8(byte v) {
    return Codec.int8(ANY, "n").apply(v);
  }

  static AttributeValue int16(short v) {
    return Codec.int16(ANY, "n").apply(v);
  }

  static AttributeValue int32(int v) {
    return Codec.int32(ANY, "n").apply(v);
  }

  static AttributeValue int64(long v) {
    return Codec.int64(ANY, "n").apply(v);
  }

  static AttributeValue float32(String entity, String attribute, float v) {
    return Codec.float32(entity, attribute).apply(v);
  }

  static AttributeValue float64(String entity, String attribute, double v) {
    return Codec.float64(entity, attribute).apply(v);
  }

  static AttributeValue decimal(String entity, String attribute, BigDecimal v) {
    return Codec.decimal(entity, attribute).apply(v);
  }

  static AttributeValue bigInteger(String entity, String attribute, BigInteger v) {
    return Codec.bigInteger(entity, attribute).apply(v);
  }

  static AttributeValue instant(String entity, String attribute, Instant v) {
    return Codec.instant(entity, attribute).apply(v);
  }

  static AttributeValue localDate(String entity, String attribute, LocalDate v) {
    return Codec.localDate(entity, attribute).apply(v);
  }

  static AttributeValue localDateTime(String entity, String attribute, LocalDateTime v) {
    return Codec.localDateTime(entity, attribute).apply(v);
  }

  static AttributeValue uuid(UUID v) {
    return Codec.uuid(ANY, "u").apply(v);
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static AttributeValue enumName(Enum<?> v) {
    return Codec.enumName(ANY, "e", (Class) v.getDeclaringClass()).apply(v);
  }

  static AttributeValue bytes(byte[] v) {
    return Codec.bytes(ANY, "b").apply(v);
  }

  static AttributeValue sdkBytes(SdkBytes v) {
    return Codec.sdkBytes(ANY, "b").apply(v);
  }

  static AttributeValue stringSet(String entity, String attribute, Collection<? extends String> v) {
    return Sets.encode(Codec.OfSet.strings(entity, attribute), v);
  }

  static AttributeValue numberSet(String entity, String attribute, Collection<? extends Number> v) {
    Parsed<Number> any = new Parsed<>(entity, attribute, BigDecimal::new);
    return Sets.encode(Codec.OfSet.numbers(entity, attribute, any), v);
  }

  static AttributeValue binarySet(String entity, String attribute, Collection<? extends byte[]> v) {
    return Sets.encode(Codec.OfSet.byteArrays(entity, attribute), v);
  }

  static AttributeValue sdkBytesSet(
      String entity, String attribute, Collection<? extends SdkBytes> v) {
    return Sets.encode(Codec.OfSet.binaries(entity, attribute), v);
  }

  static String readString(String entity, String attribute, AttributeValue v) {
    return Codec.string(entity, attribute).decode(v);
  }

  static boolean readBool(String entity, String attribute, AttributeValue v) {
    return Codec.bool(entity, attribute).decode(v);
  }

  static byte readInt8(String entity, String attribute, AttributeValue v) {
    return Codec.int8(entity, attribute).decode(v);
  }

  static short readInt16(String entity, String attribute, AttributeValue v) {
    return Codec.int16(entity, attribute).decode(v);
  }

  static int readInt32(String entity, String attribute, AttributeValue v) {
    return Codec.int32(entity, attribute).decode(v);
  }

  static long readInt64(String entity, String attribute, AttributeValue v) {
    return Codec.int64(entity, attribute).decode(v);
  }

  static float readFloat32(String entity, String attribute, AttributeValue v) {
    return Codec.float32(entity, attribute).decode(v);
  }

  static double readFloat64(String entity, String attribute, AttributeValue v) {
    return Codec.float64(entity, attribute).decode(v);
  }

  static BigDecimal readDecimal(String entity, String attribute, AttributeValue v) {
    return Codec.decimal(entity, attribute).decode(v);
  }

  static BigInteger readBigInteger(String entity, String attribute, AttributeValue v) {
    return Codec.bigInteger(entity, attribute).decode(v);
  }

  static Instant readInstant(String entity, String attribute, AttributeValue v) {
    return Codec.instant(entity, attribute).decode(v);
  }

  static LocalDate readLocalDate(String entity, String attribute, AttributeValue v) {
    return Codec.localDate(entity, attribute).decode(v);
  }

  static LocalDateTime readLocalDateTime(String entity, String attribute, AttributeValue v) {
    return Codec.localDateTime(entity, attribute).decode(v);
  }

  static UUID readUuid(String entity, String attribute, AttributeValue v) {
    return Codec.uuid(entity, attribute).decode(v);
  }

  static <E extends Enum<E>> E readEnum(
      String entity, String attribute, AttributeValue v, Class<E> type) {
    return Codec.enumName(entity, attribute, type).decode(v);
  }

  static byte[] readBytes(String entity, String attribute, AttributeValue v) {
    return Codec.bytes(entity, attribute).decode(v);
  }

  static SdkBytes readSdkBytes(String entity, String attribute, AttributeValue v) {
    return Codec.sdkBytes(entity, attribute).decode(v);
  }

  static Set<String> readStringSet(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.strings(entity, attribute).readSet(java.util.Map.of(attribute, v));
  }

  /** An NS read element by element with {@code parse}, as a number form parses it. */
  static <E extends Number> Set<E> readNumberSet(
      String entity, String attribute, AttributeValue v, Function<String, E> parse) {
    return Codec.OfSet.numbers(entity, attribute, new Parsed<>(entity, attribute, parse))
        .readSet(java.util.Map.of(attribute, v));
  }

  static Set<Integer> readInt32Set(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.numbers(entity, attribute, Codec.int32(entity, attribute))
        .readSet(java.util.Map.of(attribute, v));
  }

  static Set<Long> readInt64Set(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.numbers(entity, attribute, Codec.int64(entity, attribute))
        .readSet(java.util.Map.of(attribute, v));
  }

  static Set<BigDecimal> readDecimalSet(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.numbers(entity, attribute, Codec.decimal(entity, attribute))
        .readSet(java.util.Map.of(attribute, v));
  }

  static Set<byte[]> readBinarySet(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.byteArrays(entity, attribute).readSet(java.util.Map.of(attribute, v));
  }

  static Set<SdkBytes> readSdkBytesSet(String entity, String attribute, AttributeValue v) {
    return Codec.OfSet.binaries(entity, attribute).readSet(java.util.Map.of(attribute, v));
  }

  /** A number form parsing with a function: what the tests' {@code parse} argument says. */
  private record Parsed<E extends Number>(Codec.Site site, Function<String, E> parser)
      implements Codec<E> {
    Parsed(String entity, String attribute, Function<String, E> parser) {
      this(Codec.at(entity, attribute), parser);
    }

    @Override
    public AttributeValue apply(E value) {
      throw new UnsupportedOperationException();
    }

    @Override
    public E decode(AttributeValue value) {
      return parser.apply(Items.n(site, value, "a number"));
    }

    @Override
    public Codec<E> storedAs(String name) {
      throw new UnsupportedOperationException();
    }
  }
}
