package dev.singletable.processor.validate.design;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.validate.design.Automaton.Builder;
import dev.singletable.processor.validate.design.Automaton.Builder.Fragment;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The exact set of texts each key encoding of the runtime's {@code KeyEncoding} produces, as
 * automata: strings are any non-empty text without the delimiter; integers are fixed-width digits
 * (a '-' first for negatives) up to the type's maximum; decimals have their declared width;
 * timestamps have their fixed layout and fraction digits; UUIDs are lower-case hex; booleans are
 * {@code false}/{@code true}; enums are their constant names (read from the enum type), except
 * names holding the delimiter, which the runtime refuses. Calendar validity (no 30 February) is not
 * modelled: months are 01-12 and days 01-31.
 *
 * <p>One alphabet serves the whole review of one table, and it remembers what the reviews ask it
 * again and again: they compare every pair of entities, so the same attribute's language and the
 * same shortest-word search come back once per pair (see {@link #of(EntityModel, String)} and
 * {@link #commonWord}).
 */
final class KeyAlphabet {

  private final char delimiter;
  private final Elements elements;
  private final Map<String, Automaton> cache = new HashMap<>();

  /**
   * The language of each entity's attributes by name. Entities are records compared in depth, so
   * they are keyed by identity: the review only holds the design's own instances.
   */
  private final Map<EntityModel, Map<String, Automaton>> byEntity = new IdentityHashMap<>();

  /** The answers of {@link #commonWord} so far: the same questions repeat for every entity pair. */
  private final Map<WordQuestion, Optional<String>> words = new HashMap<>();

  /**
   * A question for {@link Automaton#commonWord}. Automata compare by identity, which is enough:
   * this alphabet hands out one automaton per encoding.
   */
  private record WordQuestion(List<Automaton> automata, List<BitSet> starts, char preferred) {}

  KeyAlphabet(char delimiter, Elements elements) {
    this.delimiter = delimiter;
    this.elements = elements;
  }

  char delimiter() {
    return delimiter;
  }

  /** The texts {@code attribute}'s encoding can produce. */
  Automaton of(AttributeModel attribute) {
    ScalarKind kind = attribute.scalarKind();
    int fraction = attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
    String key =
        kind + "/" + attribute.integerDigits() + "/" + fraction + "/" + attribute.type().javaType();
    return cache.computeIfAbsent(key, k -> build(attribute, kind, fraction));
  }

  /** The texts the entity's attribute {@code name} can produce. */
  Automaton of(EntityModel entity, String name) {
    return byEntity
        .computeIfAbsent(entity, e -> new HashMap<>())
        .computeIfAbsent(name, n -> of(entity.attribute(n).orElseThrow()));
  }

  /**
   * {@link Automaton#commonWord}, asked once per table for each set of automata, start states and
   * preferred char (the search is deterministic, so its answer can be reused).
   */
  Optional<String> commonWord(List<Automaton> automata, List<BitSet> starts, char preferred) {
    List<BitSet> copies = new ArrayList<>(starts.size());
    starts.forEach(states -> copies.add((BitSet) states.clone()));
    return words.computeIfAbsent(
        new WordQuestion(List.copyOf(automata), List.copyOf(copies), preferred),
        question ->
            Automaton.commonWord(question.automata(), question.starts(), question.preferred()));
  }

  /** Only the empty text: the value side of a field that is all literal. */
  Automaton empty() {
    return cache.computeIfAbsent(
        "empty",
        k -> {
          Builder b = new Builder();
          return b.build(b.empty());
        });
  }

  /** Any text without the delimiter, possibly empty: the unread rest of a field after a prefix. */
  Automaton rest() {
    return cache.computeIfAbsent(
        "rest",
        k -> {
          Builder b = new Builder();
          return b.build(b.star(b.chars(CharSet.allExcept(String.valueOf(delimiter)))));
        });
  }

  private Automaton build(AttributeModel attribute, ScalarKind kind, int fraction) {
    Builder b = new Builder();
    Fragment whole =
        switch (kind) {
          case STRING -> b.plus(b.chars(CharSet.allExcept(String.valueOf(delimiter))));
          case BOOLEAN -> b.union(List.of(b.literal("false"), b.literal("true")));
          case BYTE -> signed(b, String.valueOf(Byte.MAX_VALUE));
          case SHORT -> signed(b, String.valueOf(Short.MAX_VALUE));
          case INT -> signed(b, String.valueOf(Integer.MAX_VALUE));
          case LONG -> signed(b, String.valueOf(Long.MAX_VALUE));
          case BIG_INTEGER -> decimal(b, attribute.integerDigits(), 0);
          case BIG_DECIMAL -> decimal(b, attribute.integerDigits(), attribute.fractionDigits());
          case INSTANT -> timestamp(b, true, fraction, true);
          case LOCAL_DATE_TIME -> timestamp(b, true, fraction, false);
          case LOCAL_DATE -> timestamp(b, false, 0, false);
          case UUID -> uuid(b);
          case ENUM -> {
            List<Fragment> names = new ArrayList<>();
            for (String constant : enumConstants(attribute)) {
              if (constant.indexOf(delimiter) < 0) {
                names.add(b.literal(constant));
              }
            }
            // An enum without usable constants can never be written: an empty language.
            yield names.isEmpty() ? b.chars(CharSet.of("")) : b.union(names);
          }
          default -> throw new IllegalStateException("not a key component kind: " + kind);
        };
    return b.build(whole);
  }

  /** The constant names of an enum attribute's type, in declaration order. */
  List<String> enumConstants(AttributeModel attribute) {
    TypeName type =
        (attribute.type() instanceof ValueType.Scalar scalar
                ? scalar.storedType()
                : attribute.type().javaType())
            .withoutAnnotations();
    TypeElement element =
        type instanceof ClassName name ? elements.getTypeElement(name.canonicalName()) : null;
    List<String> constants = new ArrayList<>();
    if (element != null) {
      for (Element member : element.getEnclosedElements()) {
        if (member.getKind() == ElementKind.ENUM_CONSTANT) {
          constants.add(member.getSimpleName().toString());
        }
      }
    }
    return constants;
  }

  /** {@code max} (the type's maximum, as many digits as the width) or '-' and digits up to it. */
  private static Fragment signed(Builder b, String max) {
    return b.union(List.of(atMost(b, max), b.seq(b.literal("-"), atMost(b, max))));
  }

  /** Digit strings of {@code max.length()} digits that are at most {@code max}. */
  private static Fragment atMost(Builder b, String max) {
    List<Fragment> alternatives = new ArrayList<>();
    for (int i = 0; i < max.length(); i++) {
      if (max.charAt(i) == '0') {
        continue;
      }
      List<Fragment> parts = new ArrayList<>();
      parts.add(b.literal(max.substring(0, i)));
      parts.add(b.chars(CharSet.range('0', (char) (max.charAt(i) - 1))));
      for (int j = i + 1; j < max.length(); j++) {
        parts.add(b.chars(CharSet.range('0', '9')));
      }
      alternatives.add(b.seq(parts));
    }
    alternatives.add(b.literal(max));
    return b.union(alternatives);
  }

  /**
   * {@code integerDigits + fractionDigits} digits with '.' before the fraction; negatives are '-'
   * and digits that are not all zero.
   */
  private static Fragment decimal(Builder b, int integerDigits, int fractionDigits) {
    int total = integerDigits + fractionDigits;
    List<Fragment> positive = new ArrayList<>();
    for (int i = 0; i < total; i++) {
      point(b, positive, i, integerDigits, fractionDigits);
      positive.add(b.chars(CharSet.range('0', '9')));
    }
    List<Fragment> negatives = new ArrayList<>();
    for (int firstNonZero = 0; firstNonZero < total; firstNonZero++) {
      List<Fragment> parts = new ArrayList<>();
      parts.add(b.literal("-"));
      for (int i = 0; i < total; i++) {
        point(b, parts, i, integerDigits, fractionDigits);
        char low = i < firstNonZero ? '0' : i == firstNonZero ? '1' : '0';
        char high = i < firstNonZero ? '0' : '9';
        parts.add(b.chars(CharSet.range(low, high)));
      }
      negatives.add(b.seq(parts));
    }
    return b.union(List.of(b.seq(positive), b.union(negatives)));
  }

  private static void point(
      Builder b, List<Fragment> parts, int i, int integerDigits, int fractionDigits) {
    if (fractionDigits > 0 && i == integerDigits) {
      parts.add(b.literal("."));
    }
  }

  /** {@code yyyy-MM-dd[THH:mm:ss[.f…]][Z]}, years 0000 to 9999. */
  private static Fragment timestamp(Builder b, boolean time, int fractionDigits, boolean zone) {
    CharSet digit = CharSet.range('0', '9');
    List<Fragment> parts =
        new ArrayList<>(
            List.of(
                b.chars(digit),
                b.chars(digit),
                b.chars(digit),
                b.chars(digit),
                b.literal("-"),
                twoDigits(b, 1, 12),
                b.literal("-"),
                twoDigits(b, 1, 31)));
    if (time) {
      parts.addAll(
          List.of(
              b.literal("T"),
              twoDigits(b, 0, 23),
              b.literal(":"),
              twoDigits(b, 0, 59),
              b.literal(":"),
              twoDigits(b, 0, 59)));
      if (fractionDigits > 0) {
        parts.add(b.literal("."));
        for (int i = 0; i < fractionDigits; i++) {
          parts.add(b.chars(digit));
        }
      }
    }
    if (zone) {
      parts.add(b.literal("Z"));
    }
    return b.seq(parts);
  }

  private static Fragment twoDigits(Builder b, int low, int high) {
    List<Fragment> values = new ArrayList<>();
    for (int v = low; v <= high; v++) {
      values.add(b.literal(String.format("%02d", v)));
    }
    return b.union(values);
  }

  private static Fragment uuid(Builder b) {
    List<Fragment> parts = new ArrayList<>();
    CharSet hex = CharSet.of("0123456789abcdef");
    for (int group : new int[] {8, 4, 4, 4, 12}) {
      if (!parts.isEmpty()) {
        parts.add(b.literal("-"));
      }
      for (int i = 0; i < group; i++) {
        parts.add(b.chars(hex));
      }
    }
    return b.seq(parts);
  }

  /**
   * How an encoded value reads in a message: strings quoted, numbers decoded, the rest as encoded.
   */
  static String display(AttributeModel attribute, String encoded) {
    return switch (attribute.scalarKind()) {
      case STRING -> "\"" + encoded + "\"";
      case BYTE, SHORT, INT, LONG -> signedValue(attribute.scalarKind(), encoded);
      case BIG_INTEGER, BIG_DECIMAL ->
          decimalValue(encoded, attribute.integerDigits(), Math.max(0, attribute.fractionDigits()));
      default -> encoded;
    };
  }

  private static String signedValue(ScalarKind kind, String encoded) {
    if (!encoded.startsWith("-")) {
      return new BigInteger(encoded).toString();
    }
    long min =
        switch (kind) {
          case BYTE -> Byte.MIN_VALUE;
          case SHORT -> Short.MIN_VALUE;
          case INT -> Integer.MIN_VALUE;
          default -> Long.MIN_VALUE;
        };
    return new BigInteger(encoded.substring(1)).add(BigInteger.valueOf(min)).toString();
  }

  private static String decimalValue(String encoded, int integerDigits, int fractionDigits) {
    boolean negative = encoded.startsWith("-");
    BigInteger digits = new BigInteger(encoded.substring(negative ? 1 : 0).replace(".", ""));
    if (negative) {
      digits = digits.subtract(BigInteger.TEN.pow(integerDigits + fractionDigits));
    }
    return new BigDecimal(digits, fractionDigits).toPlainString();
  }
}
