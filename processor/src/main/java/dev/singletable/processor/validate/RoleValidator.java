package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;

/**
 * Checks {@code @Version}, {@code @Ttl}, {@code @CreatedAt} and {@code @UpdatedAt}: types and
 * uniqueness; and that none of them is also {@code @Unique}.
 */
final class RoleValidator {

  private final Diagnostics diagnostics;

  RoleValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void validate(EntityModel entity) {
    Map<Role, AttributeModel> seen = new EnumMap<>(Role.class);
    for (AttributeModel attribute : entity.attributes()) {
      Role first = null;
      for (Role role : Role.values()) {
        if (!attribute.has(role)) {
          continue;
        }
        if (first != null) {
          diagnostics.error(
              attribute.origin(),
              Message.ROLE_CONFLICT,
              attribute.name(),
              entity.simpleName(),
              PatternValidator.roleName(first),
              PatternValidator.roleName(role));
          continue;
        }
        first = role;
        // Several attributes may each be unique; the other roles are one per entity.
        AttributeModel previous = role == Role.UNIQUE ? null : seen.putIfAbsent(role, attribute);
        if (previous != null) {
          diagnostics.error(
              attribute.origin(),
              Message.ROLE_DUPLICATE,
              entity.simpleName(),
              PatternValidator.roleName(role),
              previous.name(),
              attribute.name());
        }
        checkType(entity, attribute, role);
      }
    }
  }

  private void checkType(EntityModel entity, AttributeModel attribute, Role role) {
    if (role == Role.UNIQUE) {
      return; // UniqueValidator's
    }
    ScalarKind kind = attribute.scalarKind();
    Set<ScalarKind> allowed;
    String described;
    switch (role) {
      case VERSION -> {
        allowed = Set.of(ScalarKind.LONG, ScalarKind.INT);
        described = "long or int";
      }
      case TTL -> {
        allowed = Set.of(ScalarKind.INSTANT, ScalarKind.LONG);
        described = "Instant or long (epoch seconds)";
      }
      default -> {
        allowed = Set.of(ScalarKind.INSTANT);
        described = "Instant";
      }
    }
    if (kind == null
        || !allowed.contains(kind)
        || attribute.ignored()
        || attribute.conversion() != null) {
      diagnostics.error(
          attribute.origin(),
          Message.ROLE_TYPE,
          PatternValidator.roleName(role),
          attribute.name(),
          entity.simpleName(),
          described,
          attribute.ignored()
              ? "@Ignore'd"
              : attribute.conversion() != null
                  ? attribute.type().javaType()
                      + " (stored as "
                      + attribute.conversion().storedType()
                      + " through a value type or converter)"
                  : attribute.type().javaType());
    }
  }
}
