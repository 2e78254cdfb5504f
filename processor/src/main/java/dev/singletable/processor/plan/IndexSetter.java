package dev.singletable.processor.plan;

import dev.singletable.processor.model.AttributeModel;
import java.util.List;
import java.util.Optional;

/**
 * A setter of a typed update for an attribute that feeds secondary-index keys: it rewrites every
 * key the attribute feeds, takes the other components those keys need as parameters, and checks
 * that the stored values of those components are the ones given.
 *
 * @param constant the attribute's reference constant in the schema
 * @param remover the method removing the attribute and the keys (nullable attributes only)
 * @param indexNames the indexes whose keys the setter rewrites
 * @param others the other components those keys need, beyond the primary key's
 * @param rewrites the index keys set, in index order
 * @param removedKeys the key record's constants of the index keys the remover removes
 */
public record IndexSetter(
    AttributeModel attribute,
    String constant,
    String setter,
    Optional<String> remover,
    List<String> indexNames,
    List<Other> others,
    List<KeyRewrite> rewrites,
    List<String> removedKeys) {

  public IndexSetter {
    indexNames = List.copyOf(indexNames);
    others = List.copyOf(others);
    rewrites = List.copyOf(rewrites);
    removedKeys = List.copyOf(removedKeys);
  }

  /** Another component a rewritten key holds, with its reference constant. */
  public record Other(AttributeModel attribute, String constant) {}

  /**
   * An index key set from its key method, with the method's arguments.
   *
   * @param key the key record's constant of the index key
   */
  public record KeyRewrite(String key, String method, List<Argument> arguments) {

    public KeyRewrite {
      arguments = List.copyOf(arguments);
    }
  }

  /** An argument of a key method: a setter parameter, or a component read from the update's key. */
  public record Argument(String name, boolean fromKey) {}
}
