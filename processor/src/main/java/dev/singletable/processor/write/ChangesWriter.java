package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.ChangesPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopChanges}, which decodes stream records into {@code ShopChange}s (by the item's
 * entity type when the record carries an image, else by key pattern), and the Db's {@code table()},
 * which a poller of the table's stream (singletable-tools) reads through.
 */
final class ChangesWriter {

  private static final CodeBlock NO_IMAGE = CodeBlock.of("$T.empty()", Optional.class);

  private final TablePlan design;
  private final ChangesPlan plan;

  ChangesWriter(TablePlan design, ChangesPlan plan) {
    this.design = design;
    this.plan = plan;
  }

  /**
   * Adds {@code table()} to the Db of either face: the handle a stream poller of {@code
   * singletable-tools} reads the table's stream through.
   */
  void addTableAccessor(TypeSpec.Builder db) {
    db.addMethod(
        MethodSpec.methodBuilder("table")
            .addJavadoc(
                "The table in use, for a poller of its stream (singletable-tools): {@code\n"
                    + "StreamPoller.builder(streams, $T::decode, $T::new).table(db.table())}.\n"
                    + "Production consumers use AWS Lambda or the Kinesis Client Library with"
                    + " {@link $T}.\n",
                plan.changes(),
                plan.unknown(),
                plan.changes())
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.TABLE_HANDLE)
            .addStatement("return table")
            .build());
  }

  JavaFile write() {
    ClassName changes = plan.changes();
    TypeSpec.Builder type =
        TypeSpec.classBuilder(changes)
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .addJavadoc(
                "Decodes the stream records of table {@code $L} into {@link $T}s: by the item's"
                    + " entity type\n"
                    + "when the record carries an image, else by the key pattern its keys match."
                    + " It never throws\n"
                    + "for an item it cannot read: that is a {@link $T} with the reason.\n\n"
                    + "<pre>{@code\n"
                    + "for (Record record : streams.getRecords(request).records()) {\n"
                    + "    $T change = $T.decode(record);\n"
                    + "}\n"
                    + "}</pre>\n",
                design.table().name(),
                plan.change(),
                plan.unknown(),
                plan.change(),
                changes);
    type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
        .addMethod(
            MethodSpec.methodBuilder("decode")
                .addJavadoc(
                    "Decodes a record that {@code DynamoDbStreamsClient.getRecords} returned.\n")
                .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                .returns(plan.change())
                .addParameter(RuntimeTypes.STREAM_RECORD, "record")
                .addStatement("return decode($T.of(record))", RuntimeTypes.CHANGE_RECORD)
                .build())
        .addMethod(decode())
        .addMethod(fromKeys());
    for (ChangesPlan.EntityChange entity : plan.entities()) {
      type.addMethod(fromImages(entity));
    }
    return SourceFiles.file(changes.packageName(), type, design.origins());
  }

  private MethodSpec decode() {
    CodeBlock.Builder cases = CodeBlock.builder();
    for (ChangesPlan.EntityChange entity : plan.entities()) {
      // An entity whose type is being renamed: its items stored under the former type too.
      boolean renamed =
          design.migrations().stream()
              .anyMatch(m -> m.schema().equals(entity.schema()) && m.formerType() != null);
      cases.addStatement(
          renamed
              ? "case $T.ENTITY_TYPE, $T.FORMER_ENTITY_TYPE -> $L(record)"
              : "case $T.ENTITY_TYPE -> $L(record)",
          renamed
              ? new Object[] {entity.schema(), entity.schema(), entity.decodeMethod()}
              : new Object[] {entity.schema(), entity.decodeMethod()});
    }
    cases.addStatement(
        "default -> new $T($S$W+ type.s()$W+ $S,$Wrecord)",
        plan.unknown(),
        "entity type \"",
        "\" is no entity of table " + design.table().name());
    return MethodSpec.methodBuilder("decode")
        .addJavadoc(
            "Decodes a change record, whatever delivered it (the SDK, AWS Lambda, the Kinesis"
                + " Client\n"
                + "Library); an item that no entity reads, or that cannot be read, is {@link"
                + " $T}.\n",
            plan.unknown())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .returns(plan.change())
        .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
        .addStatement(
            "$T image = record.newImage().or(record::oldImage).orElse(null)",
            RuntimeTypes.ATTRIBUTE_MAP)
        .beginControlFlow("if (image == null)")
        .addStatement("return fromKeys(record)")
        .endControlFlow()
        .addStatement(
            "$T type = image.get($S)", RuntimeTypes.ATTRIBUTE_VALUE, plan.entityTypeAttribute())
        .beginControlFlow("if (type == null || type.s() == null)")
        .addStatement(
            "return new $T($S, record)",
            plan.unknown(),
            "the item has no " + plan.entityTypeAttribute() + " string attribute")
        .endControlFlow()
        .beginControlFlow("try")
        .addCode("return switch (type.s()) {\n$>")
        .addCode(cases.build())
        .addCode("$<};\n")
        .nextControlFlow(
            "catch ($T | $T e)", RuntimeTypes.MAPPING_EXCEPTION, IllegalArgumentException.class)
        .addStatement(
            "return new $T(type.s()$W+ $S$W+ e.getMessage(),$Wrecord)",
            plan.unknown(),
            " item could not be read: ")
        .endControlFlow()
        .build();
  }

  private MethodSpec fromKeys() {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("fromKeys")
            .addJavadoc(
                "A change whose record carries no image, recognised by the key pattern its keys"
                    + " match\n"
                    + "(the design review proves that no two entities can write the same key).\n")
            .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
            .returns(plan.change())
            .addParameter(RuntimeTypes.CHANGE_RECORD, "record");
    for (ChangesPlan.EntityChange entity : plan.entities()) {
      String local = entity.keyLocal();
      method
          .addStatement(
              "$T $L = $T.$L(record.keys())",
              entity.key(),
              local,
              entity.key(),
              KeyReadBackCode.METHOD)
          .beginControlFlow("if ($L != null)", local)
          .addStatement(
              "return new $T($L,$W$L,$W$L,$Wrecord)", entity.record(), local, NO_IMAGE, NO_IMAGE)
          .endControlFlow();
    }
    return method
        .addStatement(
            "return new $T($S,$Wrecord)",
            plan.unknown(),
            "its keys match the key pattern of no entity of table " + design.table().name())
        .build();
  }

  private static MethodSpec fromImages(ChangesPlan.EntityChange entity) {
    return MethodSpec.methodBuilder(entity.decodeMethod())
        .addJavadoc(
            "A change to an item of {@code $L}, read from the record's images.\n",
            entity.simpleName())
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .returns(entity.record())
        .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
        .addStatement(
            "$T oldImage = record.oldImage().map($T.INSTANCE::fromItem)",
            ParameterizedTypeName.get(ClassName.get(Optional.class), entity.entity()),
            entity.schema())
        .addStatement(
            "$T newImage = record.newImage().map($T.INSTANCE::fromItem)",
            ParameterizedTypeName.get(ClassName.get(Optional.class), entity.entity()),
            entity.schema())
        .addStatement(
            "$T key = $T.of(newImage.or(() -> oldImage).orElseThrow())", entity.key(), entity.key())
        .addStatement("return new $T(key, oldImage, newImage, record)", entity.record())
        .build();
  }
}
