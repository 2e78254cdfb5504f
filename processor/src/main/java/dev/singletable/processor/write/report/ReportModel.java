package dev.singletable.processor.write.report;

import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.write.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** What the report says about a table design, computed once for both renderings. */
record ReportModel(TableDesign design, List<AccessPattern> patterns) {

  static ReportModel of(TableDesign design) {
    List<AccessPattern> patterns = new ArrayList<>();
    String table = design.table().name();
    for (EntityModel entity : design.entities()) {
      String accessor = Names.entityAccessor(entity);
      for (KeyUse use : entity.keyUses()) {
        String arguments =
            use.partitionKey().placeholders().stream()
                .map(p -> p.name())
                .collect(Collectors.joining(", "));
        String method =
            entity.readableFrom(use, design.table().entityTypeAttribute())
                ? accessor + "()." + use.queryName() + "(" + arguments + ")"
                : null;
        patterns.add(
            new AccessPattern(
                use.partitionKey().source(),
                use.sortKey() == null ? "" : use.sortKey().source(),
                entity.simpleName(),
                use.isPrimary() ? "table" : use.indexName(),
                method));
      }
    }
    Map<String, List<EntityModel>> collections = new LinkedHashMap<>();
    Map<String, KeyUse> collectionKeys = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        collections.computeIfAbsent(collection.name(), k -> new ArrayList<>()).add(entity);
        entity.keyUses().stream()
            .filter(
                u ->
                    collection.indexName() == null
                        ? u.isPrimary()
                        : collection.indexName().equals(u.indexName()))
            .findFirst()
            .ifPresent(use -> collectionKeys.putIfAbsent(collection.name(), use));
      }
    }
    collections.forEach(
        (name, members) -> {
          KeyUse use = collectionKeys.get(name);
          String arguments =
              use.partitionKey().placeholders().stream()
                  .map(p -> p.name())
                  .collect(Collectors.joining(", "));
          patterns.add(
              new AccessPattern(
                  use.partitionKey().source(),
                  "(whole partition)",
                  members.stream().map(EntityModel::simpleName).collect(Collectors.joining(" + ")),
                  use.isPrimary() ? "table" : use.indexName(),
                  name + "(" + arguments + ")"));
        });
    return new ReportModel(design, List.copyOf(patterns));
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
