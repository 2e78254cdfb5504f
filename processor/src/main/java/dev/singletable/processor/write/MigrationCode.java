package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyTemplate;
import dev.singletable.processor.plan.MigrationJobPlan;
import dev.singletable.processor.plan.MigrationPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The code of declared migrations: a schema's {@code formerKeyItem}, and the Db's {@code
 * migrations()}, one job per declared change.
 */
final class MigrationCode {

  private static final ClassName JOB = MigrationJobPlan.JOB;
  private static final ClassName MIGRATIONS = MigrationJobPlan.MIGRATIONS;
  private static final ClassName FORMER_KEYS =
      ClassName.get(RuntimeTypes.RUNTIME + ".internal", "FormerKeys");

  private MigrationCode() {}

  /** The migrations {@code entity} declares, or {@code null}. */
  static MigrationPlan of(TablePlan plan, EntityPlan entity) {
    return plan.migrations().stream()
        .filter(migration -> migration.schema().equals(entity.schema()))
        .findFirst()
        .orElse(null);
  }

  /**
   * {@code formerKeyItem(key)}: the key the item had under the former pattern, computed from the
   * components of its new key.
   */
  static MethodSpec formerKeyItem(MigrationPlan migration) {
    CodeBlock.Builder key =
        CodeBlock.builder()
            .add(
                "$T.of($S, $L",
                Map.class,
                migration.formerPartition().attribute(),
                value(migration.formerPartition(), migration.key(), migration.formerParts()));
    if (migration.formerSort() != null) {
      key.add(
          ",$W$S, $L",
          migration.formerSort().attribute(),
          value(migration.formerSort(), migration.key(), migration.formerParts()));
    }
    MethodSpec.Builder method =
        MethodSpec.methodBuilder("formerKeyItem")
            .addJavadoc(
                "The key under the former pattern {@code $L}, read by a get that misses while the"
                    + " items move.\n",
                migration.formerPartition().source()
                    + (migration.formerSort() == null
                        ? ""
                        : ", " + migration.formerSort().source()))
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(RuntimeTypes.ATTRIBUTE_MAP)
            .addParameter(migration.key(), "key");
    if (migration.formerDelimiter() == 0) {
      return method.addStatement("return $L)", key.build()).build();
    }
    // A value holding the former delimiter was never stored under the former key: none.
    return method
        .addJavadoc(
            "{@code null} for a value holding the former delimiter, which no stored key holds.\n")
        .beginControlFlow("try")
        .addStatement("return $L)", key.build())
        .nextControlFlow("catch ($T noFormerKey)", IllegalArgumentException.class)
        .addStatement("return null")
        .endControlFlow()
        .build();
  }

  /**
   * {@code FORMER_ENTITY_TYPE}: the entity type the stored items carry while a migration renames it
   * ({@code @Entity(formerly = "ORDER")}).
   */
  static FieldSpec formerEntityType(MigrationPlan migration, String typeAttribute) {
    return FieldSpec.builder(
            String.class, "FORMER_ENTITY_TYPE", Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
        .addJavadoc(
            "The value of the {@code $L} attribute of the $L items stored before the type was"
                + " renamed:\nread as $L until the job {@code $L.type} rewrote them.\n",
            typeAttribute,
            migration.entityType(),
            migration.entityType(),
            migration.entityType())
        .initializer("$S", migration.formerType())
        .build();
  }

  /** {@code formerEntityType()}: the former entity type, which reads accept beside the new one. */
  static MethodSpec formerEntityTypeMethod() {
    return MethodSpec.methodBuilder("formerEntityType")
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(String.class)
        .addStatement("return FORMER_ENTITY_TYPE")
        .build();
  }

  /**
   * {@code FORMER_KEYS} and {@code formerKeys()}: where the entity's table queries also read while
   * its key moves ({@code FormerKeys}: the former partition pattern and the literal start of the
   * former sort key); none when the queries cannot follow the move.
   */
  static void formerKeys(TypeSpec.Builder type, MigrationPlan migration, String partitionKey) {
    if (!migration.queriesFollow()) {
      return;
    }
    KeyTemplate sort = migration.formerSort();
    type.addField(
        FieldSpec.builder(
                FORMER_KEYS, "FORMER_KEYS", Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
            .addJavadoc("Where table queries also read while the items move from the former key.\n")
            .initializer(
                "$T.of($T.$L, $S, $S, $L$L)",
                FORMER_KEYS,
                migration.key(),
                partitionKey,
                migration.formerPartition().source(),
                sort == null ? "" : sort.literalPrefix(),
                sort != null && sort.constant(),
                formerDelimiter(migration))
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("formerKeys")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(FORMER_KEYS)
            .addStatement("return FORMER_KEYS")
            .build());
  }

  /** {@code , '#'}: the former delimiter argument when the delimiter moves, else nothing. */
  private static CodeBlock formerDelimiter(MigrationPlan migration) {
    return migration.formerDelimiter() == 0
        ? CodeBlock.of("")
        : CodeBlock.of(",$W'$L'", KeyCode.escapeChar(migration.formerDelimiter()));
  }

  /**
   * {@code FORMER_INDEX_KEYS} and {@code formerIndexKeys()}: where the queries of each global index
   * whose key pattern moves also read ({@code FormerKeys.ofIndex}); none when no query follows.
   */
  static void formerIndexKeys(TypeSpec.Builder type, MigrationPlan migration) {
    if (migration.indexes().isEmpty()) {
      return;
    }
    CodeBlock.Builder list = CodeBlock.builder().add("$T.of(", List.class);
    for (int i = 0; i < migration.indexes().size(); i++) {
      MigrationPlan.IndexFollow index = migration.indexes().get(i);
      list.add(
          "$L$T.ofIndex($S,$W$T.$L,$W$L,$W$S,$W$S,$W$S,$W$L$L)",
          i == 0 ? "" : ",$W",
          FORMER_KEYS,
          index.index(),
          migration.key(),
          index.partitionConstant(),
          index.sortConstant() == null
              ? CodeBlock.of("null")
              : CodeBlock.of("$T.$L", migration.key(), index.sortConstant()),
          index.formerPartition(),
          index.formerSort(),
          index.formerSortStart(),
          index.constantSort(),
          formerDelimiter(migration));
    }
    type.addField(
        FieldSpec.builder(
                com.palantir.javapoet.ParameterizedTypeName.get(
                    ClassName.get(List.class), FORMER_KEYS),
                "FORMER_INDEX_KEYS",
                Modifier.PRIVATE,
                Modifier.STATIC,
                Modifier.FINAL)
            .addJavadoc("Where index queries also read while the index keys move.\n")
            .initializer(list.add(")").build())
            .build());
    type.addMethod(
        MethodSpec.methodBuilder("formerIndexKeys")
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(
                com.palantir.javapoet.ParameterizedTypeName.get(
                    ClassName.get(List.class), FORMER_KEYS))
            .addStatement("return FORMER_INDEX_KEYS")
            .build());
  }

  /**
   * The schema's {@code FORMER_...} parts: the components of the former key in their former formats
   * ({@code @KeyFormat(formerly = @FormerFormat(...))}).
   */
  static List<FieldSpec> formerParts(MigrationPlan migration, char delimiter) {
    char former = migration.formerDelimiter() == 0 ? delimiter : migration.formerDelimiter();
    return migration.formerParts().stream()
        .map(part -> KeyCode.part(part, former, "ENTITY_TYPE"))
        .toList();
  }

  private static CodeBlock value(
      KeyTemplate template, ClassName owner, List<KeyComponent> formerParts) {
    CodeBlock text =
        template.constant()
            ? CodeBlock.of("$S", template.literalPrefix())
            : KeyCode.checked(
                template,
                KeyCode.joined(
                    template.parts(),
                    component ->
                        KeyCode.component(
                            component,
                            CodeBlock.of("key.$L()", component.name()),
                            formerParts.contains(component) ? null : owner),
                    null,
                    owner),
                owner);
    return CodeBlock.of("$T.createS($L)", RuntimeTypes.ATTRIBUTE_VALUE, text);
  }

  /**
   * {@code migrations()} of the Db: a job per declared change, then a backfill job per entity and
   * secondary index whose keys it writes (none, or no {@code singletable-migrations} on the class
   * path: no method).
   */
  static List<MethodSpec> dbMethods(TablePlan plan) {
    if (!plan.writesMigrations()) {
      return List.of();
    }
    List<CodeBlock> jobs = new ArrayList<>();
    for (MigrationJobPlan job : plan.migrationJobs()) {
      CodeBlock.Builder call =
          CodeBlock.builder()
              .add("$T.$L($S, $T.INSTANCE", JOB, job.factory(), job.name(), job.schema());
      job.arguments().forEach(argument -> call.add(", $S", argument));
      jobs.add(call.add(")").build());
    }
    return List.of(
        MethodSpec.methodBuilder("migrations")
            .addJavadoc(
                "The online migrations of the stored items: one job per change the entities"
                    + " declare\n({@code formerly = ...}), and one backfill per entity and index it"
                    + " fills\n({@code Order.fill:GSI1}; {@code createIndex} adds an index to a"
                    + " deployed\ntable): see docs/evolution.md.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(MIGRATIONS)
            .addStatement("return $T.of(table,$W$L)", MIGRATIONS, CodeBlock.join(jobs, ",$W"))
            .build());
  }
}
