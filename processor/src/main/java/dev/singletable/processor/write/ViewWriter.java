package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.AttributePlan;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyReadBack;
import dev.singletable.processor.plan.ViewPlan;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Writes a view record ({@code ReviewInvertedView}): what an index that does not project whole
 * items holds of an entity, with a {@code SCHEMA} that reads index items into it. The key is read
 * back from the table's key attributes by the same decoder as the stream's ({@link
 * KeyReadBackCode}), which also recognises the entity's items; the included attributes are read by
 * the schema's codecs, as {@code fromPartialItem} reads them.
 */
final class ViewWriter {

  private static final String READ = "read";

  JavaFile write(EntityPlan entity, ViewPlan view) {
    TypeName schemaType =
        ParameterizedTypeName.get(
            RuntimeTypes.VIEW_SCHEMA, view.type(), entity.type(), entity.key());
    TypeSpec.Builder record =
        TypeSpec.recordBuilder(view.type())
            .addModifiers(Modifier.PUBLIC)
            .addSuperinterface(ParameterizedTypeName.get(RuntimeTypes.INDEX_VIEW, entity.key()))
            .addJavadoc(javadoc(entity, view))
            .addField(
                FieldSpec.builder(
                        schemaType, "SCHEMA", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc(
                        "Reads the items of index {@code $L} into views of {@link $T}.\n",
                        view.indexName(),
                        entity.type())
                    .initializer(schema(entity, view))
                    .build())
            .addMethod(read(entity, view));
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    constructor.addParameter(entity.key(), view.keyComponent());
    for (KeyReadBack.KeyDecoder component : view.indexKey().components()) {
      constructor.addParameter(component.javaType(), component.name());
    }
    for (AttributePlan attribute : view.attributes()) {
      constructor.addParameter(
          ParameterSpec.builder(attribute.model().type().javaType(), attribute.model().name())
              .build());
    }
    record.recordConstructor(constructor.build());
    return SourceFiles.file(view.type().packageName(), record, entity.origins());
  }

  private static CodeBlock javadoc(EntityPlan entity, ViewPlan view) {
    CodeBlock.Builder doc =
        CodeBlock.builder()
            .add(
                "What index {@code $L} ($L) holds of each {@link $T} item: its key$L$L.\n",
                view.indexName(),
                view.projection(),
                entity.type(),
                view.indexKey().components().isEmpty()
                    ? ""
                    : (view.attributes().isEmpty() ? " and" : ",")
                        + " the components of its index key",
                view.attributes().isEmpty() ? "" : " and the attributes the index includes");
    return doc.add(
            "Queries of the index return these; {@code page().fetch()}, {@code fetchItems()} or"
                + "\n{@code $L().fetch(views)} read the full items with BatchGetItem.\n",
            entity.accessor())
        .build();
  }

  /** {@code ViewSchema.of(OrderSchema.INSTANCE, "GSI3", Set.of("status"), OrderGsi3View::read)}. */
  private static CodeBlock schema(EntityPlan entity, ViewPlan view) {
    CodeBlock.Builder projected = CodeBlock.builder().add("$T.of(", Set.class);
    for (int i = 0; i < view.projected().size(); i++) {
      projected.add(i == 0 ? "$S" : ",$W$S", view.projected().get(i));
    }
    return CodeBlock.of(
        "$Z$T.of($T.INSTANCE,$W$S,$W$L),$W$T::$L)",
        RuntimeTypes.VIEW_SCHEMA,
        entity.schema(),
        view.indexName(),
        projected.build(),
        view.type(),
        READ);
  }

  private static MethodSpec read(EntityPlan entity, ViewPlan view) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(READ)
            .addJavadoc(
                "The view of an index item, recognised by the key pattern of its table keys (the"
                    + " index holds\n"
                    + "no entity type to tell them by); {@code null} for an item of another"
                    + " shape.\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(view.type())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item")
            .addStatement(
                "$T key = $T.$L(item)", entity.key(), entity.key(), KeyReadBackCode.METHOD)
            .beginControlFlow("if (key == null)")
            .addStatement("return null")
            .endControlFlow();
    CodeBlock.Builder arguments = CodeBlock.builder().add("key");
    indexKey(method, entity, view.indexKey(), arguments);
    for (AttributePlan attribute : view.attributes()) {
      arguments.add(",$W$L", FormClasses.read(attribute, view.type()));
    }
    return method.addStatement("return new $T($L)", view.type(), arguments.build()).build();
  }

  /**
   * Matches the index key attributes and decodes the components the view carries from them; an item
   * whose index keys have another shape is not the entity's (null, as for the table key).
   */
  private static void indexKey(
      MethodSpec.Builder method,
      EntityPlan entity,
      ViewPlan.IndexKeyRead indexKey,
      CodeBlock.Builder arguments) {
    if (indexKey.components().isEmpty()) {
      return;
    }
    CodeBlock.Builder keys = CodeBlock.builder();
    for (String constant : indexKey.keys()) {
      keys.add(",$W$T.$L", entity.key(), constant);
    }
    method
        .addStatement(
            "$T index = $T.match(item$L)",
            ParameterizedTypeName.get(Map.class, String.class, String.class),
            RuntimeTypes.KEYS,
            keys.build())
        .beginControlFlow("if (index == null)")
        .addStatement("return null")
        .endControlFlow();
    // Text components need no decoding; a decoded or converted one refuses text of another shape.
    boolean decodes =
        indexKey.components().stream().anyMatch(c -> !c.text() || c.conversion() != null);
    List<String> locals = indexKey.locals();
    if (decodes) {
      for (int i = 0; i < locals.size(); i++) {
        method.addStatement("$T $L", indexKey.components().get(i).javaType(), locals.get(i));
      }
    }
    if (decodes) {
      method.beginControlFlow("try");
    }
    for (int i = 0; i < locals.size(); i++) {
      KeyReadBack.KeyDecoder component = indexKey.components().get(i);
      CodeBlock value =
          KeyReadBackCode.decode(
              component,
              CodeBlock.of("$T.$L", entity.key(), component.constant()),
              CodeBlock.of("index.get($S)", component.name()));
      if (decodes) {
        method.addStatement("$L = $L", locals.get(i), value);
        arguments.add(",$W$L", locals.get(i));
      } else {
        arguments.add(",$W$L", value);
      }
    }
    if (decodes) {
      method
          .nextControlFlow("catch ($T anotherShape)", IllegalArgumentException.class)
          .addStatement("return null")
          .endControlFlow();
    }
  }
}
