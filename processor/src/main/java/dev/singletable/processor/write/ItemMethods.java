package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.model.ValueType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javax.lang.model.element.Modifier;

/**
 * The item mapping methods of a schema: {@code toItem}, the shared reader, and {@code
 * keyAttributes}.
 */
final class ItemMethods {

  /** Local names the generated methods use themselves, which attribute locals must avoid. */
  private static final Set<String> RESERVED_LOCALS = Set.of("item", "key", "v", "strict", "value");

  private final TableModel table;
  private final EntityModel entity;
  private final ValueCodecs codecs;
  private final String entityVariable;

  ItemMethods(TableModel table, EntityModel entity, ValueCodecs codecs) {
    this.table = table;
    this.entity = entity;
    this.codecs = codecs;
    this.entityVariable = entityVariable(entity);
  }

  /**
   * The name of the entity parameter of generated methods ({@code order}), distinct from every
   * attribute local, so that an attribute named like its entity does not shadow it.
   */
  static String entityVariable(EntityModel entity) {
    List<String> locals =
        entity.attributes().stream().map(attribute -> local(attribute.name())).toList();
    return Names.fresh(local(Names.lowerFirst(entity.simpleName())), locals);
  }

  static String local(String name) {
    return Names.fresh(name, RESERVED_LOCALS);
  }

  MethodSpec toItem() {
    List<AttributeModel> stored = entity.storedAttributes();
    int size = stored.size() + 3 + 2 * entity.indexKeys().size();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("toItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(Names.ATTRIBUTE_MAP)
            .addParameter(entity.type(), entityVariable)
            .addStatement(
                "$T key = $T.of($L)", Names.key(entity), Names.key(entity), entityVariable)
            .addStatement("$T item = $T.newMap($L)", Names.ATTRIBUTE_MAP, Names.ITEMS, size)
            .addStatement(
                "item.put($S, $T.fromS(key.pk()))", table.partitionKey(), Names.ATTRIBUTE_VALUE);
    if (table.hasSortKey()) {
      method.addStatement(
          "item.put($S, $T.fromS(key.sk()))", table.sortKey(), Names.ATTRIBUTE_VALUE);
    }
    method.addStatement("item.put($S, TYPE_VALUE)", table.entityTypeAttribute());
    for (KeyUse use : entity.indexKeys()) {
      addIndexKeys(method, use);
    }
    for (AttributeModel attribute : stored) {
      addAttribute(method, attribute);
    }
    return method.addStatement("return item").build();
  }

  private void addIndexKeys(MethodSpec.Builder method, KeyUse use) {
    List<CodeBlock> puts = new java.util.ArrayList<>();
    // An index key that is also a table key (an inverted index) is already written.
    if (!use.local() && !isTableKey(use.index().partitionKey())) {
      puts.add(
          CodeBlock.of(
              "item.put($S, $T.fromS($L))",
              use.index().partitionKey(),
              Names.ATTRIBUTE_VALUE,
              IndexKeys.call(
                  entity, IndexKeys.partitionMethod(use), use.partitionKey(), entityVariable)));
    }
    if (use.sortKey() != null && !isTableKey(use.index().sortKey())) {
      puts.add(
          CodeBlock.of(
              "item.put($S, $T.fromS($L))",
              use.index().sortKey(),
              Names.ATTRIBUTE_VALUE,
              IndexKeys.call(entity, IndexKeys.sortMethod(use), use.sortKey(), entityVariable)));
    }
    if (puts.isEmpty()) {
      return;
    }
    // Primary key components are checked when the primary key is rendered; only the others can
    // leave the index keys absent.
    List<AttributeModel> primary = KeyComponents.primary(entity);
    List<AttributeModel> inputs =
        KeyComponents.of(entity, use.local() ? null : use.partitionKey(), use.sortKey()).stream()
            .filter(attribute -> !primary.contains(attribute))
            .toList();
    List<String> nullable =
        inputs.stream()
            .filter(attribute -> !attribute.primitive())
            .map(attribute -> entityVariable + "." + attribute.accessor() + "() != null")
            .toList();
    if (!nullable.isEmpty()) {
      method.addComment(
          "Index $L: the keys stay absent (the item is not in the index) unless $L set.",
          use.indexName(),
          inputs.stream().map(AttributeModel::name).collect(Collectors.joining(" and "))
              + (inputs.size() > 1 ? " are" : " is"));
      method.beginControlFlow("if ($L)", String.join(" && ", nullable));
    }
    puts.forEach(method::addStatement);
    if (!nullable.isEmpty()) {
      method.endControlFlow();
    }
  }

  private boolean isTableKey(String attribute) {
    return attribute.equals(table.partitionKey()) || attribute.equals(table.sortKey());
  }

  private void addAttribute(MethodSpec.Builder method, AttributeModel attribute) {
    CodeBlock read = CodeBlock.of("$L.$L()", entityVariable, attribute.accessor());
    if (attribute.primitive() && attribute.has(dev.singletable.processor.model.Role.TTL)) {
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
    String local = local(attribute.name());
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

  /** {@code private static Order read(Map<String, AttributeValue> item, boolean strict)}. */
  MethodSpec read() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("read")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(entity.type())
            .addParameter(Names.ATTRIBUTE_MAP, "item")
            .addParameter(TypeName.BOOLEAN, "strict")
            .addStatement("$T v", Names.ATTRIBUTE_VALUE);
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (AttributeModel attribute : entity.attributes()) {
      String local = local(attribute.name());
      values.put(attribute.name(), CodeBlock.of("$L", local));
      AttributeReading.declare(
          method, codecs, attribute, local, "item", attribute.name(), "strict");
    }
    return method
        .addStatement(
            "return $L",
            Construct.instance(entity.type(), entity.construction(), entity.attributes(), values))
        .build();
  }

  /** The entity type and key components, which every update sets so that an upsert is complete. */
  MethodSpec keyAttributes() {
    List<AttributeModel> components = KeyComponents.primary(entity);
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("keyAttributes")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(Names.ATTRIBUTE_MAP)
            .addParameter(Names.key(entity), "key")
            .addStatement(
                "$T attributes = $T.newMap($L)",
                Names.ATTRIBUTE_MAP,
                Names.ITEMS,
                components.size() + 1)
            .addStatement("attributes.put($S, TYPE_VALUE)", table.entityTypeAttribute());
    for (AttributeModel component : components) {
      method.addStatement(
          "attributes.put($S, $L)",
          component.storedName(),
          codecs.encode(
              component.type(), CodeBlock.of("key.$L()", component.name()), component.name()));
    }
    return method.addStatement("return attributes").build();
  }
}
