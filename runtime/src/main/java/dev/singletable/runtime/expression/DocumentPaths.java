package dev.singletable.runtime.expression;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * DynamoDB's rules for the document paths of one expression: the paths a projection keeps, and the
 * update actions that may not share an expression; plus the cut that keeps a refusal on one line.
 */
final class DocumentPaths {

  private DocumentPaths() {}

  /** The paths a projection reads: duplicates and paths inside another listed path dropped. */
  static List<Path> projected(Collection<Path> paths) {
    Objects.requireNonNull(paths, "paths");
    if (paths.isEmpty()) {
      throw new IllegalArgumentException(
          "A projection needs at least one path: got none; leave the projection out to read whole"
              + " items");
    }
    List<Path> kept = new ArrayList<>();
    for (Path p : paths) {
      Objects.requireNonNull(p, "a projection path");
      for (Path k : kept) {
        if (k.conflicts(p)) {
          throw new IllegalArgumentException(
              "Projection paths must not conflict (DynamoDB: two document paths conflict): "
                  + k
                  + " and "
                  + p
                  + " treat one attribute as a list and as a map; keep only the one "
                  + "that matches the attribute's type");
        }
      }
      // The same data comes back either way, and DynamoDB refuses overlapping projection paths.
      if (kept.stream().noneMatch(k -> k.overlaps(p) && k.depth() <= p.depth())) {
        kept.removeIf(k -> k.overlaps(p));
        kept.add(p);
      }
    }
    return kept;
  }

  /**
   * The paths and, for each inside an attribute renamed while a migration runs ({@link
   * Path#formerly}), the same path under the former name, so that items not migrated yet read it.
   */
  static Collection<Path> withFormers(Collection<Path> paths) {
    Objects.requireNonNull(paths, "paths");
    List<Path> all = null;
    for (Path p : paths) {
      Path former = p == null ? null : p.former();
      if (former != null) {
        if (all == null) {
          all = new ArrayList<>(paths);
        }
        all.add(former);
      }
    }
    return all == null ? paths : all;
  }

  /**
   * The actions and, once for each renamed top-level attribute they write ({@link
   * UpdateAction#formerToRemove}), {@code REMOVE former}: the update leaves the item in the new
   * form.
   */
  static List<UpdateAction<?>> withFormersRemoved(List<UpdateAction<?>> actions) {
    List<UpdateAction<?>> all = actions;
    for (UpdateAction<?> action : actions) {
      Path former = action.formerToRemove();
      if (former != null) {
        if (all == actions) {
          all = new ArrayList<>(actions);
        }
        if (all.stream().noneMatch(a -> a.removes() && a.path().equals(former))) {
          all.add(UpdateAction.removing(former));
        }
      }
    }
    return all;
  }

  /** Refuses two actions of one update on overlapping or conflicting paths. */
  static void requireDisjoint(List<UpdateAction<?>> actions) {
    for (int i = 0; i < actions.size(); i++) {
      for (int j = i + 1; j < actions.size(); j++) {
        UpdateAction<?> a = actions.get(i);
        UpdateAction<?> b = actions.get(j);
        if (a.path().overlaps(b.path())) {
          throw new IllegalArgumentException(
              "Update paths must not overlap (DynamoDB: two document paths overlap): "
                  + quoted(a)
                  + " and "
                  + quoted(b)
                  + "; keep one action per path, and write an "
                  + "enclosing attribute either whole or by parts");
        }
        if (a.path().conflicts(b.path())) {
          throw new IllegalArgumentException(
              "Update paths must not conflict (DynamoDB: two document paths conflict): "
                  + quoted(a)
                  + " and "
                  + quoted(b)
                  + " treat one attribute as a list and as a "
                  + "map; keep only the one that matches its type");
        }
      }
    }
  }

  private static String quoted(UpdateAction<?> action) {
    return "'" + abbreviate(action.toString()) + "'";
  }

  /** Cuts long readable renderings so one refusal stays one readable line. */
  static String abbreviate(String s) {
    return s.length() <= 160 ? s : s.substring(0, 160) + "…";
  }
}
