package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.AttributePlan;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexKeyPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyMethod;
import dev.singletable.processor.plan.MigrationPlan;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The item mapping methods of a schema, through its codec constants: {@code toItem}, {@code
 * fromItem} (the entity type and the attributes a full item holds, then the partial read), {@code
 * fromPartialItem} and {@code keyAttributes}.
 */
final class ItemMethods {

  private final TableModel table;
  private final EntityPlan entity;
  private final String entityVariable;
  private final String itemType;
  private final MigrationPlan migration;
  private final DerivedCode derived;

  /** {@code migration}: the migrations {@code entity} declares, or {@code null}. */
  ItemMethods(TableModel table, EntityPlan entity, MigrationPlan migration) {
    this.table = table;
    this.entity = entity;
    this.migration = migration;
    this.entityVariable = entity.schemaVariable();
    this.itemType = entity.forms().itemType();
    this.derived = new DerivedCode(entity, entityVariable);
  }

  /** The migrations the entity declares, or {@code null}. */
  MigrationPlan migration() {
    return migration;
  }

  MethodSpec toItem() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("toItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.ATTRIBUTE_MAP)
            .addParameter(entity.type(), entityVariable)
            .addStatement("$T key = $T.of($L)", entity.key(), entity.key(), entityVariable);
    derived.addLocals(method);
    method.addStatement("$T item = $L.newItem()", RuntimeTypes.ATTRIBUTE_MAP, itemType);
    if (entity.forms().shape() != null) {
      method.addStatement("$L.put(item)", entity.forms().shape().constant());
    }
    method.addStatement(
        "item.put($S, $T.createS(key.pk()))", table.partitionKey(), RuntimeTypes.ATTRIBUTE_VALUE);
    if (entity.primaryKey().sort().isPresent()) {
      method.addStatement(
          "item.put($S, $T.createS(key.sk()))", table.sortKey(), RuntimeTypes.ATTRIBUTE_VALUE);
    }
    for (IndexKeyPlan index : entity.indexKeys()) {
      addIndexKeys(method, index);
    }
    for (AttributePlan attribute : entity.stored()) {
      addAttribute(method, attribute);
    }
    return method.addStatement("return item").build();
  }

  private void addIndexKeys(MethodSpec.Builder method, IndexKeyPlan index) {
    if (index.itemKeys().isEmpty()) {
      return;
    }
    List<AttributeModel> required = index.required();
    if (!required.isEmpty()) {
      List<AttributeModel> inputs = index.inputs();
      method
          .addComment(
              "Index $L: the keys stay absent (the item is not in the index)", index.indexName())
          .addComment(
              "unless $L set.",
              inputs.stream().map(AttributeModel::name).collect(Collectors.joining(" and "))
                  + (inputs.size() > 1 ? " are" : " is"));
      method.beginControlFlow(
          "if ($L)",
          String.join(
              " && ", required.stream().map(attribute -> read(attribute) + " != null").toList()));
    }
    for (KeyMethod key : index.itemKeys()) {
      method.addStatement(
          "item.put($S,$W$T.createS($L))",
          key.template().attribute(),
          RuntimeTypes.ATTRIBUTE_VALUE,
          CodeBlock.of(
              "$L($L)",
              key.name(),
              CodeBlock.join(
                  key.template().components().stream()
                      .map(component -> read(component.attribute()))
                      .toList(),
                  ", ")));
    }
    if (!required.isEmpty()) {
      method.endControlFlow();
    }
  }

  private void addAttribute(MethodSpec.Builder method, AttributePlan attribute) {
    method.addStatement(
        CodecCode.put(attribute.stored(), entity.schema(), "item", read(attribute.model())));
  }

  private CodeBlock read(AttributeModel attribute) {
    return derived.read(attribute);
  }

  /**
   * {@code fromItem}: refuses an item of another entity type, or one without an attribute a full
   * item holds (a primitive, nested ones included), then reads it as a partial item. A renamed
   * attribute reads its former name when the new one is absent.
   */
  MethodSpec fromItem() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("fromItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(entity.type())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item")
            .addStatement("$L.check(item)", itemType);
    if (entity.forms().shape() != null) {
      ShapeCode.upgrades(method, entity);
    }
    readFormerNames(method);
    for (AttributePlan attribute : entity.stored()) {
      if (attribute.required()) {
        method.addStatement(FormClasses.require(attribute.stored(), entity.schema(), "item"));
      }
    }
    return method.addStatement("return fromPartialItem(item)").build();
  }

  /**
   * {@code fromPartialItem}: every attribute read through its codec, absent ones as planned; a
   * renamed attribute reads its former name when the new one is absent.
   */
  MethodSpec fromPartialItem() {
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (AttributePlan attribute : entity.attributes()) {
      values.put(attribute.model().name(), FormClasses.read(attribute, entity.schema()));
    }
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("fromPartialItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(entity.type())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item");
    readFormerNames(method);
    return method
        .addStatement(
            "return $L",
            Construct.instance(entity.type(), entity.construction(), entity.models(), values))
        .build();
  }

  /**
   * {@code item = Items.renamed(item, "customer", "customerId")} while the entity declares renames
   * ({@code @Attribute(formerly = ...)}): the codecs then read a former name's value under the new
   * name when the item has none there.
   */
  private void readFormerNames(MethodSpec.Builder method) {
    if (migration == null || migration.renames().isEmpty()) {
      return;
    }
    CodeBlock.Builder names = CodeBlock.builder();
    for (MigrationPlan.Rename rename : migration.renames()) {
      names.add(",$W$S, $S", rename.storedName(), rename.formerly());
    }
    method.addStatement("item = $T.renamed(item$L)", RuntimeTypes.ITEMS, names.build());
  }

  /** The entity type and key components, which every update sets so that an upsert is complete. */
  MethodSpec keyAttributes() {
    List<KeyComponent> components = entity.primaryKey().components();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("keyAttributes")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.ATTRIBUTE_MAP)
            .addParameter(entity.key(), "key")
            .addStatement("$T attributes = $L.newItem()", RuntimeTypes.ATTRIBUTE_MAP, itemType);
    for (KeyComponent component : components) {
      AttributeModel attribute = component.attribute();
      method.addStatement(
          CodecCode.put(
              entity.codec(attribute),
              entity.schema(),
              "attributes",
              CodeBlock.of("key.$L()", attribute.name())));
    }
    return method.addStatement("return attributes").build();
  }
}
