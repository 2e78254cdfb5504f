package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.Construction;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.read.PatternParser;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** Builds model records directly, as the reader would, so that plans are tested without javac. */
final class Designs {

  static final String PACKAGE = "test";

  private Designs() {}

  static TableModel table(String name, String sortKey, IndexModel... indexes) {
    return new TableModel(
        ClassName.get(PACKAGE, name),
        name,
        "PK",
        sortKey,
        "entityType",
        "#",
        List.of(indexes),
        Origin.none());
  }

  static IndexModel gsi(String name, String pk, String sk, Projection projection) {
    return new IndexModel(
        name, IndexModel.Kind.GLOBAL, pk, sk, projection, List.of(), Origin.none());
  }

  static IndexModel lsi(String name) {
    return new IndexModel(
        name, IndexModel.Kind.LOCAL, "PK", name + "SK", Projection.ALL, List.of(), Origin.none());
  }

  static TableDesign design(TableModel table, EntityModel... entities) {
    return new TableDesign(table, List.of(entities), List.of(), List.of(), List.of());
  }

  static Entity entity(String simpleName, TableModel table) {
    return new Entity(simpleName, table);
  }

  /** An attribute of a record component, of one scalar kind. */
  static AttributeModel attribute(String name, ScalarKind kind, boolean primitive, Role... roles) {
    TypeName type =
        switch (kind) {
          case STRING -> ClassName.get(String.class);
          case INT -> primitive ? TypeName.INT : TypeName.INT.box();
          case LONG -> primitive ? TypeName.LONG : TypeName.LONG.box();
          case INSTANT -> ClassName.get(Instant.class);
          case BIG_DECIMAL -> ClassName.get(BigDecimal.class);
          case ENUM -> ClassName.get(PACKAGE, "Status");
          default -> throw new IllegalArgumentException("not used in these tests: " + kind);
        };
    Set<Role> set = roles.length == 0 ? Set.of() : EnumSet.of(roles[0], roles);
    return new AttributeModel(
        name,
        name,
        new ValueType.Scalar(kind, type),
        name,
        null,
        primitive,
        false,
        set,
        kind == ScalarKind.BIG_DECIMAL ? 8 : -1,
        kind == ScalarKind.BIG_DECIMAL ? 2 : -1,
        Origin.none());
  }

  static AttributeModel string(String name) {
    return attribute(name, ScalarKind.STRING, false);
  }

  /** An entity under construction: attributes, keys and collections in declaration order. */
  static final class Entity {
    private final String simpleName;
    private final TableModel table;
    private final List<AttributeModel> attributes = new ArrayList<>();
    private final List<KeyUse> indexKeys = new ArrayList<>();
    private final List<CollectionModel> collections = new ArrayList<>();
    private KeyUse primary;

    private Entity(String simpleName, TableModel table) {
      this.simpleName = simpleName;
      this.table = table;
    }

    Entity with(AttributeModel... added) {
      attributes.addAll(List.of(added));
      return this;
    }

    Entity key(String pk, String sk, String query) {
      primary = new KeyUse(null, null, false, pattern(pk), pattern(sk), query, Origin.none());
      return this;
    }

    Entity gsi(String index, String pk, String sk, String query) {
      indexKeys.add(
          new KeyUse(
              index,
              table.index(index).orElseThrow(),
              false,
              pattern(pk),
              pattern(sk),
              query,
              Origin.none()));
      return this;
    }

    Entity lsi(String index, String sk, String query) {
      indexKeys.add(
          new KeyUse(
              index,
              table.index(index).orElseThrow(),
              true,
              primary.partitionKey(),
              pattern(sk),
              query,
              Origin.none()));
      return this;
    }

    Entity collection(String name) {
      collections.add(new CollectionModel(name, null, Origin.none()));
      return this;
    }

    EntityModel build() {
      return new EntityModel(
          ClassName.get(PACKAGE, simpleName),
          simpleName,
          table.type(),
          Construction.record(attributes.stream().map(AttributeModel::name).toList()),
          null,
          List.copyOf(attributes),
          primary,
          List.copyOf(indexKeys),
          List.copyOf(collections),
          List.of(),
          Origin.none());
    }

    private static KeyPatternModel pattern(String source) {
      return source == null ? null : PatternParser.parse(source, Origin.none());
    }
  }
}
