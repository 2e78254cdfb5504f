package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;
import java.util.Optional;

/**
 * The attributes the library maintains, and what an upsert writes for primitives it does not set.
 *
 * @param versionIsInt whether the version is an {@code int} (so the new version needs a cast)
 * @param primitiveDefaults primitive attributes other than TTL, version and those declaring {@code
 *     ifAbsent} (left absent, to read as it): an upsert writes their zero when it does not set them
 * @param unique the {@code @Unique} attributes, whose values guard items hold
 */
public record RolePlan(
    Optional<AttributeModel> version,
    boolean versionIsInt,
    Optional<AttributeModel> ttl,
    Optional<AttributeModel> createdAt,
    Optional<AttributeModel> updatedAt,
    List<AttributeModel> primitiveDefaults,
    List<AttributeModel> unique) {

  public RolePlan {
    primitiveDefaults = List.copyOf(primitiveDefaults);
    unique = List.copyOf(unique);
  }

  /**
   * Whether a batch (neither atomic nor conditional) may write the entity: not with
   * {@code @Version}, whose version it could not check, nor with {@code @Unique}, whose guards it
   * could not write in the same transaction.
   */
  public boolean batchWrites() {
    return version.isEmpty() && unique.isEmpty();
  }

  /** Whether writes rebuild the entity with a new version or timestamps ({@code prepareWrite}). */
  public boolean preparesWrites() {
    return version.isPresent() || createdAt.isPresent() || updatedAt.isPresent();
  }
}
