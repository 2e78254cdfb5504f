package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.KeyTemplate;
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

  private static final ClassName JOB = ClassName.get(RuntimeTypes.RUNTIME, "MigrationJob");
  private static final ClassName MIGRATIONS = ClassName.get(RuntimeTypes.RUNTIME, "Migrations");

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
                value(migration.formerPartition(), migration.key()));
    if (migration.formerSort() != null) {
      key.add(
          ",$W$S, $L",
          migration.formerSort().attribute(),
          value(migration.formerSort(), migration.key()));
    }
    return MethodSpec.methodBuilder("formerKeyItem")
        .addJavadoc(
            "The key under the former pattern {@code $L}, read by a get that misses while the"
                + " items move.\n",
            migration.formerPartition().source()
                + (migration.formerSort() == null ? "" : ", " + migration.formerSort().source()))
        .addAnnotation(Override.class)
        .addModifiers(Modifier.PUBLIC)
        .returns(RuntimeTypes.ATTRIBUTE_MAP)
        .addParameter(migration.key(), "key")
        .addStatement("return $L)", key.build())
        .build();
  }

  private static CodeBlock value(KeyTemplate template, ClassName owner) {
    CodeBlock text =
        template.constant()
            ? CodeBlock.of("$S", template.literalPrefix())
            : KeyCode.checked(
                template,
                KeyCode.concatenation(
                    template.parts(),
                    component -> CodeBlock.of("key.$L()", component.name()),
                    owner),
                owner);
    return CodeBlock.of("$T.createS($L)", RuntimeTypes.ATTRIBUTE_VALUE, text);
  }

  /** {@code migrations()} of the Db, when an entity declares a migration. */
  static List<MethodSpec> dbMethods(TablePlan plan) {
    List<MethodSpec> methods = new ArrayList<>();
    if (plan.migrations().isEmpty()) {
      return methods;
    }
    List<CodeBlock> jobs = new ArrayList<>();
    for (MigrationPlan migration : plan.migrations()) {
      if (migration.movesKey()) {
        jobs.add(CodeBlock.of("$T.moveKey($T.INSTANCE)", JOB, migration.schema()));
      }
      for (MigrationPlan.Rename rename : migration.renames()) {
        jobs.add(
            CodeBlock.of(
                "$T.rename($T.INSTANCE, $S, $S)",
                JOB,
                migration.schema(),
                rename.formerly(),
                rename.storedName()));
      }
    }
    methods.add(
        MethodSpec.methodBuilder("migrations")
            .addJavadoc(
                "The online migrations of the changes the entities declare ({@code formerly ="
                    + " ...}),\none job each: see docs/evolution.md.\n")
            .addModifiers(Modifier.PUBLIC)
            .returns(MIGRATIONS)
            .addStatement("return $T.of(table,$W$L)", MIGRATIONS, CodeBlock.join(jobs, ",$W"))
            .build());
    return methods;
  }
}
