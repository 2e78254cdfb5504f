package dev.singletable.processor.write.report;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;

/**
 * What the report says about a planned table, computed once for every rendering.
 *
 * @param design the plan: the table as declared and each entity's stored attributes
 * @param patterns the access-pattern rows
 */
record ReportModel(TablePlan design, List<AccessPattern> patterns) {

  static ReportModel of(TablePlan design) {
    return new ReportModel(
        design,
        design.accessPatterns().stream()
            .map(
                entry ->
                    new AccessPattern(
                        entry.partitionKey(),
                        entry.sortKey(),
                        entry.entity(),
                        entry.index(),
                        entry.method().orElse(null)))
            .toList());
  }

  static String indexKeys(IndexModel index) {
    return index.partitionKey() + (index.sortKey() == null ? "" : " / " + index.sortKey());
  }

  /** The DynamoDB type an attribute is stored as: S, N, B, BOOL, L, M, SS, NS or BS. */
  static String storedType(AttributeModel attribute) {
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

  static String roles(AttributeModel attribute) {
    List<String> roles = new ArrayList<>();
    for (Role role : Role.values()) {
      if (attribute.has(role)) {
        roles.add(
            switch (role) {
              case VERSION -> "@Version";
              case TTL -> "@Ttl";
              case CREATED_AT -> "@CreatedAt";
              case UPDATED_AT -> "@UpdatedAt";
            });
      }
    }
    return String.join(" ", roles);
  }

  /** The Java type without package names, readable in a table: {@code List<String>}. */
  static String javaType(AttributeModel attribute) {
    return attribute.type().javaType().toString().replaceAll("\\b[a-z][a-z0-9_]*\\.", "");
  }
}
