package dev.singletable.processor.validate;

import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Origin;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.util.HashMap;
import java.util.Map;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.NestingKind;
import javax.lang.model.element.TypeElement;

/**
 * Checks one entity against its table: shape, attribute types and names, attribute roles and every
 * key pattern (through {@link KeyUseValidator}).
 */
public final class EntityValidator {

  private final Diagnostics diagnostics;
  private final KeyUseValidator keyUses;
  private final RoleValidator roles;
  private final StoredNameValidator storedNames;
  private final ShardValidator shards;
  private final NestingValidator nesting;
  private final DerivedValidator derived;
  private final UniqueValidator unique;

  public EntityValidator(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
    this.keyUses = new KeyUseValidator(diagnostics);
    this.roles = new RoleValidator(diagnostics);
    this.storedNames = new StoredNameValidator(diagnostics);
    this.shards = new ShardValidator(diagnostics);
    this.nesting = new NestingValidator(diagnostics);
    this.derived = new DerivedValidator(diagnostics);
    this.unique = new UniqueValidator(diagnostics);
  }

  /**
   * @param table the entity's table, or {@code null} when it is not annotated with @Table
   */
  public void validate(EntityModel entity, TableModel table) {
    TypeElement element = (TypeElement) entity.origin().element();
    if (!isAccessible(element)) {
      diagnostics.error(entity.origin(), Message.ENTITY_NOT_ACCESSIBLE, entity.simpleName());
    }
    if (table == null) {
      Origin at =
          entity.origin().withValue(Annotations.value(entity.origin().annotation(), "table"));
      diagnostics.error(
          at,
          Message.TABLE_NOT_ANNOTATED,
          entity.table() == null ? "the table" : entity.table().canonicalName());
      return;
    }
    if (entity.problem() != null) {
      diagnostics.error(
          Origin.of(element), Message.ENTITY_NOT_MAPPABLE, entity.simpleName(), entity.problem());
      return;
    }
    if (!nesting.validate(entity)) {
      return; // nothing else walks a shape that deep or that large
    }
    validateAttributes(entity, table);
    roles.validate(entity);
    derived.validate(entity);
    unique.validate(entity);
    new DefaultValidator(diagnostics).validate(entity);
    keyUses.validate(entity, table);
    shards.validate(entity);
  }

  private void validateAttributes(EntityModel entity, TableModel table) {
    Map<String, AttributeModel> byStoredName = new HashMap<>();
    for (AttributeModel attribute : entity.attributes()) {
      if (attribute.ignored()) {
        continue;
      }
      if (attribute.type() instanceof ValueType.Unsupported unsupported) {
        diagnostics.error(
            attribute.origin(),
            Message.ATTRIBUTE_TYPE_UNSUPPORTED,
            attribute.name(),
            entity.simpleName(),
            attribute.type().javaType(),
            unsupported.reason(),
            ValueType.SUPPORTED);
      }
      if (attribute.storedName().isEmpty()) {
        diagnostics.error(
            attribute.origin(),
            Message.ATTRIBUTE_NAME_INVALID,
            attribute.name(),
            entity.simpleName());
        continue;
      }
      storedNames.validate(entity, attribute);
      AttributeModel previous = byStoredName.putIfAbsent(attribute.storedName(), attribute);
      if (previous != null) {
        diagnostics.error(
            attribute.origin(),
            Message.ATTRIBUTE_NAME_DUPLICATE,
            previous.name(),
            attribute.name(),
            entity.simpleName(),
            attribute.storedName());
      }
      String reservedAs = reservedRole(table, attribute.storedName());
      if (reservedAs != null) {
        diagnostics.error(
            attribute.origin(),
            Message.ATTRIBUTE_NAME_RESERVED,
            attribute.name(),
            entity.simpleName(),
            attribute.storedName(),
            reservedAs);
      }
      KeyFormatCheck.check(attribute)
          .ifPresent(
              problem ->
                  diagnostics.error(
                      attribute.origin(),
                      Message.KEY_FORMAT_INVALID,
                      attribute.name(),
                      entity.simpleName(),
                      problem));
    }
  }

  private static String reservedRole(TableModel table, String storedName) {
    if (storedName.equals(table.partitionKey())) {
      return "partition key";
    }
    if (storedName.equals(table.sortKey())) {
      return "sort key";
    }
    if (storedName.equals(table.entityTypeAttribute())) {
      return "entity type";
    }
    for (var index : table.indexes()) {
      if (storedName.equals(index.partitionKey()) || storedName.equals(index.sortKey())) {
        return "index " + index.name() + " key";
      }
    }
    return null;
  }

  private static boolean isAccessible(TypeElement element) {
    for (Element e = element;
        e.getKind().isClass() || e.getKind().isInterface() || e.getKind() == ElementKind.RECORD;
        e = e.getEnclosingElement()) {
      if (e.getModifiers().contains(Modifier.PRIVATE)) {
        return false;
      }
      TypeElement type = (TypeElement) e;
      if (type.getNestingKind() == NestingKind.MEMBER
          && !type.getModifiers().contains(Modifier.STATIC)
          && type.getKind() == ElementKind.CLASS) {
        return false;
      }
      if (type.getNestingKind() == NestingKind.LOCAL
          || type.getNestingKind() == NestingKind.ANONYMOUS) {
        return false;
      }
    }
    return true;
  }
}
