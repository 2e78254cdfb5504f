package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.AttributePlan;
import dev.singletable.processor.plan.CodecPlan;
import dev.singletable.processor.plan.MigrationPlan;
import dev.singletable.processor.plan.NestedCodec;
import dev.singletable.processor.plan.StoredForm;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The classes a schema nests for its item mapping: the codec class of each nested type ({@code
 * LineCodec}: a codec constant per field, and the nested form itself) and the converter of each
 * value type ({@code OrderIdConverter}).
 */
final class FormClasses {

  private static final ClassName ATTRIBUTE_CONVERTER =
      ClassName.get(RuntimeTypes.RUNTIME, "AttributeConverter");

  private FormClasses() {}

  /** {@code static final class LineCodec implements Codec.Fields<Order.Line>}. */
  static TypeSpec nested(NestedCodec codec) {
    ClassName name = codec.name();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(name)
            .addJavadoc(
                "How a nested {@link $T} is stored: a map of its attributes, in the forms below.\n",
                codec.javaType())
            .addModifiers(Modifier.STATIC, Modifier.FINAL)
            .addSuperinterface(
                ParameterizedTypeName.get(CodecCode.CODEC.nestedClass("Fields"), codec.javaType()));
    codec.codecs().forEach(constant -> type.addField(CodecCode.field(constant)));
    MethodSpec.Builder write =
        MethodSpec.methodBuilder("write")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .addParameter(codec.javaType(), "value")
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item");
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (AttributePlan field : codec.fields()) {
      values.put(field.model().name(), read(field, name));
      field
          .codec()
          .ifPresent(
              constant ->
                  write.addStatement(
                      CodecCode.put(
                          constant,
                          name,
                          "item",
                          CodeBlock.of("value.$L()", field.model().accessor()))));
    }
    MethodSpec.Builder read =
        MethodSpec.methodBuilder("read")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(codec.javaType())
            .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item");
    readFormerNames(codec, read);
    type.addMethod(write.build())
        .addMethod(
            read.addStatement(
                    "return $L",
                    Construct.instance(
                        codec.javaType(), codec.construction(), codec.models(), values))
                .build());
    List<AttributePlan> required = codec.fields().stream().filter(AttributePlan::required).toList();
    if (!required.isEmpty()) {
      MethodSpec.Builder require =
          MethodSpec.methodBuilder("require")
              .addAnnotation(Override.class)
              .addModifiers(Modifier.PUBLIC)
              .addParameter(RuntimeTypes.ATTRIBUTE_MAP, "item");
      readFormerNames(codec, require);
      required.forEach(field -> require.addStatement(require(field.stored(), name, "item")));
      type.addMethod(require.build());
    }
    return type.build();
  }

  /**
   * {@code item = Items.renamed(item, "line1", "street")} while fields of the type are renamed
   * ({@code @Attribute(formerly = ...)}): the field codecs then read a former name's value under
   * the new name.
   */
  private static void readFormerNames(NestedCodec codec, MethodSpec.Builder method) {
    if (codec.renames().isEmpty()) {
      return;
    }
    CodeBlock.Builder names = CodeBlock.builder();
    for (MigrationPlan.Rename rename : codec.renames()) {
      names.add(",$W$S, $S", rename.storedName(), rename.formerly());
    }
    method.addStatement("item = $T.renamed(item$L)", RuntimeTypes.ITEMS, names.build());
  }

  /**
   * The value of an attribute read from {@code item} (the default of its type when it is not
   * stored; {@code TOTAL_CODEC.readOr(item, 0)} when it declares one for absent values).
   */
  static CodeBlock read(AttributePlan attribute, ClassName context) {
    TypeName type = attribute.model().type().javaType();
    if (attribute.ifAbsent() != null) {
      return CodeBlock.of(
          "$L.readOr(item, $L)",
          CodecCode.ref(attribute.stored(), context),
          CodeBlock.of(attribute.ifAbsent().format(), attribute.ifAbsent().arguments().toArray()));
    }
    return attribute
        .codec()
        .map(codec -> CodecCode.read(codec, context, "item"))
        .orElse(Construct.defaultValue(type));
  }

  /** {@code COUNT_CODEC.require(item)}: a full item holds the attribute. */
  static CodeBlock require(CodecPlan codec, ClassName context, String item) {
    return CodeBlock.of("$L.require($L)", CodecCode.ref(codec, context), item);
  }

  /** {@code private static final class OrderIdConverter implements AttributeConverter<...>}. */
  static TypeSpec valueConverter(StoredForm.ValueClass value) {
    TypeName valueType = value.valueType();
    return TypeSpec.classBuilder(value.name())
        .addJavadoc("Stores a {@link $T} as its {@code $L}.\n", valueType, value.accessor())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
        .addSuperinterface(
            ParameterizedTypeName.get(ATTRIBUTE_CONVERTER, valueType, value.storedType()))
        .addMethod(
            MethodSpec.methodBuilder("toStored")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(value.storedType())
                .addParameter(valueType, "value")
                .addStatement("return value.$L()", value.accessor())
                .build())
        .addMethod(
            MethodSpec.methodBuilder("fromStored")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(valueType)
                .addParameter(value.storedType(), "stored")
                .addStatement("return new $T(stored)", valueType)
                .build())
        .build();
  }
}
