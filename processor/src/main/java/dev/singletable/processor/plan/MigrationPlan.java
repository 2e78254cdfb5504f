package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * What the migrations an entity declares generate: the schema's former key (read by a get that
 * misses, deleted with the new one) and the former names its reads fall back to, and one job each
 * in {@code ShopDb.migrations()}.
 *
 * @param formerPartition the former partition key, or {@code null} when the key did not move
 * @param formerSort the former sort key, or {@code null} (no move, or a table without sort key)
 * @param formerParts the former key's components in their former formats ({@code FORMER_...} parts
 *     of the schema), empty when no format changed
 * @param renames the renamed stored attributes
 * @param queriesFollow whether the entity's table queries also read the former key while it moves
 *     ({@link MigrationPlanner#queriesFollow}): the schema's {@code formerKeys()}
 * @param indexes the global indexes whose key pattern for the entity moves and whose queries also
 *     read the former keys: the schema's {@code formerIndexKeys()}
 * @param formerType the entity type name the stored items carry, or {@code null} when unchanged
 * @param conversions the stored names of the attributes whose enum constants were renamed
 * @param formerDelimiter the delimiter the former keys were written with, {@code 0} when it is the
 *     table's ({@code @Table(formerDelimiter = ...)} moves it)
 */
public record MigrationPlan(
    String entityType,
    ClassName schema,
    ClassName key,
    KeyTemplate formerPartition,
    KeyTemplate formerSort,
    List<KeyComponent> formerParts,
    List<Rename> renames,
    boolean queriesFollow,
    List<IndexFollow> indexes,
    String formerType,
    List<String> conversions,
    char formerDelimiter) {

  public MigrationPlan {
    conversions = List.copyOf(conversions);
    formerParts = List.copyOf(formerParts);
    renames = List.copyOf(renames);
    indexes = List.copyOf(indexes);
  }

  /**
   * A global index whose queries read the entity's former keys there as well.
   *
   * @param partitionConstant the key class's constant of the index partition key, such as {@code
   *     GSI1_PK}
   * @param sortConstant that of its sort key, or {@code null}
   * @param formerSort the former sort key pattern, or {@code null}
   * @param formerSortStart its literal start ({@code ""}: none)
   * @param constantSort whether that start is the whole former sort key
   */
  public record IndexFollow(
      String index,
      String partitionConstant,
      String sortConstant,
      String formerPartition,
      String formerSort,
      String formerSortStart,
      boolean constantSort) {}

  /** Whether the entity's primary key moves. */
  public boolean movesKey() {
    return formerPartition != null;
  }

  /**
   * Whether key attributes stored under the former key give the entity's whole key {@code key}: the
   * key moves and the former key holds each of its components (a former {@code ORDER#{orderId}} of
   * a key that now also holds {@code customerId} gives none).
   */
  public boolean readsBack(KeyReadBack key) {
    if (!movesKey()) {
      return false;
    }
    List<String> held = new java.util.ArrayList<>();
    formerPartition.components().forEach(component -> held.add(component.name()));
    if (formerSort != null) {
      formerSort.components().forEach(component -> held.add(component.name()));
    }
    return key.components().stream().allMatch(component -> held.contains(component.name()));
  }

  /** The former stored name of an attribute, or {@code null} when it was not renamed. */
  public String formerly(String storedName) {
    return renames.stream()
        .filter(rename -> rename.storedName().equals(storedName))
        .map(Rename::formerly)
        .findFirst()
        .orElse(null);
  }

  /** A stored attribute renamed from {@code formerly} to {@code storedName}. */
  public record Rename(String storedName, String formerly) {}
}
