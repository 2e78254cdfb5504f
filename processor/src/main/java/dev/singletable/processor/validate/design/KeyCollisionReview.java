package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Error {@code key-collision}: two entity types whose keys can be equal for some attribute values,
 * decided exactly by {@link KeySolver}. On the table the later write replaces the other item; on an
 * index both items stay (index keys need not be unique) but no key condition can tell them apart.
 * Entities that only share a partition, with sort keys that cannot be equal, are ordinary
 * single-table design and are not reported. Each pair is reported once, on the later entity's
 * pattern, for the first place (table, then indexes) where it collides.
 */
final class KeyCollisionReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  KeyCollisionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  /**
   * Reviews every table and index; returns the colliding pairs ({@link #pair}) for other reviews to
   * skip.
   */
  Set<String> review(Placements placements) {
    Set<String> colliding = new HashSet<>();
    Set<String> reported = new HashSet<>();
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      List<Placement> held = entry.getValue();
      for (int j = 1; j < held.size(); j++) {
        for (int i = 0; i < j; i++) {
          Placement a = held.get(i);
          Placement b = held.get(j);
          Optional<Example> example = solve(a, b);
          if (example.isPresent()
              && colliding.add(pair(entry.getKey(), a, b))
              && reported.add(a.entity().type() + "|" + b.entity().type())) {
            report(a, b, example.get());
          }
        }
      }
    }
    return colliding;
  }

  /** Identifies an unordered pair of entities on one table or index. */
  static String pair(Space space, Placement a, Placement b) {
    String first = a.entity().type().toString();
    String second = b.entity().type().toString();
    return space.describe()
        + "|"
        + (first.compareTo(second) < 0 ? first + "|" + second : second + "|" + first);
  }

  private Optional<Example> solve(Placement a, Placement b) {
    if (!overlap(a.partitionKey().literalPrefix(), b.partitionKey().literalPrefix())
        || (a.sortKey() != null
            && !overlap(a.sortKey().literalPrefix(), b.sortKey().literalPrefix()))) {
      // Keys that start with different text are never equal: the solver need not be asked.
      return Optional.empty();
    }
    KeySolver solver = new KeySolver(alphabet);
    KeySide sideA = new KeySide(a.entity(), solver);
    KeySide sideB = new KeySide(b.entity(), solver);
    solver.equal(sideA.fields(a.partitionKey()), sideB.fields(b.partitionKey()));
    if (a.sortKey() != null) {
      solver.equal(sideA.fields(a.sortKey()), sideB.fields(b.sortKey()));
    }
    return solver.solve().map(values -> new Example(sideA, sideB, values));
  }

  /** Whether one text starts with the other: keys starting with them can be equal. */
  private static boolean overlap(String a, String b) {
    return a.startsWith(b) || b.startsWith(a);
  }

  private void report(Placement a, Placement b, Example example) {
    String[] v = example.values();
    boolean table = a.space().index() == null;
    Placement change = startsWithOwn(b) ? a : b;
    Placement keep = change == a ? b : a;
    String consequence =
        table
            ? ", so the later write silently replaces the other item"
            : ", where both items stay (index keys need not be unique) but no key condition can"
                + " tell them apart";
    diagnostics.error(
        b.origin(),
        Message.KEY_COLLISION,
        a.entity().simpleName(),
        b.entity().simpleName(),
        a.space().describe(),
        consequence,
        example.a().describe(v, a.partitionKey(), a.sortKey()),
        example.b().describe(v, b.partitionKey(), b.sortKey()),
        a.keys(
            example.a().render(a.partitionKey(), v),
            a.sortKey() == null ? null : example.a().render(a.sortKey(), v)),
        change.entity().simpleName(),
        change.sortKey() == null ? "partition key" : "sort key",
        keep.entity().simpleName(),
        own(change));
  }

  /** The type name as a literal, such as {@code INVOICE#}. */
  private String own(Placement placement) {
    return placement.entity().typeName().toUpperCase(Locale.ROOT) + alphabet.delimiter();
  }

  /**
   * Whether the placement's key already starts with its own type name, so the other should change.
   */
  private boolean startsWithOwn(Placement placement) {
    KeyPatternModel pattern =
        placement.sortKey() != null ? placement.sortKey() : placement.partitionKey();
    return pattern.literalPrefix().startsWith(own(placement));
  }

  private record Example(KeySide a, KeySide b, String[] values) {}
}
