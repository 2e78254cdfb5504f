package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Error {@code former-key-collision}: an entity whose primary key moves
 * ({@code @KeyPattern(formerly = @FormerKey(...))}) keeps its stored items under the former key
 * until its job moved them, so a former key that can equal another entity's current key on the
 * table is a collision like {@link KeyCollisionReview}'s, only with items that are not written any
 * more: a write of the other entity would overwrite one of them before it moved. Decided exactly by
 * {@link KeySolver}; reported on the {@code formerly}, once per pair. The former key cannot change
 * (it is what the items carry), so the fix moves the other entity's key.
 */
final class FormerKeyCollisionReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  FormerKeyCollisionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  void review(TableDesign design, Placements placements) {
    List<Placement> table = null;
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      if (entry.getKey().index() == null) {
        table = entry.getValue();
      }
    }
    if (table == null) {
      return;
    }
    for (MigrationModel migration : design.migrations()) {
      MigrationModel.FormerKey former = migration.formerKey();
      if (former == null || !former.partition().isValid()) {
        continue;
      }
      for (Placement other : table) {
        if (other.entity().type().equals(migration.entity().type())) {
          continue;
        }
        Optional<Example> example = solve(migration, former, other);
        if (example.isPresent()) {
          report(migration, former, other, example.get());
          break;
        }
      }
    }
  }

  private Optional<Example> solve(
      MigrationModel migration, MigrationModel.FormerKey former, Placement other) {
    if ((former.sort() == null) != (other.sortKey() == null)
        || (former.sort() != null && !former.sort().isValid())) {
      return Optional.empty();
    }
    KeySolver solver = new KeySolver(alphabet);
    KeySide moving = new KeySide(migration.entity(), solver);
    KeySide side = new KeySide(other.entity(), solver);
    solver.equal(moving.fields(former.partition()), side.fields(other.partitionKey()));
    if (former.sort() != null) {
      solver.equal(moving.fields(former.sort()), side.fields(other.sortKey()));
    }
    return solver.solve().map(values -> new Example(moving, side, values));
  }

  private void report(
      MigrationModel migration, MigrationModel.FormerKey former, Placement other, Example example) {
    String[] v = example.values();
    String movingName = migration.entity().simpleName();
    String otherName = other.entity().simpleName();
    diagnostics.error(
        former.origin(),
        Message.FORMER_KEY_COLLISION,
        movingName,
        "pk = \""
            + former.partition().source()
            + "\""
            + (former.sort() == null ? "" : ", sk = \"" + former.sort().source() + "\""),
        otherName,
        example.moving().describe(v, former.partition(), former.sort()),
        example.other().describe(v, other.partitionKey(), other.sortKey()),
        other.keys(
            example.moving().render(former.partition(), v),
            former.sort() == null ? null : example.moving().render(former.sort(), v)),
        otherName,
        movingName,
        movingName,
        otherName,
        other.sortKey() == null ? "partition key" : "sort key",
        other.entity().typeName().toUpperCase(Locale.ROOT) + alphabet.delimiter());
  }

  private record Example(KeySide moving, KeySide other, String[] values) {}
}
