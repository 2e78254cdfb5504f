package dev.singletable.runtime.internal;

import dev.singletable.runtime.failure.MappingException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Converts field values to DynamoDB attribute values and back for generated {@code toItem} and
 * {@code fromItem} code, without reflection.
 *
 * <p>Writers are never passed null (generated code omits null attributes, and empty sets, which
 * DynamoDB refuses) and throw {@link IllegalArgumentException} for values DynamoDB could not store
 * faithfully. Readers expect a present, non-NULL value (generated code checks {@link #isAbsent})
 * and throw {@link MappingException} naming entity, attribute, expected and actual type. Numbers
 * read back equal to what was written, except that DynamoDB drops trailing zeros ({@code 1.50}
 * reads back as {@code 1.5}: equal by {@code compareTo}, not by {@code equals}) and negative zero
 * (it reads back as 0). Timestamps are strings in the fixed 9-digit UTC key format ({@code
 * 2025-01-15T10:30:00.000000000Z}), so that string comparison in conditions and filters is
 * chronological; readers also accept other ISO-8601 forms written by other tools.
 */
public final class AttributeValues {

  // Values are built with the SDK's createX factories, which construct the AttributeValue
  // directly; the fromX factories go through a builder that tracks which union member is set, about
  // half of toItem's time before this was changed. AttributeValue is immutable, so constants are
  // shared between items.
  private static final AttributeValue TRUE = AttributeValue.createBool(true);
  private static final AttributeValue FALSE = AttributeValue.createBool(false);

  private AttributeValues() {}

  /** True when the attribute is missing or holds DynamoDB NULL. */
  public static boolean isAbsent(AttributeValue v) {
    return v == null || Boolean.TRUE.equals(v.nul());
  }

  /** An S, refusing an unpaired surrogate: UTF-8 cannot hold it, so the text would change. */
  public static AttributeValue string(String entity, String attribute, String v) {
    if (v == null || Text.unpairedSurrogate(v) >= 0) {
      Mapping.checkWellFormed(entity, attribute, v); // throws, naming the value
    }
    return AttributeValue.createS(v);
  }

  /** A BOOL (one shared instance per value). */
  public static AttributeValue bool(boolean v) {
    return v ? TRUE : FALSE;
  }

  /** An N holding a byte. */
  public static AttributeValue int8(byte v) {
    return AttributeValue.createN(Integer.toString(v));
  }

  /** An N holding a short. */
  public static AttributeValue int16(short v) {
    return AttributeValue.createN(Integer.toString(v));
  }

  /** An N holding an int. */
  public static AttributeValue int32(int v) {
    return AttributeValue.createN(Integer.toString(v));
  }

  /** An N holding a long. */
  public static AttributeValue int64(long v) {
    return AttributeValue.createN(Long.toString(v));
  }

  /** An N holding a float, refusing NaN and infinities. */
  public static AttributeValue float32(String entity, String attribute, float v) {
    return AttributeValue.createN(Numbers.float32(entity, attribute, v));
  }

  /** An N holding a double's shortest text, refusing NaN, infinities and DynamoDB's range. */
  public static AttributeValue float64(String entity, String attribute, double v) {
    return AttributeValue.createN(Numbers.float64(entity, attribute, v));
  }

  /** An N, refusing more than 38 significant digits or a magnitude outside DynamoDB's range. */
  public static AttributeValue decimal(String entity, String attribute, BigDecimal v) {
    return AttributeValue.createN(Numbers.decimal(entity, attribute, v));
  }

  /** An N, refusing more than 38 significant digits or 10^126 and above. */
  public static AttributeValue bigInteger(String entity, String attribute, BigInteger v) {
    return AttributeValue.createN(Numbers.bigInteger(entity, attribute, v));
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffffZ}, refusing years outside 0000..9999. */
  public static AttributeValue instant(String entity, String attribute, Instant v) {
    Timestamps.check(entity, attribute, v.getEpochSecond(), v.getNano(), 9, v);
    return AttributeValue.createS(Timestamps.formatInstant(v.getEpochSecond(), v.getNano(), 9));
  }

  /** An S {@code yyyy-MM-dd}, refusing years outside 0000..9999. */
  public static AttributeValue localDate(String entity, String attribute, LocalDate v) {
    Timestamps.checkYear(entity, attribute, v.getYear(), v);
    return AttributeValue.createS(Timestamps.formatLocalDate(v));
  }

  /** An S {@code yyyy-MM-ddTHH:mm:ss.fffffffff}, refusing years outside 0000..9999. */
  public static AttributeValue localDateTime(String entity, String attribute, LocalDateTime v) {
    Timestamps.checkYear(entity, attribute, v.getYear(), v);
    return AttributeValue.createS(Timestamps.formatLocalDateTime(v, 9));
  }

  /** An S in lower-case canonical UUID form. */
  public static AttributeValue uuid(UUID v) {
    return AttributeValue.createS(v.toString());
  }

  /** An S holding the constant's name. */
  public static AttributeValue enumName(Enum<?> v) {
    return AttributeValue.createS(v.name());
  }

  /** A B holding a copy of {@code v}, so later changes to the array do not change the item. */
  public static AttributeValue bytes(byte[] v) {
    return AttributeValue.createB(SdkBytes.fromByteArray(v));
  }

  /** A B holding {@code v} (immutable). */
  public static AttributeValue sdkBytes(SdkBytes v) {
    return AttributeValue.createB(v);
  }

  /** An SS; refuses an empty set, null or ill-formed elements and duplicates (DynamoDB does). */
  public static AttributeValue stringSet(
      String entity, String attribute, Collection<? extends String> v) {
    return AttributeValue.createSs(Mapping.stringSet(entity, attribute, v));
  }

  /** An NS; refuses an empty set and numerically equal elements such as 1 and 1.0. */
  public static AttributeValue numberSet(
      String entity, String attribute, Collection<? extends Number> v) {
    return AttributeValue.createNs(Mapping.numberSet(entity, attribute, v));
  }

  /** A BS of copies; refuses an empty set, null elements and equal contents. */
  public static AttributeValue binarySet(
      String entity, String attribute, Collection<? extends byte[]> v) {
    Mapping.checkNotEmpty(entity, attribute, v);
    List<SdkBytes> copies = new ArrayList<>(v.size());
    for (byte[] b : v) {
      copies.add(b == null ? null : SdkBytes.fromByteArray(b));
    }
    return sdkBytesSet(entity, attribute, copies);
  }

  /** A BS; refuses an empty set, null elements and equal contents. */
  public static AttributeValue sdkBytesSet(
      String entity, String attribute, Collection<? extends SdkBytes> v) {
    return AttributeValue.createBs(Mapping.bytesSet(entity, attribute, v));
  }

  // Readers: the type is checked first, then the text is parsed; both failures name the entity.

  /** Reads an S. */
  public static String readString(String entity, String attribute, AttributeValue v) {
    return Mapping.s(entity, attribute, v, "a string");
  }

  /** Reads a BOOL. */
  public static boolean readBool(String entity, String attribute, AttributeValue v) {
    Boolean b = v == null ? null : v.bool();
    if (b == null) {
      throw Mapping.wrongType(entity, attribute, "BOOL", v);
    }
    return b;
  }

  /** Reads an N that fits in a byte. */
  public static byte readInt8(String entity, String attribute, AttributeValue v) {
    return (byte) Mapping.integer(entity, attribute, v, Byte.MIN_VALUE, Byte.MAX_VALUE, "int8");
  }

  /** Reads an N that fits in a short. */
  public static short readInt16(String entity, String attribute, AttributeValue v) {
    return (short) Mapping.integer(entity, attribute, v, Short.MIN_VALUE, Short.MAX_VALUE, "int16");
  }

  /** Reads an N that fits in an int. */
  public static int readInt32(String entity, String attribute, AttributeValue v) {
    return (int)
        Mapping.integer(entity, attribute, v, Integer.MIN_VALUE, Integer.MAX_VALUE, "int32");
  }

  /** Reads an N that fits in a long. */
  public static long readInt64(String entity, String attribute, AttributeValue v) {
    return Mapping.integer(entity, attribute, v, Long.MIN_VALUE, Long.MAX_VALUE, "int64");
  }

  /** Reads an N as the nearest float. */
  public static float readFloat32(String entity, String attribute, AttributeValue v) {
    String n = Mapping.n(entity, attribute, v, "a float");
    try {
      return Float.parseFloat(n);
    } catch (NumberFormatException e) {
      throw Mapping.unreadable(entity, attribute, "a float", n, e);
    }
  }

  /** Reads an N as the nearest double. */
  public static double readFloat64(String entity, String attribute, AttributeValue v) {
    String n = Mapping.n(entity, attribute, v, "a double");
    try {
      return Double.parseDouble(n);
    } catch (NumberFormatException e) {
      throw Mapping.unreadable(entity, attribute, "a double", n, e);
    }
  }

  /** Reads an N exactly (without the trailing zeros DynamoDB dropped). */
  public static BigDecimal readDecimal(String entity, String attribute, AttributeValue v) {
    String n = Mapping.n(entity, attribute, v, "a decimal");
    // Parsed here rather than through Mapping.parse(..., BigDecimal::new, ...): the method
    // reference would be one more class spun on a cold start's first read.
    try {
      return new BigDecimal(n);
    } catch (RuntimeException e) {
      throw Mapping.unreadable(entity, attribute, "a decimal", n, e);
    }
  }

  /** Reads an N that is a whole number. */
  public static BigInteger readBigInteger(String entity, String attribute, AttributeValue v) {
    String n = Mapping.n(entity, attribute, v, "a whole number");
    return Mapping.parse(
        entity, attribute, n, t -> new BigDecimal(t).toBigIntegerExact(), "a whole number");
  }

  /** Reads an S written by {@link #instant}, or any ISO-8601 instant. */
  public static Instant readInstant(String entity, String attribute, AttributeValue v) {
    String what = "an ISO-8601 instant";
    String s = Mapping.s(entity, attribute, v, what);
    Instant fast = Timestamps.parseInstant(s, 9);
    return fast != null ? fast : Mapping.parse(entity, attribute, s, Instant::parse, what);
  }

  /** Reads an S written by {@link #localDate}, or any ISO-8601 date. */
  public static LocalDate readLocalDate(String entity, String attribute, AttributeValue v) {
    String what = "an ISO-8601 date";
    String s = Mapping.s(entity, attribute, v, what);
    LocalDate fast = Timestamps.parseLocalDate(s);
    return fast != null ? fast : Mapping.parse(entity, attribute, s, LocalDate::parse, what);
  }

  /** Reads an S written by {@link #localDateTime}, or any ISO-8601 local date-time. */
  public static LocalDateTime readLocalDateTime(String entity, String attribute, AttributeValue v) {
    String what = "an ISO-8601 local date-time";
    String s = Mapping.s(entity, attribute, v, what);
    LocalDateTime fast = Timestamps.parseLocalDateTime(s, 9);
    return fast != null ? fast : Mapping.parse(entity, attribute, s, LocalDateTime::parse, what);
  }

  /** Reads an S holding a UUID in any case. */
  public static UUID readUuid(String entity, String attribute, AttributeValue v) {
    String s = Mapping.s(entity, attribute, v, "a UUID");
    UUID fast = FixedWidth.parseUuid(s);
    return fast != null ? fast : Mapping.parse(entity, attribute, s, Mapping::strictUuid, "a UUID");
  }

  /**
   * Reads an S holding the name of a constant of {@code type} (an unknown name is a
   * MappingException): what {@code E.valueOf} does, taking the class rather than a method
   * reference, whose lambda class a cold start would spin.
   */
  public static <E extends Enum<E>> E readEnum(
      String entity, String attribute, AttributeValue v, Class<E> type) {
    String s = Mapping.s(entity, attribute, v, "an enum constant name");
    try {
      return Enum.valueOf(type, s);
    } catch (IllegalArgumentException e) {
      throw Mapping.unreadable(entity, attribute, "the name of a constant of the enum", s, e);
    }
  }

  /** Reads a B as a new array (the caller may change it). */
  public static byte[] readBytes(String entity, String attribute, AttributeValue v) {
    return readSdkBytes(entity, attribute, v).asByteArray();
  }

  /** Reads a B. */
  public static SdkBytes readSdkBytes(String entity, String attribute, AttributeValue v) {
    SdkBytes b = v == null ? null : v.b();
    if (b == null) {
      throw Mapping.wrongType(entity, attribute, "B", v);
    }
    return b;
  }

  /** Reads an SS, keeping DynamoDB's order. */
  public static Set<String> readStringSet(String entity, String attribute, AttributeValue v) {
    return new LinkedHashSet<>(
        Mapping.set(entity, attribute, v, AttributeValue.Type.SS, AttributeValue::ss));
  }

  /** Reads an NS, parsing each element with {@code parse} (for example {@code Long::valueOf}). */
  public static <E> Set<E> readNumberSet(
      String entity, String attribute, AttributeValue v, Function<String, E> parse) {
    List<String> ns = Mapping.set(entity, attribute, v, AttributeValue.Type.NS, AttributeValue::ns);
    Set<E> out = new LinkedHashSet<>(Math.max(16, ns.size() * 2));
    for (String n : ns) {
      out.add(Mapping.parse(entity, attribute, n, parse, "a number of the set's element type"));
    }
    return out;
  }

  /** Reads an NS of ints. */
  public static Set<Integer> readInt32Set(String entity, String attribute, AttributeValue v) {
    return readNumberSet(
        entity, attribute, v, t -> (int) Mapping.integer(t, Integer.MIN_VALUE, Integer.MAX_VALUE));
  }

  /** Reads an NS of longs. */
  public static Set<Long> readInt64Set(String entity, String attribute, AttributeValue v) {
    return readNumberSet(
        entity, attribute, v, t -> Mapping.integer(t, Long.MIN_VALUE, Long.MAX_VALUE));
  }

  /** Reads an NS of decimals. */
  public static Set<BigDecimal> readDecimalSet(String entity, String attribute, AttributeValue v) {
    return readNumberSet(entity, attribute, v, BigDecimal::new);
  }

  /** Reads a BS as new arrays, in DynamoDB's order (a list: arrays have no content equality). */
  public static Set<byte[]> readBinarySet(String entity, String attribute, AttributeValue v) {
    List<SdkBytes> bs =
        Mapping.set(entity, attribute, v, AttributeValue.Type.BS, AttributeValue::bs);
    // byte[] has identity equality, so the set keeps every element DynamoDB returned.
    Set<byte[]> out = new LinkedHashSet<>(bs.size() * 2);
    for (SdkBytes b : bs) {
      out.add(b.asByteArray());
    }
    return out;
  }

  /** Reads a BS. */
  public static Set<SdkBytes> readSdkBytesSet(String entity, String attribute, AttributeValue v) {
    return new LinkedHashSet<>(
        Mapping.set(entity, attribute, v, AttributeValue.Type.BS, AttributeValue::bs));
  }
}
