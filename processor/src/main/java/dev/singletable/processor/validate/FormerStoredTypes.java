package dev.singletable.processor.validate;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerStoredType;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.record.DesignRecord;
import dev.singletable.processor.model.record.DesignRecords;
import java.util.Arrays;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Declared stored types ({@code @Formerly(type = long.class) String orderNumber}). Without a
 * baseline, the pair must be one reads bridge (a number and {@code String}, either way) on an
 * entity's own attribute that is no key component: the keys hold a component's text, which the
 * rewrite of the attribute does not move. Against the accepted record, a former type that is the
 * accepted one turns {@code baseline-stored-type} into a migration in flight (a note); any other is
 * an error naming what the record holds.
 */
final class FormerStoredTypes {

  /** The Java type a record's kind suggests in a declaration. */
  private static final Map<String, String> LITERALS =
      Map.of(
          "string", "String.class",
          "int8", "byte.class",
          "int16", "short.class",
          "int32", "int.class",
          "int64", "long.class",
          "float32", "float.class",
          "float64", "double.class",
          "bigInteger", "BigInteger.class",
          "decimal", "BigDecimal.class");

  private FormerStoredTypes() {}

  /** The checks without a baseline. */
  static void validate(Diagnostics diagnostics, TableDesign design) {
    for (MigrationModel migration : design.migrations()) {
      for (FormerStoredType declared : migration.storedTypes()) {
        Optional<String> key = keyUse(design, migration.entity(), declared);
        if (key.isPresent()) {
          diagnostics.error(
              declared.origin(),
              BaselineMessage.STORED_TYPE_KEY,
              declared.attribute().name(),
              declared.owner(),
              declaration(declared),
              key.get());
          continue;
        }
        problem(declared)
            .ifPresent(
                problem ->
                    diagnostics.error(
                        declared.origin(),
                        BaselineMessage.STORED_TYPE_UNSUPPORTED,
                        declared.attribute().name(),
                        declared.owner(),
                        declaration(declared),
                        problem));
      }
    }
  }

  /**
   * Whether the baseline review compares the declaration with the accepted type: a pair reads
   * bridge, on an entity's own attribute (a key component is refused above, and its type is
   * compared as usual).
   */
  static boolean reviewable(EntityModel entity, FormerStoredType declared) {
    return problem(declared).isEmpty() && !keyComponent(entity, declared.attribute().name());
  }

  /**
   * The declaration that would let {@code model}, a top-level attribute of {@code entity} whose
   * stored type changed from {@code old} to {@code now}, read its stored values:
   * {@code @Formerly(type = long.class)} for a number that became a String and the other way round.
   */
  static Optional<String> suggestion(
      EntityModel entity, String javaName, DesignRecord.Type old, DesignRecord.Type now) {
    if (!(old instanceof DesignRecord.Scalar was)
        || !(now instanceof DesignRecord.Scalar is)
        || was.converter() != null
        || is.converter() != null
        || !LITERALS.containsKey(was.kind())
        || !LITERALS.containsKey(is.kind())
        || was.kind().equals("string") == is.kind().equals("string")
        || keyComponent(entity, javaName)) {
      return Optional.empty();
    }
    return Optional.of("@Formerly(type = " + LITERALS.get(was.kind()) + ") on the attribute");
  }

  private static boolean keyComponent(EntityModel entity, String javaName) {
    return entity.keyUses().stream()
        .flatMap(use -> Arrays.asList(use.partitionKey(), use.sortKey()).stream())
        .filter(Objects::nonNull)
        .flatMap(pattern -> pattern.placeholders().stream())
        .anyMatch(placeholder -> placeholder.name().equals(javaName));
  }

  /** {@code @Formerly(type = long.class)}, as written. */
  static String declaration(FormerStoredType declared) {
    return declared.declared() == null
        ? "@Formerly(\"" + declared.name() + "\")"
        : "@Formerly(type = " + declared.literal() + ")";
  }

  private static Optional<String> problem(FormerStoredType declared) {
    ScalarKind former = declared.former();
    ScalarKind current = declared.current();
    String problem = null;
    if (!declared.topLevel()) {
      problem =
          "it is a field of the nested record "
              + declared.owner()
              + ": only an entity's own attributes move their stored type";
    } else if (declared.declared() == null) {
      problem =
          "on an attribute @Formerly declares the type the values were stored as (type = ...);"
              + " a former stored name is declared with @Attribute(formerly = \""
              + declared.name()
              + "\")";
    } else if (!declared.name().isEmpty()) {
      problem = "an attribute has no former constant name; declare only type";
    } else if (!declared.attribute().roles().isEmpty()) {
      problem =
          "it is the "
              + declared
                  .attribute()
                  .roles()
                  .iterator()
                  .next()
                  .name()
                  .toLowerCase(java.util.Locale.ROOT)
              + " attribute, whose stored values the library reads and writes itself";
    } else if (former == null) {
      problem = declared.declared() + " is neither String nor a number";
    } else if (current == null) {
      problem =
          "its type, "
              + declared.attribute().type().javaType()
              + ", is neither String nor a number (a plain or boxed one, without converter or"
              + " Optional)";
    } else if (current == ScalarKind.BIG_DECIMAL && declared.attribute().fractionDigits() > 0) {
      problem = "its @KeyFormat fraction digits give it a form of its own, which cannot read both";
    } else if (former == ScalarKind.STRING && current == ScalarKind.STRING) {
      problem = "it is a String already, so the stored values read as they are; remove @Formerly";
    } else if (former != ScalarKind.STRING && current != ScalarKind.STRING) {
      problem =
          "both are numbers: a wider number reads the stored values without a declaration, and a"
              + " narrower one cannot read them all";
    }
    return Optional.ofNullable(problem);
  }

  /** The key the attribute is a component of, as the message names it, if any. */
  private static Optional<String> keyUse(
      TableDesign design, EntityModel entity, FormerStoredType declared) {
    if (!declared.topLevel()) {
      return Optional.empty();
    }
    String name = declared.attribute().name();
    for (KeyUse use : entity.keyUses()) {
      boolean component =
          Arrays.asList(use.partitionKey(), use.sortKey()).stream()
              .filter(Objects::nonNull)
              .map(KeyPatternModel::placeholders)
              .flatMap(java.util.List::stream)
              .anyMatch(placeholder -> placeholder.name().equals(name));
      if (component) {
        return Optional.of(
            "a component of "
                + (use.isPrimary() ? "the table key" : "the key of index " + use.indexName())
                + ", and the keys already stored hold its former text, which rewriting the"
                + " attribute does not move");
      }
    }
    for (IndexModel index : design.table().nativeIndexes()) {
      if (index.keyAttributes().contains(declared.attribute().storedName())) {
        return Optional.of(
            "a key attribute of index "
                + index.name()
                + ", whose key type the deployed index fixes");
      }
    }
    return Optional.empty();
  }

  /**
   * Compares a valid declaration with the accepted attribute: a note when the accepted design
   * stores the former type, else an error naming what it stores.
   */
  static void review(
      BaselineContext context,
      FormerStoredType declared,
      Optional<DesignRecord.Attribute> accepted,
      DesignRecord.Attribute current,
      String entityType) {
    String label = "Attribute " + declared.attribute().name();
    String former = DesignRecords.kindName(declared.former());
    DesignRecord.Scalar was =
        accepted
            .map(DesignRecord.Attribute::type)
            .filter(DesignRecord.Scalar.class::isInstance)
            .map(DesignRecord.Scalar.class::cast)
            .filter(scalar -> scalar.converter() == null)
            .orElse(null);
    if (was != null && was.kind().equals(former)) {
      context
          .diagnostics()
          .note(
              declared.origin(),
              BaselineMessage.MIGRATION,
              label,
              declared.owner(),
              StoredTypes.describe(was),
              StoredTypes.describe(current.type()),
              context.file(),
              entityType + ".convert:" + current.name(),
              context.migrations(),
              context.accept());
      return;
    }
    String reason;
    if (accepted.isEmpty()) {
      reason = "no stored value has the former type; remove @Formerly";
    } else if (current.type().equals(accepted.get().type())) {
      reason =
          "the accepted design already stores it as "
              + StoredTypes.describe(current.type())
              + ", so the stored values are accepted as converted; remove @Formerly";
    } else if (was != null && LITERALS.containsKey(was.kind())) {
      reason =
          "declare @Formerly(type = "
              + LITERALS.get(was.kind())
              + "), the type the stored values have";
    } else {
      reason = "its stored values are not of a type a declared stored type can read";
    }
    context
        .diagnostics()
        .error(
            declared.origin(),
            BaselineMessage.FORMERLY_MISMATCH,
            label,
            declared.owner(),
            "type = " + declared.literal(),
            context.file(),
            accepted
                .map(a -> StoredTypes.describe(a.type()))
                .orElse("no attribute \"" + current.name() + "\""),
            reason);
  }
}
