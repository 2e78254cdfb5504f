package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.DerivationModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How the reports and the model view describe an attribute: its stored DynamoDB type, its Java type
 * without packages and its roles; one wording for every document.
 */
public final class AttributeDescriptions {

  private AttributeDescriptions() {}

  /** The DynamoDB type an attribute is stored as: S, N, B, BOOL, L, M, SS, NS or BS. */
  public static String storedType(AttributeModel attribute) {
    if (attribute.has(Role.TTL)) {
      return "N (epoch seconds)";
    }
    return storedType(attribute.type());
  }

  private static String storedType(ValueType type) {
    if (type instanceof ValueType.Scalar scalar) {
      return scalar.kind().storage().name();
    }
    if (type instanceof ValueType.ListOf) {
      return "L";
    }
    if (type instanceof ValueType.MapOf || type instanceof ValueType.Embedded) {
      return "M";
    }
    if (type instanceof ValueType.SetOf set) {
      ScalarKind kind = ((ValueType.Scalar) set.element()).kind();
      return kind.storage() == ScalarKind.Storage.N
          ? "NS"
          : kind.storage() == ScalarKind.Storage.B ? "BS" : "SS";
    }
    if (type instanceof ValueType.OptionalOf optional) {
      return storedType(optional.value());
    }
    return "?";
  }

  /**
   * The roles, then {@code @Derived hostOf(target)} for a derived attribute: the method computing
   * it and the attributes it reads.
   */
  public static String roles(AttributeModel attribute, Optional<String> derivedBy) {
    String roles = roles(attribute);
    return derivedBy
        .map(call -> (roles.isEmpty() ? "" : roles + " ") + "@Derived " + call)
        .orElse(roles);
  }

  /** {@code hostOf(target)}: how a derivation computes its attribute. */
  public static String derivedBy(DerivationModel derivation) {
    return derivation.method() + "(" + String.join(", ", derivation.sourceNames()) + ")";
  }

  public static String roles(AttributeModel attribute) {
    List<String> roles = new ArrayList<>();
    for (Role role : Role.values()) {
      if (attribute.has(role)) {
        roles.add(
            switch (role) {
              case VERSION -> "@Version";
              case TTL -> "@Ttl";
              case CREATED_AT -> "@CreatedAt";
              case UPDATED_AT -> "@UpdatedAt";
              case UNIQUE -> "@Unique";
            });
      }
    }
    return String.join(" ", roles);
  }

  /** A package name and its dot, as a qualified type name starts. */
  private static final Pattern PACKAGE = Pattern.compile("\\b[a-z][a-z0-9_]*\\.");

  /** The Java type without package names, readable in a table: {@code List<String>}. */
  public static String javaType(AttributeModel attribute) {
    return PACKAGE.matcher(attribute.type().javaType().toString()).replaceAll("");
  }
}
