package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;
import java.util.Optional;

/**
 * A setter of a typed update for an attribute that feeds secondary-index keys or derived
 * attributes: it computes the derived attributes again, rewrites every key the attribute and those
 * feed, takes the other components and sources they need as parameters, and checks that the stored
 * values of those are the ones given.
 *
 * @param constant the attribute's reference constant in the schema
 * @param remover the method removing the attribute and the keys (nullable attributes only)
 * @param indexNames the indexes whose keys the setter rewrites
 * @param others the other components those keys need, beyond the primary key's
 * @param rewrites the index keys set, in index order
 * @param removedKeys the key record's constants of the index keys the remover removes
 * @param derivations the derived attributes the setter computes, in order; when there are any, the
 *     setter takes {@code null} (for a nullable attribute) and its remover sets {@code null}
 */
public record IndexSetter(
    AttributeModel attribute,
    String constant,
    String setter,
    Optional<String> remover,
    List<String> indexNames,
    List<Other> others,
    List<KeyRewrite> rewrites,
    List<String> removedKeys,
    List<Derivation> derivations) {

  public IndexSetter {
    indexNames = List.copyOf(indexNames);
    others = List.copyOf(others);
    rewrites = List.copyOf(rewrites);
    removedKeys = List.copyOf(removedKeys);
    derivations = List.copyOf(derivations);
  }

  /**
   * A derived attribute computed by the setter into a local of its name.
   *
   * @param constant the attribute's reference constant in the schema
   * @param method the static method of the entity type computing it
   */
  public record Derivation(
      AttributeModel attribute, String constant, String method, List<Argument> arguments) {

    public Derivation {
      arguments = List.copyOf(arguments);
    }
  }

  /** Another component a rewritten key holds, with its reference constant. */
  public record Other(AttributeModel attribute, String constant) {}

  /**
   * An index key set from its key method, with the method's arguments.
   *
   * @param key the key record's constant of the index key
   * @param guards the values computed by the setter that may be {@code null}: when one is, the key
   *     is removed instead (the item leaves the sparse index)
   */
  public record KeyRewrite(
      String key, String method, List<Argument> arguments, List<String> guards) {

    public KeyRewrite {
      arguments = List.copyOf(arguments);
      guards = List.copyOf(guards);
    }
  }

  /**
   * An argument of a key or derivation method: a setter parameter or computed local, or a component
   * read from the update's key.
   */
  public record Argument(String name, boolean fromKey) {}
}
