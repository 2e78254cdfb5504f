package dev.singletable.processor.validate;

import dev.singletable.processor.model.AttributeDefault;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.FormerStoredType;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.ValueType;
import dev.singletable.processor.model.record.DesignRecord;
import dev.singletable.processor.model.record.DesignRecords;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares an entity's stored attributes, nested records included, with the accepted record: a new
 * stored name, a type that cannot read the stored values, a removed enum constant, or an attribute
 * made required that stored items may lack would misread the items already stored, so each is an
 * error on the component that changed. A new optional attribute, or one removed, reads every stored
 * item and is not reported.
 */
final class StoredShapeReview {

  private final BaselineContext context;

  StoredShapeReview(BaselineContext context) {
    this.context = context;
  }

  void review(
      EntityModel entity,
      DesignRecord.Entity old,
      DesignRecord.Entity now,
      MigrationModel migration) {
    Map<String, MigrationModel.Rename> renames = new HashMap<>();
    if (migration != null) {
      migration.renames().forEach(rename -> renames.put(rename.attribute().name(), rename));
    }
    this.renames = renames;
    this.migration = migration;
    this.entity = entity;
    this.entityType = now.type();
    attributes(
        entity.simpleName(),
        "",
        old.attributes(),
        now.attributes(),
        entity.attributes(),
        List.of());
  }

  /**
   * The renames of the entity under review, by Java name (top-level attributes; a nested type's are
   * in its {@code ValueType.Embedded}).
   */
  private Map<String, MigrationModel.Rename> renames = Map.of();

  private String entityType;

  /** The migrations of the entity under review, or {@code null}. */
  private MigrationModel migration;

  private EntityModel entity;

  /** The stored name of the top-level attribute under review, which names its rewrite job. */
  private String topLevel;

  /**
   * The accepted attribute a renamed one was stored as: a note when the accepted design stores
   * {@code formerly}, else an error naming what it stores.
   */
  private Optional<DesignRecord.Attribute> renamed(
      String owner,
      String prefix,
      MigrationModel.Rename rename,
      DesignRecord.Attribute current,
      List<DesignRecord.Attribute> old) {
    String what = "Attribute " + prefix + rename.attribute().name();
    Optional<DesignRecord.Attribute> was =
        old.stream().filter(a -> a.name().equals(rename.formerly())).findFirst();
    if (was.isPresent() && old.stream().noneMatch(a -> a.name().equals(current.name()))) {
      context
          .diagnostics()
          .note(
              rename.origin(),
              BaselineMessage.MIGRATION,
              what,
              owner,
              "\"" + rename.formerly() + "\"",
              "\"" + current.name() + "\"",
              context.file(),
              prefix.isEmpty()
                  ? entityType + "." + rename.formerly() + "->" + current.name()
                  : entityType + ".convert:" + topLevel,
              context.migrations(),
              context.accept());
      return was;
    }
    String reason;
    if (old.stream().anyMatch(a -> a.name().equals(current.name()))) {
      reason =
          "the accepted design already stores it as \""
              + current.name()
              + "\", so the stored items are accepted as renamed; remove formerly";
    } else {
      Optional<DesignRecord.Attribute> sameJava =
          old.stream().filter(a -> a.javaName().equals(rename.attribute().name())).findFirst();
      reason =
          sameJava
              .map(
                  a ->
                      "declare formerly = \""
                          + a.name()
                          + "\", the name the items are stored under")
              .orElse(
                  "it stores no attribute \""
                      + rename.formerly()
                      + "\" (it stores "
                      + String.join(", ", old.stream().map(DesignRecord.Attribute::name).toList())
                      + ")");
    }
    context
        .diagnostics()
        .error(
            rename.origin(),
            BaselineMessage.FORMERLY_MISMATCH,
            what,
            owner,
            "\"" + rename.formerly() + "\"",
            context.file(),
            old.stream()
                .filter(a -> a.javaName().equals(rename.attribute().name()))
                .findFirst()
                .map(a -> "it stored as \"" + a.name() + "\"")
                .orElse("no attribute \"" + rename.formerly() + "\""),
            reason);
    return old.stream().filter(a -> a.name().equals(current.name())).findFirst();
  }

  private void attributes(
      String owner,
      String prefix,
      List<DesignRecord.Attribute> old,
      List<DesignRecord.Attribute> now,
      List<AttributeModel> models,
      List<MigrationModel.Rename> nestedRenames) {
    for (AttributeModel model : models) {
      if (model.ignored()) {
        continue;
      }
      String label = "attribute " + prefix + model.name();
      DesignRecord.Attribute current =
          now.stream().filter(a -> a.javaName().equals(model.name())).findFirst().orElseThrow();
      if (prefix.isEmpty()) {
        topLevel = current.name();
      }
      MigrationModel.Rename rename =
          prefix.isEmpty()
              ? renames.get(model.name())
              : nestedRenames.stream()
                  .filter(r -> r.attribute().name().equals(model.name()))
                  .findFirst()
                  .orElse(null);
      Optional<DesignRecord.Attribute> accepted =
          rename != null
              ? renamed(owner, prefix, rename, current, old)
              : old.stream().filter(a -> a.name().equals(current.name())).findFirst();
      if (accepted.isEmpty() && rename == null) {
        accepted = old.stream().filter(a -> a.javaName().equals(model.name())).findFirst();
        accepted.ifPresent(
            was ->
                error(
                    BaselineContext.annotation(model.origin(), "Attribute", "name"),
                    BaselineMessage.ATTRIBUTE_NAME,
                    prefix + model.name(),
                    owner,
                    current.name(),
                    context.file(),
                    was.name(),
                    was.name(),
                    was.name(),
                    context.declare(
                        "@Attribute(name = \""
                            + current.name()
                            + "\", formerly = \""
                            + was.name()
                            + "\")")));
      }
      if (DesignRecords.required(model)
          && !AttributeDefault.declared(model) // reads give stored items without it the default
          && accepted.map(a -> !a.always()).orElse(true)) {
        error(
            model.origin(),
            BaselineMessage.REQUIRED,
            label,
            owner,
            "a primitive " + model.type().javaType(),
            accepted.isEmpty()
                ? "the accepted design (" + context.file() + ") does not store it"
                : "the accepted design ("
                    + context.file()
                    + ") may leave it absent (it was "
                    + accepted.get().javaType()
                    + ")",
            entityType + ".default:" + topLevel,
            context.migrations(),
            context.accept());
      }
      Optional<FormerStoredType> declared =
          migration == null || !prefix.isEmpty()
              ? Optional.empty()
              : migration
                  .storedType(model.name())
                  .filter(t -> FormerStoredTypes.reviewable(entity, t));
      if (declared.isPresent()) {
        FormerStoredTypes.review(context, declared.get(), accepted, current, entityType);
      } else if (accepted.isPresent()) {
        type(owner, label, model, accepted.get().type(), current.type(), model.type());
      }
    }
  }

  /** Compares a stored type with the accepted one, walking containers and nested records. */
  private void type(
      String owner,
      String label,
      AttributeModel model,
      DesignRecord.Type old,
      DesignRecord.Type now,
      ValueType type) {
    ValueType value = type instanceof ValueType.OptionalOf optional ? optional.value() : type;
    if (old instanceof DesignRecord.Nested was
        && now instanceof DesignRecord.Nested is
        && value instanceof ValueType.Embedded embedded) {
      attributes(
          owner,
          label.substring("attribute ".length()) + ".",
          was.attributes(),
          is.attributes(),
          embedded.attributes(),
          embedded.renames());
    } else if (old instanceof DesignRecord.ListOf was
        && now instanceof DesignRecord.ListOf is
        && value instanceof ValueType.ListOf list) {
      type(owner, label, model, was.element(), is.element(), list.element());
    } else if (old instanceof DesignRecord.SetOf was
        && now instanceof DesignRecord.SetOf is
        && value instanceof ValueType.SetOf set) {
      type(owner, label, model, was.element(), is.element(), set.element());
    } else if (old instanceof DesignRecord.MapOf was
        && now instanceof DesignRecord.MapOf is
        && value instanceof ValueType.MapOf map) {
      type(owner, label, model, was.value(), is.value(), map.value());
    } else if (old instanceof DesignRecord.Scalar was
        && now instanceof DesignRecord.Scalar is
        && StoredTypes.reads(was, is)) {
      constants(owner, label, model, was, is);
    } else {
      error(
          model.origin(),
          BaselineMessage.STORED_TYPE,
          capitalized(label),
          owner,
          StoredTypes.describe(now),
          context.file(),
          StoredTypes.describe(old),
          (label.equals("attribute " + model.name()) && type == model.type()
                  ? FormerStoredTypes.suggestion(entity, model.name(), old, now)
                  : Optional.<String>empty())
              .map(declaration -> "keep the old type, or " + context.declare(declaration))
              .orElseGet(() -> context.waysForward("the old type")));
    }
  }

  private void constants(
      String owner,
      String label,
      AttributeModel model,
      DesignRecord.Scalar old,
      DesignRecord.Scalar now) {
    if (!old.kind().equals("enum") || !now.kind().equals("enum")) {
      return;
    }
    List<String> gone =
        EnumFormers.review(
            context, owner, label, model, old, now, entityType + ".convert:" + topLevel);
    if (gone.isEmpty()) {
      return;
    }
    String names = String.join(", ", gone);
    error(
        model.origin(),
        BaselineMessage.ENUM_CONSTANT,
        capitalized(label),
        owner,
        now.enumType(),
        (gone.size() == 1 ? "constant " : "constants ") + names,
        context.file(),
        gone.size() == 1 ? "it" : "them",
        names,
        context.declare("@Formerly(\"" + gone.get(0) + "\") on the constant that replaces it"));
  }

  private void error(Origin origin, Catalogued message, Object... arguments) {
    context.diagnostics().error(origin, message, arguments);
  }

  private static String capitalized(String text) {
    return Character.toUpperCase(text.charAt(0)) + text.substring(1);
  }
}
