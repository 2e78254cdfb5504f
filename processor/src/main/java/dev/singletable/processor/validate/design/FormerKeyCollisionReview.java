package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.MigrationModel;
import dev.singletable.processor.model.Segment;
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
 * more: a write of the other entity would overwrite one of them before it moved. The moving entity
 * is checked against itself too, as two independent instances: a former key that can equal the new
 * key of another instance (formerly {@code ITEM#{legacyId}}, now {@code ITEM#{sku}}) lets a write
 * of one instance overwrite another one not moved yet. Decided by {@link KeySolver}; reported on
 * the {@code formerly}, once per pair. The former key cannot change (it is what the items carry),
 * so the fix moves the other entity's key, or the entity's new one. Two moving entities are
 * compared by their former keys too: two entities' stored items cannot have shared a key, so former
 * keys that can be equal mean a {@code formerly} that is not what its items carry (and code of the
 * accepted design still running would overwrite one with the other); reported on the first of the
 * two.
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
    String runner = diagnostics.migrations(design.table().type().simpleName());
    List<MigrationModel> moves =
        design.migrations().stream()
            .filter(
                m ->
                    m.formerKey() != null
                        && m.formerKey().partition().isValid()
                        && (m.formerKey().sort() == null || m.formerKey().sort().isValid()))
            .toList();
    for (int i = 0; i < moves.size(); i++) {
      MigrationModel migration = moves.get(i);
      MigrationModel.FormerKey former = migration.formerKey();
      for (Placement other : table) {
        Optional<Example> example = solve(migration, former, other);
        if (example.isPresent()
            && (!other.entity().type().equals(migration.entity().type())
                || distinct(migration, example.get()))) {
          report(migration, former, other, example.get(), null, runner);
        }
      }
      // Another entity's former key: its items, not moved yet either, wait there too.
      for (MigrationModel next : moves.subList(i + 1, moves.size())) {
        MigrationModel.FormerKey its = next.formerKey();
        for (Placement other : table) {
          if (other.entity().type().equals(next.entity().type())
              && !other.entity().type().equals(migration.entity().type())) {
            Placement waiting =
                new Placement(other.entity(), other.space(), its.partition(), its.sort(), null);
            solve(migration, former, waiting)
                .ifPresent(example -> report(migration, former, waiting, example, its, runner));
          }
        }
      }
    }
  }

  private Optional<Example> solve(
      MigrationModel migration, MigrationModel.FormerKey former, Placement other) {
    if ((former.sort() == null) != (other.sortKey() == null)) {
      return Optional.empty();
    }
    KeySolver solver = new KeySolver(alphabet);
    KeySide moving = new KeySide(migration.entity(), solver);
    KeySide side = new KeySide(other.entity(), solver);
    solver.equal(moving.fields(former.partition()), side.fields(other.partitionKey()));
    if (former.sort() != null) {
      solver.equal(moving.fields(former.sort()), side.fields(other.sortKey()));
    }
    return solver.solve().map(values -> new Example(solver, moving, side, values));
  }

  /**
   * Whether the two instances of a collision of the moving entity with itself can be two items: a
   * component of the key the former key leaves out may hold any value in the moving instance, and
   * one the solver does not force to be equal in both may differ. Where every component is forced
   * equal, the only collision is the item with itself (its former key is its new key): none.
   */
  private static boolean distinct(MigrationModel migration, Example example) {
    var key = migration.entity().primaryKey();
    java.util.List<Segment.Placeholder> components =
        new java.util.ArrayList<>(key.partitionKey().placeholders());
    if (key.sortKey() != null) {
      components.addAll(key.sortKey().placeholders());
    }
    for (Segment.Placeholder component : components) {
      int moving = example.moving().variableOf(component.name());
      int other = example.other().variableOf(component.name());
      if (moving < 0 || other < 0 || !example.solver().alwaysEqual(moving, other)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Reports a collision with {@code other}'s current key, or with its former key {@code
   * otherFormer} (then the two formerly cannot both be the keys the items carry: the accepted
   * design would have been a key collision); {@code runner} is where the moving entity's job runs
   * from ({@link Diagnostics#migrations}).
   */
  private void report(
      MigrationModel migration,
      MigrationModel.FormerKey former,
      Placement other,
      Example example,
      MigrationModel.FormerKey otherFormer,
      String runner) {
    String[] v = example.values();
    String movingName = migration.entity().simpleName();
    String otherName = other.entity().simpleName();
    String fix =
        otherFormer != null
            ? "Two entities' stored items cannot share a key (the accepted design would have been"
                + " a key-collision), so a formerly is not the key its items carry: declare on "
                + movingName
                + " and "
                + otherName
                + " the keys of the accepted design"
            : "Make the keys distinct: start "
                + otherName
                + "'s "
                + (other.sortKey() == null ? "partition key" : "sort key")
                + " with a literal the former key cannot have there, such as \""
                + literal(
                    other.entity().typeName().toUpperCase(Locale.ROOT),
                    other.sortKey() == null ? former.partition() : former.sort())
                + "\"";
    diagnostics.error(
        former.origin(),
        Message.FORMER_KEY_COLLISION,
        movingName,
        "pk = \""
            + former.partition().source()
            + "\""
            + (former.sort() == null ? "" : ", sk = \"" + former.sort().source() + "\""),
        otherFormer == null ? "key" : "former key",
        otherName,
        example.moving().describe(v, former.partition(), former.sort()),
        example.other().describe(v, other.partitionKey(), other.sortKey()),
        other.keys(
            example.moving().render(former.partition(), v),
            former.sort() == null ? null : example.moving().render(former.sort(), v)),
        otherName,
        otherFormer == null ? "" : " by code still running the accepted design",
        movingName,
        movingName,
        runner,
        fix);
  }

  /**
   * A literal to start the fixed key with: the type name and the delimiter, or, where the former
   * key starts with that text (an entity colliding with itself), the type name with a version.
   */
  private String literal(String type, KeyPatternModel former) {
    String start =
        former.segments().isEmpty() || !(former.segments().get(0) instanceof Segment.Literal l)
            ? ""
            : l.text();
    for (String candidate : new String[] {type, type + "V2", type + "V3"}) {
      String text = candidate + alphabet.delimiter();
      if (!start.startsWith(text) && !text.startsWith(start)) {
        return text;
      }
    }
    return type + alphabet.delimiter(); // the former key starts with a value: no literal is sure
  }

  private record Example(KeySolver solver, KeySide moving, KeySide other, String[] values) {}
}
