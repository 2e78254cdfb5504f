package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.AttributeModel;
import dev.singletable.processor.model.Role;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.MigrationPlan;
import dev.singletable.processor.plan.Reference;
import dev.singletable.processor.plan.RolePlan;
import dev.singletable.processor.plan.ShapePlan;
import dev.singletable.processor.plan.TablePlan;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code OrderSchema}: reflection-free {@code toItem}/{@code fromItem}, index key rendering,
 * typed attribute references and the attribute roles (version, timestamps, TTL).
 */
final class SchemaWriter {

  private static final ClassName SCHEMA_BASE = ClassName.get(RuntimeTypes.INTERNAL, "SchemaBase");

  /** {@code OrderSchema}, then {@code OrderRefs} when the entity has references. */
  List<JavaFile> write(TablePlan plan, EntityPlan entity) {
    TableModel table = plan.table();
    ClassName schema = entity.schema();
    ClassName key = entity.key();
    ItemMethods items = new ItemMethods(table, entity, MigrationCode.of(plan, entity));
    RefsWriter refs = new RefsWriter(entity, items.migration());
    String variable = entity.schemaVariable();

    TypeSpec.Builder type =
        TypeSpec.classBuilder(schema)
            .addJavadoc(
                "How {@link $T} is stored: reflection-free mapping, index keys, typed references"
                    + " ({@code $T.$L}).\n",
                entity.type(),
                schema,
                entity.firstConstant())
            .addModifiers(Modifier.PUBLIC, Modifier.FINAL)
            .superclass(ParameterizedTypeName.get(SCHEMA_BASE, entity.type(), key))
            .addField(
                FieldSpec.builder(
                        String.class,
                        "ENTITY_TYPE",
                        Modifier.PUBLIC,
                        Modifier.STATIC,
                        Modifier.FINAL)
                    .addJavadoc(
                        "The value of the {@code $L} attribute of every $L item.\n",
                        table.entityTypeAttribute(),
                        entity.simpleName())
                    .initializer("$S", entity.typeName())
                    .build());
    MigrationPlan migration = items.migration();
    boolean renamed = migration != null && migration.formerType() != null;
    if (renamed) {
      type.addField(MigrationCode.formerEntityType(migration, table.entityTypeAttribute()));
    }
    type.addField(
        FieldSpec.builder(
                CodecCode.CODEC.nestedClass("EntityType"),
                entity.forms().itemType(),
                Modifier.PRIVATE,
                Modifier.STATIC,
                Modifier.FINAL)
            .addJavadoc(
                "The {@code $L} attribute of its items; an item has up to $L attributes.\n",
                table.entityTypeAttribute(),
                entity.itemCapacity())
            .initializer(
                renamed
                    ? "$T.entityType($S, ENTITY_TYPE,$WFORMER_ENTITY_TYPE, $L)"
                    : "$T.entityType($S, ENTITY_TYPE, $L)",
                CodecCode.CODEC,
                table.entityTypeAttribute(),
                entity.itemCapacity())
            .build());
    ShapePlan shape = entity.forms().shape();
    if (shape != null) {
      type.addField(ShapeCode.field(shape));
    }
    entity.forms().codecs().forEach(codec -> type.addField(CodecCode.field(codec)));
    // After the codecs: the constructor hands them to the base.
    type.addField(
        FieldSpec.builder(schema, "INSTANCE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("The schema; it holds no state.\n")
            .initializer("new $T()", schema)
            .build());

    TypeSpec.Builder refsType = null;
    if (!entity.references().isEmpty()) {
      refsType = refsInterface(entity, schema);
      for (Reference reference : entity.references()) {
        refsType.addField(refs.field(reference));
      }
      type.addSuperinterface(entity.refs());
    }

    type.addMethod(constructor(entity))
        .addMethod(items.toItem())
        .addMethod(items.fromItem())
        .addMethod(items.fromPartialItem())
        .addMethod(
            MethodSpec.methodBuilder("keyOf")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(key)
                .addParameter(entity.type(), variable)
                .addStatement("return $T.of($L)", key, variable)
                .build())
        .addMethod(items.keyAttributes());
    addRoles(type, entity, variable);
    IndexKeys.methods(entity).forEach(type::addMethod);
    if (renamed) {
      type.addMethod(MigrationCode.formerEntityTypeMethod());
    }
    if (migration != null && migration.movesKey()) {
      MigrationCode.formerParts(migration, plan.delimiter()).forEach(type::addField);
      KeyReadBackCode.formerRead(migration, entity.keyReadBack(), plan.delimiter())
          .ifPresent(type::addField);
      type.addMethod(MigrationCode.formerKeyItem(migration));
      MigrationCode.formerKeys(type, migration, entity.primaryKey().partition().descriptor());
    }
    if (migration != null) {
      MigrationCode.formerIndexKeys(type, migration);
    }
    entity.forms().nested().forEach(nested -> type.addType(FormClasses.nested(nested)));
    entity.forms().valueClasses().forEach(value -> type.addType(FormClasses.valueConverter(value)));
    refs.nestedTypes().forEach(type::addType);
    List<JavaFile> files = new ArrayList<>();
    files.add(SourceFiles.file(entity.type().packageName(), type, entity.origins()));
    if (refsType != null) {
      files.add(SourceFiles.file(entity.type().packageName(), refsType, entity.origins()));
    }
    return files;
  }

  /**
   * {@code OrderRefs}, the home of the reference constants: an interface that {@code OrderSchema}
   * implements, so that {@code OrderSchema.TOTAL} reads as before, while initializing the schema
   * (to map items, the first thing a cold start does) builds none of them. Initializing a class
   * leaves the interfaces it implements alone: the references and their classes load with the first
   * condition, filter or update.
   */
  private static TypeSpec.Builder refsInterface(EntityPlan entity, ClassName schema) {
    return TypeSpec.interfaceBuilder(entity.refs())
        .addJavadoc(
            "The typed attribute references of {@link $T} ({@code $T.$L}, as {@link $T}"
                + " implements it),\nbuilt by the first one used, never by mapping items. Those"
                + " of key components are\nread-only: updates do not change the key.\n",
            entity.type(),
            schema,
            entity.firstConstant(),
            schema)
        .addModifiers(Modifier.PUBLIC);
  }

  private static void addRoles(TypeSpec.Builder type, EntityPlan entity, String variable) {
    RolePlan roles = entity.roles();
    roles.ttl().ifPresent(ttl -> type.addMethod(storedName("ttlAttribute", ttl)));
    roles
        .createdAt()
        .ifPresent(attribute -> type.addMethod(storedName("createdAtAttribute", attribute)));
    roles
        .updatedAt()
        .ifPresent(attribute -> type.addMethod(storedName("updatedAtAttribute", attribute)));
    roles
        .version()
        .ifPresent(
            attribute -> {
              type.addMethod(storedName("versionAttribute", attribute));
              CodeBlock read = CodeBlock.of("$L.$L()", variable, attribute.accessor());
              type.addMethod(
                  MethodSpec.methodBuilder("versionOf")
                      .addAnnotation(Override.class)
                      .addModifiers(Modifier.PUBLIC)
                      .returns(TypeName.LONG)
                      .addParameter(entity.type(), variable)
                      .addStatement(
                          attribute.primitive()
                              ? CodeBlock.of("return $L", read)
                              : CodeBlock.of("return $L == null ? 0 : $L", read, read))
                      .build());
            });
    if (!roles.unique().isEmpty()) {
      type.addMethod(uniqueAttributes(roles));
    }
    if (!roles.preparesWrites() && entity.derived().isEmpty()) {
      return;
    }
    DerivedCode derived = new DerivedCode(entity, variable);
    Map<String, CodeBlock> values = new LinkedHashMap<>();
    for (AttributeModel attribute : entity.models()) {
      CodeBlock read = CodeBlock.of("$L.$L()", variable, attribute.accessor());
      if (entity.derived().stream().anyMatch(d -> d.attribute().equals(attribute))) {
        values.put(attribute.name(), derived.read(attribute));
      } else if (attribute.has(Role.VERSION)) {
        values.put(
            attribute.name(),
            roles.versionIsInt() ? CodeBlock.of("(int) newVersion") : CodeBlock.of("newVersion"));
      } else if (attribute.has(Role.CREATED_AT)) {
        values.put(attribute.name(), CodeBlock.of("$L == null ? now : $L", read, read));
      } else if (attribute.has(Role.UPDATED_AT)) {
        values.put(attribute.name(), CodeBlock.of("now"));
      } else {
        values.put(
            attribute.name(),
            attribute.ignored() ? Construct.defaultValue(attribute.type().javaType()) : read);
      }
    }
    MethodSpec.Builder prepare =
        MethodSpec.methodBuilder("prepareWrite")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(entity.type())
            .addParameter(entity.type(), variable)
            .addParameter(TypeName.LONG, "newVersion")
            .addParameter(Instant.class, "now");
    derived.addLocals(prepare);
    type.addMethod(
        prepare
            .addStatement(
                "return $L",
                Construct.instance(entity.type(), entity.construction(), entity.models(), values))
            .build());
  }

  /**
   * The constructor, handing the base the entity type, the setters of the index-key inputs and the
   * primitives an upsert writes as zeros when it does not set them (TTL and version excluded).
   */
  private static MethodSpec constructor(EntityPlan entity) {
    List<CodeBlock> inputs =
        entity.indexInputs().stream()
            .map(
                input ->
                    CodeBlock.of("$T.entry($S, $S)", Map.class, input.storedName(), input.setter()))
            .toList();
    CodeBlock.Builder arguments = CodeBlock.builder().add("ENTITY_TYPE,$W");
    if (inputs.isEmpty()) {
      arguments.add("$T.of()", Map.class);
    } else {
      arguments.add("$T.ofEntries(\n$L)", Map.class, CodeBlock.join(inputs, ",\n"));
    }
    if (entity.forms().shape() != null) {
      arguments.add(",$W$L", entity.forms().shape().constant());
    }
    for (AttributeModel attribute : entity.roles().primitiveDefaults()) {
      arguments.add(",$W$L", CodecCode.ref(entity.codec(attribute), entity.schema()));
    }
    return MethodSpec.constructorBuilder()
        .addModifiers(Modifier.PRIVATE)
        .addStatement("super($L)", arguments.build())
        .build();
  }

  private static MethodSpec storedName(String method, AttributeModel attribute) {
    return MethodSpec.methodBuilder(method)
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(String.class)
        .addStatement("return $S", attribute.storedName())
        .build();
  }

  /** The stored names of the {@code @Unique} attributes, which the runtime guards on each write. */
  private static MethodSpec uniqueAttributes(RolePlan roles) {
    CodeBlock names =
        roles.unique().stream()
            .map(attribute -> CodeBlock.of("$S", attribute.storedName()))
            .collect(CodeBlock.joining(", "));
    return MethodSpec.methodBuilder("uniqueAttributes")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(ParameterizedTypeName.get(List.class, String.class))
        .addStatement("return $T.of($L)", List.class, names)
        .build();
  }
}
