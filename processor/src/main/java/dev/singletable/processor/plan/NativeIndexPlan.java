package dev.singletable.processor.plan;

import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.IndexModel;
import dev.singletable.processor.model.NativeKeys;
import dev.singletable.processor.model.TableDesign;
import java.util.List;
import java.util.Map;

/**
 * A native index as the reports show it, decided here so that they only render it.
 *
 * @param partitionKeys its partition attributes with their types: {@code tournamentId (S)}
 * @param sortKeys its sort attributes with their types
 * @param members the entities storing every key attribute, which are in it
 * @param mixed whether a query of one of them would return the others' items (no query reads it)
 */
public record NativeIndexPlan(
    IndexModel index,
    List<String> partitionKeys,
    List<String> sortKeys,
    List<String> members,
    boolean mixed) {

  public NativeIndexPlan {
    partitionKeys = List.copyOf(partitionKeys);
    sortKeys = List.copyOf(sortKeys);
    members = List.copyOf(members);
  }

  /** {@code tournamentId (S), region (S) / round (N)}. */
  public String keys() {
    return String.join(", ", partitionKeys)
        + (sortKeys.isEmpty() ? "" : " / " + String.join(", ", sortKeys));
  }

  /** The native indexes of a valid design, in declaration order. */
  static List<NativeIndexPlan> of(TableDesign design) {
    Map<String, String> types = NativeKeys.keyTypes(design);
    return design.table().nativeIndexes().stream()
        .map(
            index ->
                new NativeIndexPlan(
                    index,
                    index.partitionKeys().stream().map(n -> n + " (" + types.get(n) + ")").toList(),
                    index.sortKeys().stream().map(n -> n + " (" + types.get(n) + ")").toList(),
                    NativeKeys.members(design, index).stream()
                        .map(EntityModel::simpleName)
                        .toList(),
                    NativeKeys.mixed(design, index)))
        .toList();
  }
}
