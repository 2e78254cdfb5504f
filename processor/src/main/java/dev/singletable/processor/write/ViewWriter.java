package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
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
import dev.singletable.processor.plan.ViewPlan;
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

  private static final String PROJECTED = "PROJECTED";

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
                    .initializer("new Schema()")
                    .build())
            .addType(schema(entity, view, schemaType));
    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    constructor.addParameter(entity.key(), view.keyComponent());
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
                "What index {@code $L} ($L) holds of each {@link $T} item: its key$L.\n",
                view.indexName(),
                view.projection(),
                entity.type(),
                view.attributes().isEmpty() ? "" : " and the attributes the index includes");
    return doc.add(
            "Queries of the index return these; {@code page().fetch()}, {@code fetchItems()} or"
                + "\n{@code $L().fetch(views)} read the full items with BatchGetItem.\n",
            entity.accessor())
        .build();
  }

  private static TypeSpec schema(EntityPlan entity, ViewPlan view, TypeName schemaType) {
    ClassName schemaClass = view.type().nestedClass("Schema");
    CodeBlock.Builder projected = CodeBlock.builder().add("$T.of(", Set.class);
    for (int i = 0; i < view.projected().size(); i++) {
      projected.add(i == 0 ? "$S" : ",$W$S", view.projected().get(i));
    }
    TypeSpec.Builder type =
        TypeSpec.classBuilder(schemaClass)
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addSuperinterface(schemaType)
            .addJavadoc(
                "Recognises the items of {@link $T} by the key pattern of their table keys (the"
                    + " index holds\n"
                    + "no entity type to tell them by) and reads the view from them.\n",
                entity.type())
            .addField(
                FieldSpec.builder(
                        ParameterizedTypeName.get(Set.class, String.class),
                        PROJECTED,
                        Modifier.PRIVATE,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .initializer(projected.add(")").build())
                    .build())
            .addMethod(
                MethodSpec.methodBuilder("entity")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(
                        ParameterizedTypeName.get(
                            RuntimeTypes.ENTITY_SCHEMA, entity.type(), entity.key()))
                    .addStatement("return $T.INSTANCE", entity.schema())
                    .build())
            .addMethod(
                MethodSpec.methodBuilder("indexName")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(String.class)
                    .addStatement("return $S", view.indexName())
                    .build())
            .addMethod(
                MethodSpec.methodBuilder("projectedAttributes")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .returns(ParameterizedTypeName.get(Set.class, String.class))
                    .addStatement("return $L", PROJECTED)
                    .build())
            .addMethod(read(entity, view));
    return type.build();
  }

  private static MethodSpec read(EntityPlan entity, ViewPlan view) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("fromIndexItem")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(view.type())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item")
            .addStatement(
                "$T key = $T.$L(item)", entity.key(), entity.key(), KeyReadBackCode.METHOD)
            .beginControlFlow("if (key == null)")
            .addStatement("return null")
            .endControlFlow();
    CodeBlock.Builder arguments = CodeBlock.builder().add("key");
    for (AttributePlan attribute : view.attributes()) {
      arguments.add(",$W$L", FormClasses.read(attribute, view.type()));
    }
    return method.addStatement("return new $T($L)", view.type(), arguments.build()).build();
  }
}
