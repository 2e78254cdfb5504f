package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
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
 * The item mapping methods of a schema: {@code toItem}, the shared reader, and {@code
 * keyAttributes}.
 */
final class ItemMethods {

  private final TableModel table;
  private final EntityPlan entity;
  private final ValueCodecs codecs;
  private final String entityVariable;

  ItemMethods(TableModel table, EntityPlan entity, ValueCodecs codecs) {
    this.table = table;
    this.entity = entity;
    this.codecs = codecs;
    this.entityVariable = entity.schemaVariable();
  }

  MethodSpec toItem() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("toItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.ATTRIBUTE_MAP)
            .addParameter(entity.type(), entityVariable)
            .addStatement("$T key = $T.of($L)", entity.key(), entity.key(), entityVariable)
            .addStatement(
                "$T item = $T.newMap($L)",
                RuntimeTypes.ATTRIBUTE_MAP,
                RuntimeTypes.ITEMS,
                entity.itemCapacity())
            .addStatement(
                "item.put($S, $T.createS(key.pk()))",
                table.partitionKey(),
                RuntimeTypes.ATTRIBUTE_VALUE);
    if (entity.primaryKey().sort().isPresent()) {
      method.addStatement(
          "item.put($S, $T.createS(key.sk()))", table.sortKey(), RuntimeTypes.ATTRIBUTE_VALUE);
    }
    method.addStatement("item.put($S, TYPE_VALUE)", table.entityTypeAttribute());
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
              " && ",
              required.stream()
                  .map(attribute -> entityVariable + "." + attribute.accessor() + "() != null")
                  .toList()));
    }
    for (KeyMethod key : index.itemKeys()) {
      method.addStatement(
          "item.put($S,$W$T.createS($L))",
          key.template().attribute(),
          RuntimeTypes.ATTRIBUTE_VALUE,
          KeyCode.call(key.name(), key.template().components(), entityVariable));
    }
    if (!required.isEmpty()) {
      method.endControlFlow();
    }
  }

  private void addAttribute(MethodSpec.Builder method, AttributePlan plan) {
    AttributeModel attribute = plan.model();
    CodeBlock read = CodeBlock.of("$L.$L()", entityVariable, attribute.accessor());
    if (attribute.primitive() && attribute.has(Role.TTL)) {
      // A primitive TTL of 0 means "never expires": no TTL attribute at all.
      method
          .beginControlFlow("if ($L != 0)", read)
          .addStatement(
              "item.put($S, $L)",
              attribute.storedName(),
              AttributeReading.encode(codecs, attribute, read, attribute.name()))
          .endControlFlow();
      return;
    }
    if (attribute.primitive()) {
      method.addStatement(
          "item.put($S, $L)",
          attribute.storedName(),
          AttributeReading.encode(codecs, attribute, read, attribute.name()));
      return;
    }
    String local = plan.local();
    method.addStatement("$T $L = $L", attribute.type().javaType(), local, read);
    if (attribute.type() instanceof ValueType.OptionalOf optional) {
      method
          .beginControlFlow("if ($L != null && $L.isPresent())", local, local)
          .addStatement(
              "item.put($S, $L)",
              attribute.storedName(),
              codecs.encode(optional.value(), CodeBlock.of("$L.get()", local), attribute.name()));
    } else if (attribute.type() instanceof ValueType.SetOf) {
      method
          .addComment("DynamoDB refuses empty sets: an empty set is stored as an absent attribute.")
          .beginControlFlow("if ($L != null && !$L.isEmpty())", local, local)
          .addStatement(
              "item.put($S, $L)",
              attribute.storedName(),
              AttributeReading.encode(
                  codecs, attribute, CodeBlock.of("$L", local), attribute.name()));
    } else {
      method
          .beginControlFlow("if ($L != null)", local)
          .addStatement(
              "item.put($S, $L)",
              attribute.storedName(),
              AttributeReading.encode(
                  codecs, attribute, CodeBlock.of("$L", local), attribute.name()));
    }
    method.endControlFlow();
  }

  /**
   * {@code private static Order read(Map<String, AttributeValue> item, boolean strict)}; a renamed
   * attribute of {@code migration} (null when none) reads its former name when the new one is
   * absent.
   */
  MethodSpec read(MigrationPlan migration) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("read")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(entity.type())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item")
            .addParameter(TypeName.BOOLEAN, "strict")
            .addStatement("$T v", RuntimeTypes.ATTRIBUTE_VALUE);
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (AttributePlan attribute : entity.attributes()) {
      values.put(attribute.model().name(), CodeBlock.of("$L", attribute.local()));
      AttributeReading.declare(
          method,
          codecs,
          attribute.model(),
          attribute.local(),
          "item",
          attribute.model().name(),
          "strict",
          migration == null ? null : migration.formerly(attribute.model().storedName()));
    }
    return method
        .addStatement(
            "return $L",
            Construct.instance(entity.type(), entity.construction(), entity.models(), values))
        .build();
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
            .addStatement(
                "$T attributes = $T.newMap($L)",
                RuntimeTypes.ATTRIBUTE_MAP,
                RuntimeTypes.ITEMS,
                components.size() + 1)
            .addStatement("attributes.put($S, TYPE_VALUE)", table.entityTypeAttribute());
    for (KeyComponent component : components) {
      AttributeModel attribute = component.attribute();
      method.addStatement(
          "attributes.put($S, $L)",
          attribute.storedName(),
          codecs.encode(
              attribute.type(), CodeBlock.of("key.$L()", attribute.name()), attribute.name()));
    }
    return method.addStatement("return attributes").build();
  }
}
