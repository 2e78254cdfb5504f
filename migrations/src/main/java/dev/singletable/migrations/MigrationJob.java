package dev.singletable.migrations;

import dev.singletable.migrations.internal.MigrationRun;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.op.TableContexts;
import java.util.Objects;

/**
 * One online migration job of a table, carrying out one declared change of the stored items: an
 * entity's primary key moved ({@code @KeyPattern(formerly = @FormerKey(...))}) or a stored
 * attribute renamed ({@code @Attribute(formerly = "...")}), its entity type name renamed
 * ({@code @Entity(formerly = "...")}), a declared default written into the items that lack it
 * ({@code @Attribute(ifAbsent = "...")}), or the keys of a secondary index filled over the stored
 * items (a backfill). The generated {@code ShopDb.migrations()} lists one per declared change and
 * per entity and index it fills ({@link Migrations#job(String)}), each under the name the processor
 * gives it (the {@code name} of every factory, which its diagnostics use too): {@link #run} carries
 * the change out over a parallel scan, {@link #dryRun} counts the items it would change.
 *
 * <p>Both refuse with a {@link MigrationRefusedException}, before reading any item, a budget that
 * is not positive; {@link #run} also refuses a checkpoint of another job or table, an unfinished
 * checkpoint of another number of segments, and a job that another run holds.
 */
public final class MigrationJob {

  private final String name;
  private final TableHandle table;
  private final EntitySchema<?, ?> schema;
  private final String formerly;
  private final String newName;
  private final String index;
  private final boolean retype;
  private final String convert;

  private MigrationJob(
      String name,
      TableHandle table,
      EntitySchema<?, ?> schema,
      String formerly,
      String newName,
      String index,
      boolean retype,
      String convert) {
    this.name = Objects.requireNonNull(name, "name");
    this.table = table;
    this.schema = Objects.requireNonNull(schema, "schema");
    this.formerly = formerly;
    this.newName = newName;
    this.index = index;
    this.retype = retype;
    this.convert = convert;
  }

  /**
   * The move of {@code schema}'s items from their former keys ({@link EntitySchema#formerKeyItem})
   * to their new ones; for generated code.
   */
  public static MigrationJob moveKey(String name, EntitySchema<?, ?> schema) {
    return new MigrationJob(name, null, schema, null, null, null, false, null);
  }

  /**
   * The rename of {@code schema}'s entity type: the entity-type attribute of each item stored under
   * the former name ({@link EntitySchema#formerEntityType}) is set to the new one; for generated
   * code.
   */
  public static MigrationJob retype(String name, EntitySchema<?, ?> schema) {
    Objects.requireNonNull(schema.formerEntityType(), "the schema's former entity type");
    return new MigrationJob(name, null, schema, null, null, null, true, null);
  }

  /**
   * The rewrite of stored attribute {@code attribute} of {@code schema}'s items to the value the
   * entity writes now: its values hold enum constants renamed ({@code @Formerly("SENT")} on the
   * constant), which the entity reads from their former names, or values of the attribute's former
   * type ({@code @Formerly(type = long.class)}), which it reads as the new one; for generated code.
   */
  public static MigrationJob convert(String name, EntitySchema<?, ?> schema, String attribute) {
    return new MigrationJob(
        name,
        null,
        schema,
        null,
        null,
        null,
        false,
        "convert:" + Objects.requireNonNull(attribute, "attribute"));
  }

  /**
   * The upgrade of {@code schema}'s items stored in a former shape ({@code @FormerShape}) to the
   * current one: each is rewritten whole as the entity writes it now; for generated code.
   */
  public static MigrationJob upgrade(String name, EntitySchema<?, ?> schema) {
    return new MigrationJob(name, null, schema, null, null, null, false, UPGRADE);
  }

  /** The {@code convert} of {@link #upgrade}, which names the job. */
  private static final String UPGRADE = "upgrade";

  /**
   * The write of the default of stored attribute {@code attribute} into {@code schema}'s items that
   * lack it ({@code @Attribute(ifAbsent = ...)}, which reads give them meanwhile), so that every
   * item stores what it reads; for generated code.
   */
  public static MigrationJob writeDefault(
      String name, EntitySchema<?, ?> schema, String attribute) {
    return new MigrationJob(
        name,
        null,
        schema,
        null,
        null,
        null,
        false,
        "default:" + Objects.requireNonNull(attribute, "attribute"));
  }

  /**
   * The backfill of {@code index}'s keys over {@code schema}'s stored items: each item that lacks
   * the keys the entity computes for it now (written before the entity filled the index, or before
   * its key pattern changed) gets them; for generated code.
   */
  public static MigrationJob fillIndex(String name, EntitySchema<?, ?> schema, String index) {
    return new MigrationJob(
        name, null, schema, null, null, Objects.requireNonNull(index, "index"), false, null);
  }

  /** The rename of stored attribute {@code formerly} to {@code storedName}; for generated code. */
  public static MigrationJob rename(
      String name, EntitySchema<?, ?> schema, String formerly, String storedName) {
    return new MigrationJob(
        name,
        null,
        schema,
        Objects.requireNonNull(formerly, "formerly"),
        Objects.requireNonNull(storedName, "storedName"),
        null,
        false,
        null);
  }

  /** The same job on {@code table}. */
  MigrationJob on(TableHandle table) {
    return new MigrationJob(name, table, schema, formerly, newName, index, retype, convert);
  }

  /**
   * The job's name: {@code Order.key} for a key move, {@code Order.amount->orderTotal} for a
   * rename, {@code Order.fill:GSI3} for the backfill of an index, {@code Order.type} for the rename
   * of the entity type, {@code Order.convert:status} for the rewrite of an attribute's values,
   * {@code Order.default:gift} for the write of a declared default. The processor names each job
   * ({@code ShopDb.migrations()} passes the name), so that its diagnostics name the jobs alike.
   */
  public String name() {
    return name;
  }

  /** The index whose keys the job fills, or {@code null} when it is no backfill. */
  public String index() {
    return index;
  }

  /** The entity type whose items it changes. */
  public String entityType() {
    return schema.entityType();
  }

  /**
   * Runs the job to its end: every item of the entity type still in the old form is changed, while
   * the application goes on reading and writing. Resumes from the checkpoint of an earlier run that
   * did not finish; a finished job runs over the whole table again (finding little to do). Every
   * request goes through the table's {@link dev.singletable.runtime.observe.RequestListener}, as
   * its entity type's.
   *
   * @throws MigrationRefusedException when it refuses to start (nothing is read or changed)
   */
  public MigrationReport run(MigrationOptions options) {
    return runner(options, false).run();
  }

  /**
   * Counts the items the job would change ({@link MigrationReport#changed()}), reading the whole
   * table within the budget and changing nothing (no checkpoint either).
   *
   * @throws MigrationRefusedException when the budget is not positive
   */
  public MigrationReport dryRun(MigrationOptions options) {
    return runner(options, true).run();
  }

  private MigrationRun<?, ?> runner(MigrationOptions options, boolean dryRun) {
    if (table == null) {
      throw new IllegalStateException("job " + name() + " is not bound to a table");
    }
    return new MigrationRun<>(
        TableContexts.of(table),
        schema,
        name(),
        formerly,
        newName,
        index,
        retype ? TableContexts.of(table).layout().entityTypeAttribute() : rewritten(),
        UPGRADE.equals(convert),
        options.unitsPerSecond(),
        options.segments(),
        options.checkpoints(),
        options.lease(),
        dryRun);
  }

  /** The stored attribute a rewrite job rewrites ({@code convert}: its verb, a colon, the name). */
  private String rewritten() {
    return convert == null || UPGRADE.equals(convert)
        ? null
        : convert.substring(convert.indexOf(':') + 1);
  }

  @Override
  public String toString() {
    if (index != null) {
      return name() + ": fill the keys of index " + index + " of each " + entityType();
    }
    if (retype) {
      return name()
          + ": rename the entity type of each item stored as "
          + schema.formerEntityType()
          + " to "
          + entityType();
    }
    if (UPGRADE.equals(convert)) {
      return name() + ": rewrite each " + entityType() + " of a former shape in the current one";
    }
    if (convert != null) {
      return name()
          + (convert.startsWith("default:")
              ? ": write the default of attribute "
              : ": rewrite attribute ")
          + rewritten()
          + " of each "
          + entityType()
          + (convert.startsWith("default:") ? " that lacks it" : " as written now");
    }
    return formerly == null
        ? name() + ": move each " + entityType() + " from its former key to its new key"
        : name() + ": rename attribute " + formerly + " of each " + entityType() + " to " + newName;
  }
}
