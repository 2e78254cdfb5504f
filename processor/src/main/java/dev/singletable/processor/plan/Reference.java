package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.Optional;

/**
 * A stored attribute with its typed reference constant in the schema ({@code OrderSchema.TOTAL}),
 * distinct from the schema's own constants and from each other, and whether the generic update may
 * write it: the reference of an attribute it may not write builds conditions only.
 *
 * @param setter the typed update's setter of an index-key input or a derived attribute's source
 *     (which rewrites the index keys and derived attributes); empty otherwise
 * @param nativeIndexes the native indexes the attribute is a key attribute of, where the entity is
 *     a member: setting it moves the item in, removing it out
 */
public record Reference(
    AttributeModel attribute,
    String constant,
    Write write,
    Optional<String> setter,
    java.util.List<String> nativeIndexes) {

  public Reference {
    nativeIndexes = java.util.List.copyOf(nativeIndexes);
  }

  /** Who writes the attribute in an update. */
  public enum Write {
    /** The generic {@code set(...)} and {@code apply(...)}. */
    SETTABLE,
    /** Nobody: a component of the primary key is the item's identity. */
    KEY_COMPONENT,
    /** The generated setter only, which rewrites the secondary-index keys the attribute feeds. */
    INDEX_INPUT,
    /** The library: {@code @Version}, {@code @CreatedAt}, {@code @UpdatedAt}. */
    MAINTAINED,
    /**
     * The generated setter only, which computes the {@code @Derived} attributes reading it again
     * and rewrites the index keys it and they feed.
     */
    SOURCE,
    /** The generated setters of its sources, which compute a {@code @Derived} attribute again. */
    DERIVED,
    /**
     * Nobody through an update: a {@code @Unique} attribute changes with a put, which reads the
     * stored value and moves its guard item in the same transaction.
     */
    UNIQUE
  }

  public boolean settable() {
    return write == Write.SETTABLE;
  }
}
