package dev.singletable.runtime;

import java.util.Objects;

/**
 * One declared change of stored items that an online migration job carries out: an entity's primary
 * key moved ({@code @KeyPattern(formerly = @FormerKey(...))}) or a stored attribute renamed
 * ({@code @Attribute(formerly = "...")}). The generated {@code ShopDb.migrations()} lists one per
 * declared change; run them through {@link Migrations#job(String)}.
 */
public final class Migration {

  /** What a migration changes. */
  public enum Kind {
    /** Moves each item from its former primary key to its new one. */
    MOVE_KEY,
    /** Renames one stored attribute of each item. */
    RENAME
  }

  private final Kind kind;
  private final EntitySchema<?, ?> schema;
  private final String formerly;
  private final String name;

  private Migration(Kind kind, EntitySchema<?, ?> schema, String formerly, String name) {
    this.kind = kind;
    this.schema = Objects.requireNonNull(schema, "schema");
    this.formerly = formerly;
    this.name = name;
  }

  /**
   * The move of {@code schema}'s items from their former keys ({@link EntitySchema#formerKeyItem})
   * to their new ones; for generated code.
   */
  public static Migration moveKey(EntitySchema<?, ?> schema) {
    return new Migration(Kind.MOVE_KEY, schema, null, null);
  }

  /** The rename of stored attribute {@code formerly} to {@code name}; for generated code. */
  public static Migration rename(EntitySchema<?, ?> schema, String formerly, String name) {
    return new Migration(
        Kind.RENAME,
        schema,
        Objects.requireNonNull(formerly, "formerly"),
        Objects.requireNonNull(name, "name"));
  }

  /**
   * The job's name: {@code Order.key} for a key move, {@code Order.amount->orderTotal} for a
   * rename.
   */
  public String name() {
    return kind == Kind.MOVE_KEY
        ? schema.entityType() + ".key"
        : schema.entityType() + "." + formerly + "->" + name;
  }

  public Kind kind() {
    return kind;
  }

  /** The entity type whose items it changes. */
  public String entityType() {
    return schema.entityType();
  }

  /** The schema of the entity, for the runtime. */
  EntitySchema<?, ?> schema() {
    return schema;
  }

  /** The former stored name of a rename; {@code null} for a key move. */
  public String formerName() {
    return formerly;
  }

  /** The new stored name of a rename; {@code null} for a key move. */
  public String newName() {
    return name;
  }

  @Override
  public String toString() {
    return kind == Kind.MOVE_KEY
        ? "move each " + entityType() + " from its former key to its new key"
        : "rename attribute " + formerly + " of each " + entityType() + " to " + name;
  }
}
