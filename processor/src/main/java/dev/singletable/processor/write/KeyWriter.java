package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.PrimaryKeyPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderKey}: a record of the primary key components with {@code pk()}, {@code sk()},
 * {@code toKey()}, a {@code TableKey<Shop, Order>}, so that results spanning entity types answer
 * typed by it and the table's transactions and batches take it with the schema it names.
 */
final class KeyWriter {

  JavaFile write(TablePlan table, EntityPlan entity) {
    PrimaryKeyPlan primary = entity.primaryKey();
    List<KeyComponent> components = primary.components();
    String entityVariable = entity.keyVariable();
    char delimiter = table.delimiter();
    KeyTemplate partition = primary.partition();
    Optional<KeyTemplate> sort = primary.sort();

    MethodSpec.Builder constructor = MethodSpec.constructorBuilder();
    for (KeyComponent component : components) {
      constructor.addParameter(
          ParameterSpec.builder(component.attribute().type().javaType(), component.name()).build());
    }
    // String components are their own key text once checked: checked here, where a key is made,
    // pk() and sk() only join them (a key is made once and rendered several times).
    List<KeyComponent> textComponents = components.stream().filter(KeyWriter::isOwnText).toList();
    MethodSpec.Builder compact =
        MethodSpec.compactConstructorBuilder()
            .addJavadoc(
                "Refuses a key whose $L is null, empty, malformed or holds '$L'$L.\n",
                alternatives(textComponents),
                delimiter,
                sizeChecked(partition, sort))
            .addModifiers(Modifier.PUBLIC);
    for (KeyComponent component : textComponents) {
      compact.addStatement(
          "$L", KeyCode.component(component, CodeBlock.of("$L", component.name()), null));
    }
    // A key of literals and such components is checked here too, counting its UTF-8 bytes only
    // when its length allows more than the limit: its accessor is then the concatenation alone.
    List<KeyTemplate> ownKeys = new ArrayList<>();
    ownKeys.add(partition);
    sort.ifPresent(ownKeys::add);
    ownKeys.removeIf(template -> !isOwnKey(template));
    for (KeyTemplate template : ownKeys) {
      compact
          .beginControlFlow("if ($L.mayBeTooLong($L))", template.descriptor(), ownLength(template))
          .addStatement("$L", KeyCode.checked(template, ownText(template), null))
          .endControlFlow();
    }

    TypeSpec.Builder type =
        TypeSpec.recordBuilder(entity.key())
            .addModifiers(Modifier.PUBLIC)
            .addJavadoc(
                "The primary key of {@link $T}: $L = {@code $L}$L.\n",
                entity.type(),
                partition.attribute(),
                partition.source(),
                sort.map(s -> ", " + s.attribute() + " = {@code " + s.source() + "}").orElse(""))
            .addSuperinterface(
                ParameterizedTypeName.get(
                    RuntimeTypes.TABLE_KEY, table.table().type(), entity.type()))
            .recordConstructor(constructor.build())
            .addField(KeyCode.entityField(CodeBlock.of("$S", entity.typeName())))
            .addFields(KeyCode.descriptors(entity, delimiter));

    if (!textComponents.isEmpty()) {
      type.addMethod(compact.build());
    }
    type.addMethod(
        MethodSpec.methodBuilder("of")
            .addJavadoc("The key of {@code $L}.\n", entityVariable)
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(entity.key())
            .addParameter(entity.type(), entityVariable)
            .addStatement(
                "return new $T($L)", entity.key(), KeyCode.readFrom(components, entityVariable))
            .build());

    MethodSpec.Builder partitionOf =
        MethodSpec.methodBuilder("partitionKey")
            .addJavadoc(
                "The partition key value {@code $L}, which queries and collections read.\n",
                partition.source())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class);
    for (KeyComponent component : partition.components()) {
      partitionOf.addParameter(component.attribute().type().javaType(), component.name());
    }
    type.addMethod(
        partitionOf.addStatement("return $L", KeyCode.keyValue(partition, null)).build());
    if (partition.fansOut()) {
      type.addMethod(everyShard("partitionKeys", partition, null));
    }
    type.addMethod(
        MethodSpec.methodBuilder("pk")
            .addJavadoc("The partition key value, {@code $L}.\n", partition.source())
            .addModifiers(Modifier.PUBLIC)
            .returns(String.class)
            .addStatement("return $L", ownKeyValue(partition))
            .build());
    sort.ifPresent(
        template ->
            type.addMethod(
                MethodSpec.methodBuilder("sk")
                    .addJavadoc("The sort key value, {@code $L}.\n", template.source())
                    .addModifiers(Modifier.PUBLIC)
                    .returns(String.class)
                    .addStatement("return $L", ownKeyValue(template))
                    .build()));
    CodeBlock keyMap =
        sort.map(
                template ->
                    CodeBlock.of(
                        "$T.of($S, $T.createS(pk()), $S, $T.createS(sk()))",
                        Map.class,
                        partition.attribute(),
                        RuntimeTypes.ATTRIBUTE_VALUE,
                        template.attribute(),
                        RuntimeTypes.ATTRIBUTE_VALUE))
            .orElse(
                CodeBlock.of(
                    "$T.of($S, $T.createS(pk()))",
                    Map.class,
                    partition.attribute(),
                    RuntimeTypes.ATTRIBUTE_VALUE));
    // TableKey documents toKey() and schema(), and answers entityType() from the schema.
    type.addMethod(
            MethodSpec.methodBuilder("toKey")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(RuntimeTypes.ATTRIBUTE_MAP)
                .addStatement("return $L", keyMap)
                .build())
        .addMethod(schemaGetter("schema", entity).build())
        .addMethod(KeyReadBackCode.method(entity.keyReadBack(), MigrationCode.of(table, entity)));
    return SourceFiles.file(entity.type().packageName(), type, entity.origins());
  }

  /**
   * {@code @Override public EntitySchema<Order, OrderKey> name() { return OrderSchema.INSTANCE; }}
   */
  static MethodSpec.Builder schemaGetter(String name, EntityPlan entity) {
    return MethodSpec.methodBuilder(name)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(RuntimeTypes.ENTITY_SCHEMA, entity.type(), entity.key()))
        .addStatement("return $T.INSTANCE", entity.schema());
  }

  /** {@code {@code a}, {@code b} or {@code c}}. */
  private static String alternatives(List<KeyComponent> components) {
    List<String> names =
        components.stream().map(component -> "{@code " + component.name() + "}").toList();
    return names.size() <= 1
        ? String.join("", names)
        : String.join(", ", names.subList(0, names.size() - 1))
            + " or "
            + names.get(names.size() - 1);
  }

  /** Whether a component's key text is its value as it is, after the check of the constructor. */
  private static boolean isOwnText(KeyComponent component) {
    return component.factory().equals("string") && component.attribute().conversion() == null;
  }

  /**
   * Whether a key is literals and string components only (no shard slot), so that the constructor
   * that checks its components checks its size too.
   */
  private static boolean isOwnKey(KeyTemplate template) {
    return !template.constant()
        && template.shard().isEmpty()
        && template.components().stream().allMatch(KeyWriter::isOwnText);
  }

  /** {@code ", or makes PK or SK longer than DynamoDB allows"}, for the keys it checks. */
  private static String sizeChecked(KeyTemplate partition, Optional<KeyTemplate> sort) {
    List<String> keys = new ArrayList<>();
    if (isOwnKey(partition)) {
      keys.add(partition.attribute());
    }
    sort.filter(KeyWriter::isOwnKey).ifPresent(template -> keys.add(template.attribute()));
    return keys.isEmpty()
        ? ""
        : ", or makes " + String.join(" or ", keys) + " longer than DynamoDB allows";
  }

  /**
   * {@code 5L + userId.length()}: the UTF-16 length of a key of literals and string components, in
   * a long so that no sum of lengths wraps around.
   */
  private static CodeBlock ownLength(KeyTemplate template) {
    int literal = 0;
    List<String> lengths = new ArrayList<>();
    for (KeyTemplate.Part part : template.parts()) {
      if (part instanceof KeyTemplate.Text text) {
        literal += text.text().length();
      } else {
        lengths.add(((KeyTemplate.Value) part).component().name() + ".length()");
      }
    }
    if (literal > 0 || lengths.size() > 1) {
      lengths.add(0, literal + "L");
    }
    return CodeBlock.of("$L", String.join(" + ", lengths));
  }

  /** The key text of a template from this record's own components, unchecked. */
  private static CodeBlock ownText(KeyTemplate template) {
    return KeyCode.joined(
        template.parts(),
        component -> {
          CodeBlock name = CodeBlock.of("$L", component.name());
          return isOwnText(component) ? name : KeyCode.component(component, name, null);
        },
        null,
        null);
  }

  /**
   * A key value of this record: string components as they are (the constructor checked them),
   * others through their encoding, then the length check of the whole key, unless the constructor
   * checked that too ({@link #isOwnKey}).
   */
  private static CodeBlock ownKeyValue(KeyTemplate template) {
    if (template.constant()) {
      return KeyCode.keyValue(template, null);
    }
    CodeBlock text = ownText(template);
    return isOwnKey(template) ? text : KeyCode.checked(template, text, null);
  }

  /**
   * {@code partitionKeys(day)}: the partition value of every shard, which queries read; {@code
   * owner} is the key record, or null inside it.
   */
  static MethodSpec everyShard(String name, KeyTemplate partition, ClassName owner) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(name)
            .addJavadoc(
                "The partition key value {@code $L} of each of its $L shards, in shard order: the"
                    + " partitions\na query reads and merges.\n",
                partition.source(),
                partition.shard().orElseThrow().count())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(ParameterizedTypeName.get(List.class, String.class));
    for (KeyComponent component : partition.placeholderComponents()) {
      method.addParameter(component.attribute().type().javaType(), component.name());
    }
    return method.addCode(KeyCode.everyShard(partition, owner)).build();
  }
}
