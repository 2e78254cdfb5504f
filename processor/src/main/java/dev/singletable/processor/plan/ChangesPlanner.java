package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.Names;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Plans the stream decoding of a table with a stream: the names of the change types and of the
 * decoder's members, and how each entity's key is read back from its key attributes.
 */
final class ChangesPlanner {

  /** The decoder's own members, which per-entity names must avoid. */
  private static final Set<String> DECODER_METHODS = Set.of("decode", "fromKeys", "unknown");

  private ChangesPlanner() {}

  /** The plan, or empty for a table without a stream. */
  static Optional<ChangesPlan> plan(TableModel table, char delimiter, List<EntityPlan> entities) {
    if (!table.hasStream()) {
      return Optional.empty();
    }
    ClassName change = Names.tablePeer(table, "Change");
    Set<String> nested = new HashSet<>(Set.of(change.simpleName(), "Unknown"));
    Set<String> methods = new HashSet<>(DECODER_METHODS);
    Set<String> keyLocals = new HashSet<>();
    List<ChangesPlan.EntityChange> changes = new ArrayList<>();
    for (EntityPlan entity : entities) {
      String record = Names.fresh(entity.simpleName() + "Change", nested);
      nested.add(record);
      String decodeMethod = Names.fresh(entity.keyVariable() + "Change", methods);
      methods.add(decodeMethod);
      String keyLocal = Names.fresh(entity.keyVariable() + "Key", keyLocals);
      keyLocals.add(keyLocal);
      changes.add(
          new ChangesPlan.EntityChange(
              change.nestedClass(record),
              entity.type(),
              entity.key(),
              entity.schema(),
              entity.simpleName(),
              decodeMethod,
              keyLocal));
    }
    return Optional.of(
        new ChangesPlan(
            Names.tablePeer(table, "Changes"),
            change,
            change.nestedClass("Unknown"),
            table.stream(),
            delimiter,
            table.entityTypeAttribute(),
            table.partitionKey(),
            Optional.ofNullable(table.sortKey()),
            changes));
  }
}
