package dev.singletable.processor.model;

import java.util.List;

/**
 * The migrations an entity declares: a former primary key ({@code @KeyPattern(formerly
 * = @FormerKey(...))}), key components' former formats ({@code @KeyFormat(formerly
 * = @FormerFormat(...))}) and stored attributes renamed ({@code @Attribute(formerly = "amount")}).
 * While they run, reads understand both forms and writes write the new one.
 *
 * @param formerKey the former primary key, or {@code null} when the key did not move
 */
public record MigrationModel(
    EntityModel entity, FormerKey formerKey, List<Rename> renames, List<FormerFormat> formats) {

  public MigrationModel {
    renames = List.copyOf(renames);
    formats = List.copyOf(formats);
  }

  /** Whether the entity's primary key moves: a former pattern, or a component's former format. */
  public boolean movesKey() {
    return formerKey != null || !formats.isEmpty();
  }

  /** The former format of the key component {@code javaName}, if it declares one. */
  public java.util.Optional<FormerFormat> format(String javaName) {
    return formats.stream().filter(f -> f.attribute().name().equals(javaName)).findFirst();
  }

  /**
   * A key component's former format ({@code @KeyFormat(formerly = @FormerFormat(...))}).
   *
   * @param declared how many {@code @FormerFormat}s were written (validation refuses more than one)
   */
  public record FormerFormat(
      AttributeModel attribute,
      int integerDigits,
      int fractionDigits,
      int declared,
      Origin origin) {

    /** The attribute as it was: its digits the former ones. */
    public AttributeModel former() {
      AttributeModel a = attribute;
      return new AttributeModel(
          a.name(),
          a.storedName(),
          a.type(),
          a.accessor(),
          a.setter(),
          a.primitive(),
          a.ignored(),
          a.roles(),
          integerDigits,
          fractionDigits,
          a.origin());
    }
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
