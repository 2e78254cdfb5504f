package dev.singletable.processor.plan.view;

import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Synthesises the values of example items: the n-th value of an attribute depends only on its name,
 * its type and n, so that attributes of the same name in two entities (an order's {@code userId}
 * and a user's) agree and example items refer to each other as real data does. Key components are
 * encoded exactly as the runtime encodes them (fixed-width numbers, ISO-8601 instants with the
 * declared fraction digits), so example keys look like the keys the table will hold.
 *
 * <p>One example value is bounded whatever its type: at most {@link #MAX_VALUES} values in all and
 * {@link #MAX_DEPTH} levels of lists, maps and records. A list holds two elements while the budget
 * lasts and one after it (a list nested 31 levels is 31 one-element lists, not 2^31 strings); once
 * the budget is spent, lists and maps are drawn empty and records with the fields that fit.
 */
final class ExampleValues {

  /** The most values (scalars, lists, maps, records) one example attribute value holds. */
  static final int MAX_VALUES = 64;

  /** The deepest nesting drawn: DynamoDB's limit of 32 levels. */
  static final int MAX_DEPTH = 32;

  /** First names for e-mail addresses: more readable than numbers. */
  private static final List<String> PEOPLE =
      List.of("ann", "bob", "cyd", "dee", "eve", "fay", "gus", "hal");

  private static final Instant EPOCH = Instant.parse("2025-01-15T09:30:00Z");
  private static final Duration STEP = Duration.ofHours(26).plusMinutes(15);

  private final char delimiter;
  private final Function<TypeName, List<String>> enumConstants;

  /**
   * @param enumConstants the constant names of an enum type, in declaration order
   */
  ExampleValues(char delimiter, Function<TypeName, List<String>> enumConstants) {
    this.delimiter = delimiter;
    this.enumConstants = enumConstants;
  }

  /** The n-th example value of an attribute, as it is stored in the item. */
  ExampleValue stored(String entity, AttributeModel attribute, int n) {
    if (attribute.has(Role.TTL)) {
      // Epoch seconds, some months ahead of the other example instants.
      return ExampleValue.n(Long.toString(EPOCH.plus(Duration.ofDays(180 + n)).getEpochSecond()));
    }
    if (attribute.has(Role.VERSION)) {
      return ExampleValue.n("1");
    }
    return stored(
        entity, attribute.name(), attribute, attribute.type(), n, new int[] {MAX_VALUES}, 1);
  }

  /** The n-th value of a key component, encoded as the generated key class encodes it. */
  String keyText(String entity, AttributeModel attribute, int n) {
    Object value = scalar(entity, attribute.name(), attribute, attribute.scalarKind(), null, n);
    int fraction = attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
    return switch (attribute.scalarKind()) {
      case BYTE -> fixed((Long) value, 3);
      case SHORT -> fixed((Long) value, 5);
      case INT -> fixed((Long) value, 10);
      case LONG -> fixed((Long) value, 19);
      case BIG_INTEGER -> fixed(((BigInteger) value).longValueExact(), attribute.integerDigits());
      case BIG_DECIMAL -> decimal((BigDecimal) value, attribute.integerDigits());
      case INSTANT -> instant((Instant) value, fraction);
      case LOCAL_DATE_TIME -> localDateTime((LocalDateTime) value, fraction);
      default -> String.valueOf(value);
    };
  }

  /**
   * @param budget how many more values this attribute's example may hold (one shared counter)
   * @param depth the nesting level of this value: 1 for the attribute itself
   */
  private ExampleValue stored(
      String entity,
      String name,
      AttributeModel attribute,
      ValueType type,
      int n,
      int[] budget,
      int depth) {
    if (type instanceof ValueType.OptionalOf optional) {
      return stored(entity, name, attribute, optional.value(), n, budget, depth);
    }
    budget[0]--;
    if (type instanceof ValueType.Scalar scalar) {
      return storedScalar(entity, name, attribute, scalar.kind(), scalar.storedType(), n);
    }
    if (type instanceof ValueType.SetOf set) {
      // Never empty (DynamoDB sets cannot be): one element, and a second while the budget lasts.
      List<String> elements = new ArrayList<>();
      String setType = "SS";
      for (int i = 0; i < 2 && (i == 0 || budget[0] > 0); i++) {
        ExampleValue element = stored(entity, name, null, set.element(), n + i, budget, depth);
        setType = element.type() + "S";
        elements.add(element.text());
      }
      return new ExampleValue(setType.equals("BOOLS") ? "SS" : setType, elements);
    }
    boolean room = depth < MAX_DEPTH;
    if (type instanceof ValueType.ListOf list) {
      List<ExampleValue> elements = new ArrayList<>();
      // The first element goes as deep as the type does; a second only while the budget lasts.
      for (int i = 0; i < 2 && room && budget[0] > (i == 0 ? 0 : remaining(list.element())); i++) {
        elements.add(stored(entity, name, null, list.element(), n + i, budget, depth + 1));
      }
      return new ExampleValue("L", elements);
    }
    if (type instanceof ValueType.MapOf map) {
      Map<String, ExampleValue> entries = new LinkedHashMap<>();
      if (room && budget[0] > 0) {
        entries.put("key" + (n + 1), stored(entity, name, null, map.value(), n, budget, depth + 1));
      }
      return new ExampleValue("M", entries);
    }
    if (type instanceof ValueType.Embedded embedded) {
      Map<String, ExampleValue> fields = new LinkedHashMap<>();
      for (AttributeModel field : embedded.attributes()) {
        if (!field.ignored() && room && budget[0] > 0) {
          fields.put(
              field.storedName(),
              stored(entity, field.name(), field, field.type(), n, budget, depth + 1));
        }
      }
      return new ExampleValue("M", fields);
    }
    return ExampleValue.s("?");
  }

  /** The fewest values an example of {@code type} takes: its chain of first elements. */
  private static int remaining(ValueType type) {
    if (type instanceof ValueType.OptionalOf optional) {
      return remaining(optional.value());
    }
    if (type instanceof ValueType.ListOf list) {
      return 1 + remaining(list.element());
    }
    if (type instanceof ValueType.MapOf map) {
      return 1 + remaining(map.value());
    }
    return 1;
  }

  private ExampleValue storedScalar(
      String entity,
      String name,
      AttributeModel attribute,
      ScalarKind kind,
      TypeName javaType,
      int n) {
    Object value = scalar(entity, name, attribute, kind, javaType, n);
    return switch (kind.storage()) {
      case N ->
          ExampleValue.n(
              value instanceof BigDecimal decimal ? decimal.toPlainString() : value.toString());
      case BOOL -> new ExampleValue("BOOL", value);
      case B -> new ExampleValue("B", value);
      case S ->
          ExampleValue.s(
              switch (kind) {
                case INSTANT -> instant((Instant) value, 9);
                case LOCAL_DATE_TIME -> localDateTime((LocalDateTime) value, 9);
                default -> value.toString();
              });
    };
  }

  /**
   * The n-th Java value of a scalar: Long for every integer type, Double for floating point,
   * BigDecimal, BigInteger, Boolean, Instant, LocalDate, LocalDateTime, UUID, base64 text for
   * binary, and the constant name (a String) for enums.
   *
   * @param attribute the attribute, for its key format; null for an element of a collection
   * @param javaType the type, to find an enum's constants when {@code attribute} is null
   */
  private Object scalar(
      String entity,
      String name,
      AttributeModel attribute,
      ScalarKind kind,
      TypeName javaType,
      int n) {
    int integerDigits = attribute == null ? -1 : attribute.integerDigits();
    int fractionDigits = attribute == null ? -1 : attribute.fractionDigits();
    return switch (kind) {
      case STRING -> string(entity, name, n);
      case BOOLEAN -> n % 2 == 0;
      case BYTE, SHORT, INT, LONG -> (long) n + 1;
      case FLOAT, DOUBLE -> 1.5 * (n + 1);
      case BIG_INTEGER -> BigInteger.valueOf(n + 1);
      case BIG_DECIMAL -> {
        // 12.50, 25.00, 37.50 at the declared scale; small enough for integerDigits >= 2.
        int scale = Math.max(fractionDigits < 0 ? 2 : fractionDigits, 0);
        BigDecimal step = integerDigits == 1 ? BigDecimal.ONE : new BigDecimal("12.5");
        BigDecimal value = step.multiply(BigDecimal.valueOf(n + 1L));
        yield scale == 0
            ? value.setScale(0, java.math.RoundingMode.DOWN)
            : value.setScale(scale, java.math.RoundingMode.UNNECESSARY);
      }
      case INSTANT -> EPOCH.plus(STEP.multipliedBy(n));
      case LOCAL_DATE -> LocalDate.ofInstant(EPOCH, ZoneOffset.UTC).plusDays(n);
      case LOCAL_DATE_TIME ->
          LocalDateTime.ofInstant(EPOCH.plus(STEP.multipliedBy(n)), ZoneOffset.UTC);
      case UUID -> UUID.nameUUIDFromBytes((name + "-" + n).getBytes(StandardCharsets.UTF_8));
      case ENUM -> {
        List<String> constants =
            enumConstants.apply(
                attribute == null || !(attribute.type() instanceof ValueType.Scalar scalar)
                    ? javaType
                    : scalar.storedType());
        yield constants.isEmpty() ? "VALUE" : constants.get(n % constants.size());
      }
      case BYTES, SDK_BYTES ->
          Base64.getEncoder().encodeToString(new byte[] {(byte) (n + 1), 0x2a, (byte) 0xff});
    };
  }

  /**
   * A readable string: {@code order-1} for {@code orderId}, an e-mail address for {@code email},
   * {@code Product 1} for a product's {@code name}, otherwise {@code <attribute>-<n>}; never the
   * delimiter, so that it can be a key component.
   */
  private String string(String entity, String name, int n) {
    String lower = name.toLowerCase(Locale.ROOT);
    String text;
    if ((name.endsWith("Id") || name.endsWith("ID")) && name.length() > 2) {
      text = kebab(name.substring(0, name.length() - 2)) + "-" + (n + 1);
    } else if (lower.equals("id")) {
      text = kebab(entity) + "-" + (n + 1);
    } else if (lower.contains("email")) {
      text = PEOPLE.get(n % PEOPLE.size()) + (n < PEOPLE.size() ? "" : n) + "@example.com";
    } else if (lower.equals("name") || lower.equals("title")) {
      text = entity + " " + (n + 1);
    } else {
      text = kebab(name) + "-" + (n + 1);
    }
    return text.replace(delimiter, '_');
  }

  /** A lower-case letter or digit followed by an upper-case letter, where kebab case breaks. */
  private static final Pattern WORD_BREAK = Pattern.compile("([a-z0-9])([A-Z])");

  /** {@code orderLine} becomes {@code order-line}. */
  private static String kebab(String camel) {
    return WORD_BREAK.matcher(camel).replaceAll("$1-$2").toLowerCase(Locale.ROOT);
  }

  /** A non-negative number zero-padded to the width the runtime uses. */
  private static String fixed(long value, int width) {
    String digits = Long.toString(value);
    return "0".repeat(Math.max(0, width - digits.length())) + digits;
  }

  /** A non-negative decimal as {@code integerDigits} digits, '.', and its scale's digits. */
  private static String decimal(BigDecimal value, int integerDigits) {
    String plain = value.toPlainString();
    int dot = plain.indexOf('.');
    String whole = dot < 0 ? plain : plain.substring(0, dot);
    return fixed(Long.parseLong(whole), integerDigits) + (dot < 0 ? "" : plain.substring(dot));
  }

  private static String instant(Instant value, int fractionDigits) {
    return localDateTime(LocalDateTime.ofInstant(value, ZoneOffset.UTC), fractionDigits) + "Z";
  }

  private static String localDateTime(LocalDateTime value, int fractionDigits) {
    String text = value.format(DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss"));
    if (fractionDigits == 0) {
      return text;
    }
    String nanos = String.format("%09d", value.getNano());
    return text + "." + nanos.substring(0, fractionDigits);
  }
}
