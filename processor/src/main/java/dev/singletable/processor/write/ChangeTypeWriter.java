package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.ChangesPlan;
import dev.singletable.processor.plan.TablePlan;
import java.time.Instant;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code ShopChange}: the sealed type of a change to the table, with one record per entity
 * ({@code OrderChange}: typed key, old and new entity) and {@code Unknown}, and the record's kind,
 * sequence number, time and TTL flag shared by all.
 */
final class ChangeTypeWriter {

  JavaFile write(TablePlan design, ChangesPlan plan) {
    ClassName change = plan.change();
    TypeSpec.Builder type =
        TypeSpec.interfaceBuilder(change)
            .addModifiers(Modifier.PUBLIC, Modifier.SEALED)
            .addJavadoc(
                "A change to an item of table {@code $L}, decoded from a DynamoDB stream record"
                    + " by\n"
                    + "{@link $T}: one record type per entity, and {@link Unknown} for an item no"
                    + " entity\n"
                    + "reads. The stream's view type is {@code $L}: $L\n\n"
                    + "<pre>{@code\n"
                    + "$T change = $T.decode(record);\n"
                    + "if (change instanceof $T.$L c) {\n"
                    + "    ...\n"
                    + "}\n"
                    + "}</pre>\n\n"
                    + "<p>On Java 21 and later, a {@code switch} over the cases is checked for"
                    + " exhaustiveness.\n",
                design.table().name(),
                plan.changes(),
                plan.viewType(),
                plan.imagesDescription(),
                change,
                plan.changes(),
                change,
                plan.entities().isEmpty()
                    ? "Unknown"
                    : plan.entities().get(0).record().simpleName())
            .addMethod(
                MethodSpec.methodBuilder("record")
                    .addJavadoc("The stream record this change was decoded from.\n")
                    .addModifiers(Modifier.PUBLIC, Modifier.ABSTRACT)
                    .returns(RuntimeTypes.CHANGE_RECORD)
                    .build())
            .addMethod(
                delegate(
                    "kind",
                    RuntimeTypes.CHANGE_KIND,
                    "INSERT, MODIFY or REMOVE.\n",
                    "return record().kind()"))
            .addMethod(
                delegate(
                    "keys",
                    RuntimeTypes.ATTRIBUTE_MAP,
                    "The primary key attributes of the changed item, as stored.\n",
                    "return record().keys()"))
            .addMethod(
                delegate(
                    "sequenceNumber",
                    ClassName.get(String.class),
                    "The record's position in its shard, increasing with each change of the"
                        + " item.\n",
                    "return record().sequenceNumber()"))
            .addMethod(
                delegate(
                    "approximateCreationTime",
                    ParameterizedTypeName.get(Optional.class, Instant.class),
                    "When the change was made, to the second.\n",
                    "return record().approximateCreationTime()"))
            .addMethod(
                delegate(
                    "expiredByTtl",
                    TypeName.BOOLEAN,
                    "Whether DynamoDB's TTL process removed the item because its expiry time had"
                        + " passed.\n",
                    "return record().expiredByTtl()"));
    for (ChangesPlan.EntityChange entity : plan.entities()) {
      type.addType(entityChange(change, entity));
    }
    type.addType(
        TypeSpec.recordBuilder(plan.unknown())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .addJavadoc(
                "A change to an item that no entity of the table reads (another entity type, or"
                    + " none),\n"
                    + "or whose item could not be read; {@code keys()} holds its key attributes.\n"
                    + "\n"
                    + "@param reason why no entity reads it\n")
            .addSuperinterface(change)
            .recordConstructor(
                MethodSpec.constructorBuilder()
                    .addParameter(String.class, "reason")
                    .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
                    .build())
            .build());
    return SourceFiles.file(change.packageName(), type, design.origins());
  }

  private static TypeSpec entityChange(ClassName change, ChangesPlan.EntityChange entity) {
    TypeName optional = ParameterizedTypeName.get(ClassName.get(Optional.class), entity.entity());
    return TypeSpec.recordBuilder(entity.record())
        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
        .addJavadoc(
            "A change to an item of {@link $T}.\n\n"
                + "@param key its key, read from the item or, when the record carries no image,"
                + " from\n"
                + "    its key attributes\n"
                + "@param oldImage the $L before the change, when the record carries it\n"
                + "@param newImage the $L after the change, when the record carries it\n",
            entity.entity(),
            entity.simpleName(),
            entity.simpleName())
        .addSuperinterface(change)
        .recordConstructor(
            MethodSpec.constructorBuilder()
                .addParameter(ParameterSpec.builder(entity.key(), "key").build())
                .addParameter(optional, "oldImage")
                .addParameter(optional, "newImage")
                .addParameter(RuntimeTypes.CHANGE_RECORD, "record")
                .build())
        .build();
  }

  private static MethodSpec delegate(String name, TypeName returns, String javadoc, String body) {
    return MethodSpec.methodBuilder(name)
        .addJavadoc(javadoc)
        .addModifiers(Modifier.PUBLIC, Modifier.DEFAULT)
        .returns(returns)
        .addStatement(body)
        .build();
  }
}
