package dev.singletable.processor.model;

import java.util.List;

/**
 * The migrations an entity declares: a former primary key ({@code @KeyPattern(formerly
 * = @FormerKey(...))}) and stored attributes renamed ({@code @Attribute(formerly = "amount")}).
 * While they run, reads understand both forms and writes write the new one.
 *
 * @param formerKey the former primary key, or {@code null} when the key did not move
 */
public record MigrationModel(EntityModel entity, FormerKey formerKey, List<Rename> renames) {

  public MigrationModel {
    renames = List.copyOf(renames);
  }

  /**
   * A former primary key pattern.
   *
   * @param sort the former sort key, or {@code null} when none was written
   * @param declared how many {@code @FormerKey}s were written (validation refuses more than one)
   */
  public record FormerKey(
      KeyPatternModel partition, KeyPatternModel sort, int declared, Origin origin) {}

  /** A stored attribute that was stored as {@code formerly}. */
  public record Rename(AttributeModel attribute, String formerly, Origin origin) {}
}
