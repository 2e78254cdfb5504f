package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import java.util.function.Function;

/**
 * Code that renders keys: the encoding call for one component and the concatenation of a whole
 * pattern, decided at compile time so that no pattern is parsed at run time.
 */
final class KeyCode {

  /** The constant holding the entity name in every generated class that renders keys. */
  static final String ENTITY = "ENTITY";

  private KeyCode() {}

  /**
   * The encoded text of one component: {@code KeyEncoding.string(ENTITY, "userId", '#', userId)}.
   *
   * @param value an expression of the attribute's Java type
   */
  static CodeBlock component(AttributeModel attribute, CodeBlock value, char delimiter) {
    String name = attribute.name();
    ScalarKind kind = attribute.scalarKind();
    CodeBlock checked =
        attribute.primitive() || !isUnboxed(kind)
            ? value
            : CodeBlock.of("$T.requireKey($L, $S, $L)", Names.ITEMS, ENTITY, name, value);
    int fraction = attribute.fractionDigits() < 0 ? 9 : attribute.fractionDigits();
    return switch (kind) {
      case STRING ->
          CodeBlock.of(
              "$T.string($L, $S, '$L', $L)",
              Names.KEY_ENCODING,
              ENTITY,
              name,
              escapeChar(delimiter),
              value);
      case BOOLEAN ->
          CodeBlock.of("$T.bool($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, checked);
      case BYTE -> CodeBlock.of("$T.int8($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, checked);
      case SHORT -> CodeBlock.of("$T.int16($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, checked);
      case INT -> CodeBlock.of("$T.int32($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, checked);
      case LONG -> CodeBlock.of("$T.int64($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, checked);
      case BIG_INTEGER ->
          CodeBlock.of(
              "$T.bigInteger($L, $S, $L, $L)",
              Names.KEY_ENCODING,
              ENTITY,
              name,
              value,
              attribute.integerDigits());
      case BIG_DECIMAL ->
          CodeBlock.of(
              "$T.decimal($L, $S, $L, $L, $L)",
              Names.KEY_ENCODING,
              ENTITY,
              name,
              value,
              attribute.integerDigits(),
              attribute.fractionDigits());
      case INSTANT ->
          CodeBlock.of(
              "$T.instant($L, $S, $L, $L)", Names.KEY_ENCODING, ENTITY, name, value, fraction);
      case LOCAL_DATE ->
          CodeBlock.of("$T.localDate($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, value);
      case LOCAL_DATE_TIME ->
          CodeBlock.of(
              "$T.localDateTime($L, $S, $L, $L)",
              Names.KEY_ENCODING,
              ENTITY,
              name,
              value,
              fraction);
      case UUID -> CodeBlock.of("$T.uuid($L, $S, $L)", Names.KEY_ENCODING, ENTITY, name, value);
      case ENUM ->
          CodeBlock.of(
              "$T.enumName($L, $S, '$L', $L)",
              Names.KEY_ENCODING,
              ENTITY,
              name,
              escapeChar(delimiter),
              value);
      default -> throw new IllegalStateException("not a key component type: " + kind);
    };
  }

  private static boolean isUnboxed(ScalarKind kind) {
    return switch (kind) {
      case BOOLEAN, BYTE, SHORT, INT, LONG -> true;
      default -> false;
    };
  }

  static String escapeChar(char c) {
    return switch (c) {
      case '\'' -> "\\'";
      case '\\' -> "\\\\";
      default -> String.valueOf(c);
    };
  }

  /**
   * The key text of a whole pattern: literals and component encodings joined with {@code +}, e.g.
   * {@code "ORDER#" + KeyEncoding.instant(...) + "#" + KeyEncoding.string(...)}.
   *
   * @param valueOf the expression giving each placeholder's value
   */
  static CodeBlock concatenation(
      EntityModel entity,
      KeyPatternModel pattern,
      char delimiter,
      Function<String, CodeBlock> valueOf) {
    CodeBlock.Builder code = CodeBlock.builder();
    boolean first = true;
    for (Segment segment : pattern.segments()) {
      if (!first) {
        code.add(" + ");
      }
      first = false;
      if (segment instanceof Segment.Literal literal) {
        code.add("$S", literal.text());
      } else {
        Segment.Placeholder placeholder = (Segment.Placeholder) segment;
        AttributeModel attribute = entity.attribute(placeholder.name()).orElseThrow();
        code.add(component(attribute, valueOf.apply(placeholder.name()), delimiter));
      }
    }
    return code.build();
  }

  /**
   * A checked partition or sort key value: constants as literals, others through {@code
   * KeyEncoding.partitionKey/sortKey} which checks the UTF-8 length limit.
   */
  static CodeBlock keyValue(
      EntityModel entity,
      KeyPatternModel pattern,
      char delimiter,
      String keyAttribute,
      boolean partition,
      Function<String, CodeBlock> valueOf) {
    if (pattern.isConstant()) {
      return CodeBlock.of("$S", pattern.literalPrefix());
    }
    return CodeBlock.of(
        "$T.$L($L, $S, $L)",
        Names.KEY_ENCODING,
        partition ? "partitionKey" : "sortKey",
        ENTITY,
        keyAttribute,
        concatenation(entity, pattern, delimiter, valueOf));
  }
}
