package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.ValueType;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks one key pattern of an entity: syntax, that every placeholder names a stored attribute
 * whose type has an order-preserving key encoding, and that placeholders are separated by the
 * delimiter so that keys can be told apart.
 */
final class PatternValidator {

  /** Names of methods on the generated key record that a component must not shadow. */
  private static final Set<String> RESERVED =
      Set.of("pk", "sk", "toKey", "entityType", "of", "equals", "hashCode", "toString", "getClass");

  private final Diagnostics diagnostics;

  PatternValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /**
   * @param what how messages name the pattern, such as {@code "@KeyPattern sk"}
   * @return whether the pattern is valid (so later checks may rely on it)
   */
  boolean validate(EntityModel entity, KeyPatternModel pattern, String what, char delimiter) {
    if (!pattern.isValid()) {
      diagnostics.error(
          pattern.origin(), Message.PATTERN_MALFORMED, what, pattern.source(), pattern.error());
      return false;
    }
    boolean valid = true;
    List<Segment> segments = pattern.segments();
    for (int i = 0; i < segments.size(); i++) {
      Segment segment = segments.get(i);
      String name;
      if (segment instanceof Segment.Placeholder placeholder) {
        valid &= checkPlaceholder(entity, pattern, what, placeholder);
        name = placeholder.name();
      } else if (segment instanceof Segment.Shard) {
        name = Segment.SHARD;
      } else {
        continue;
      }
      boolean last = i == segments.size() - 1;
      if (!last
          && !(segments.get(i + 1) instanceof Segment.Literal literal
              && literal.text().charAt(0) == delimiter)) {
        diagnostics.error(
            pattern.origin(),
            Message.PLACEHOLDERS_ADJACENT,
            what,
            pattern.source(),
            name,
            delimiter,
            name,
            delimiter);
        valid = false;
      }
    }
    return valid;
  }

  private boolean checkPlaceholder(
      EntityModel entity, KeyPatternModel pattern, String what, Segment.Placeholder placeholder) {
    String name = placeholder.name();
    if (RESERVED.contains(name)) {
      diagnostics.error(
          pattern.origin(), Message.PLACEHOLDER_RESERVED_NAME, what, pattern.source(), name);
      return false;
    }
    Optional<AttributeModel> found = entity.attribute(name);
    if (found.isEmpty()) {
      List<String> names = entity.attributes().stream().map(AttributeModel::name).toList();
      String suggestion =
          Suggestions.closest(name, names).map(s -> "; did you mean {" + s + "}?").orElse("");
      diagnostics.error(
          pattern.origin(),
          Message.PLACEHOLDER_UNKNOWN,
          what,
          pattern.source(),
          name,
          entity.simpleName(),
          suggestion,
          names.stream().collect(Collectors.joining(", ")));
      return false;
    }
    AttributeModel attribute = found.get();
    if (attribute.ignored()) {
      diagnostics.error(
          pattern.origin(), Message.PLACEHOLDER_IGNORED, what, pattern.source(), name);
      return false;
    }
    ScalarKind kind = attribute.scalarKind();
    if (kind == null || !kind.keyable()) {
      diagnostics.error(
          pattern.origin(),
          Message.PLACEHOLDER_TYPE,
          what,
          pattern.source(),
          name,
          attribute.type().javaType(),
          whyNotKeyable(attribute));
      return false;
    }
    for (Role role : List.of(Role.VERSION, Role.UPDATED_AT)) {
      if (attribute.has(role)) {
        diagnostics.error(
            pattern.origin(),
            Message.PLACEHOLDER_ROLE,
            what,
            pattern.source(),
            name,
            roleName(role));
        return false;
      }
    }
    if (kind == ScalarKind.BIG_DECIMAL
        && (attribute.integerDigits() < 1 || attribute.fractionDigits() < 0)) {
      diagnostics.error(
          pattern.origin(),
          Message.KEY_FORMAT_REQUIRED,
          what,
          pattern.source(),
          name,
          "BigDecimal",
          ", fractionDigits = ...",
          name);
      return false;
    }
    if (kind == ScalarKind.BIG_INTEGER && attribute.integerDigits() < 1) {
      diagnostics.error(
          pattern.origin(),
          Message.KEY_FORMAT_REQUIRED,
          what,
          pattern.source(),
          name,
          "BigInteger",
          "",
          name);
      return false;
    }
    return true;
  }

  static String roleName(Role role) {
    return switch (role) {
      case VERSION -> "Version";
      case TTL -> "Ttl";
      case CREATED_AT -> "CreatedAt";
      case UPDATED_AT -> "UpdatedAt";
      case UNIQUE -> "Unique";
    };
  }

  /** What makes a value type, converted type or nested record unfit for a key, if it is one. */
  private static String whyNotKeyable(AttributeModel attribute) {
    if (attribute.type() instanceof ValueType.Embedded embedded
        && embedded.construction().style() == Construction.Style.RECORD) {
      return " ("
          + embedded.attributes().size()
          + " components: only a record of one component is a value type, stored as that"
          + " component)";
    }
    Conversion conversion = attribute.conversion();
    if (conversion instanceof Conversion.Component) {
      return " (a value type whose component is " + conversion.storedType() + ")";
    }
    if (conversion instanceof Conversion.Converter converter) {
      return " (its converter "
          + converter.converter().simpleName()
          + " stores it as "
          + conversion.storedType()
          + ")";
    }
    return "";
  }
}
