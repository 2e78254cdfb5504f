package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.List;

/**
 * One job of the Db's {@code migrations()}: the factory of {@code MigrationJob} that makes it, on
 * an entity's schema with its arguments, and the name the job goes by ({@code Order.key}).
 *
 * @param name the job's name: {@code migrations()} passes it to the job, whose {@code name()} it
 *     is, and the diagnostics that name the job ({@code migrations-module}) use it
 * @param factory the static factory of {@code MigrationJob}, {@code moveKey}
 * @param schema the schema of the entity whose items it changes
 * @param arguments the factory's string arguments after the schema
 * @param fill whether it fills an index's keys (a backfill), which no declared change asks for
 */
public record MigrationJobPlan(
    String name, String factory, ClassName schema, List<String> arguments, boolean fill) {

  /** The package of {@code singletable-migrations}, an optional dependency of the application. */
  public static final String PACKAGE = "dev.singletable.migrations";

  /** What {@code migrations()} returns; on the class path when the module is. */
  public static final ClassName MIGRATIONS = ClassName.get(PACKAGE, "Migrations");

  /** The type of each job. */
  public static final ClassName JOB = ClassName.get(PACKAGE, "MigrationJob");

  public MigrationJobPlan {
    arguments = List.copyOf(arguments);
  }

  /**
   * The jobs of a table, in the order {@code migrations()} lists them: per entity declaring them,
   * the rename of its type, the move of its key, the rewrite of converted attributes and the
   * renames of attributes; then the upgrades of former shapes, the writes of declared defaults, and
   * last a backfill per entity and secondary index whose keys it writes.
   */
  static List<MigrationJobPlan> of(List<MigrationPlan> migrations, List<EntityPlan> entities) {
    List<MigrationJobPlan> jobs = new ArrayList<>();
    for (MigrationPlan migration : migrations) {
      String type = migration.entityType();
      if (migration.formerType() != null) {
        jobs.add(job(type + ".type", "retype", migration.schema()));
      }
      if (migration.movesKey()) {
        jobs.add(job(type + ".key", "moveKey", migration.schema()));
      }
      for (String attribute : migration.conversions()) {
        jobs.add(job(type + ".convert:" + attribute, "convert", migration.schema(), attribute));
      }
      for (MigrationPlan.Rename rename : migration.renames()) {
        jobs.add(
            job(
                type + "." + rename.formerly() + "->" + rename.storedName(),
                "rename",
                migration.schema(),
                rename.formerly(),
                rename.storedName()));
      }
    }
    for (EntityPlan entity : entities) {
      if (entity.forms().shape() != null && !entity.forms().shape().formers().isEmpty()) {
        jobs.add(job(entity.typeName() + ".upgrade", "upgrade", entity.schema()));
      }
    }
    for (EntityPlan entity : entities) {
      for (AttributePlan attribute : entity.stored()) {
        if (attribute.defaulted()) {
          String stored = attribute.model().storedName();
          jobs.add(
              job(
                  entity.typeName() + ".default:" + stored,
                  "writeDefault",
                  entity.schema(),
                  stored));
        }
      }
    }
    for (EntityPlan entity : entities) {
      for (IndexKeyPlan index : entity.indexKeys()) {
        if (!index.itemKeys().isEmpty()) {
          jobs.add(
              new MigrationJobPlan(
                  entity.typeName() + ".fill:" + index.indexName(),
                  "fillIndex",
                  entity.schema(),
                  List.of(index.indexName()),
                  true));
        }
      }
    }
    return jobs;
  }

  private static MigrationJobPlan job(
      String name, String factory, ClassName schema, String... arguments) {
    return new MigrationJobPlan(name, factory, schema, List.of(arguments), false);
  }
}
