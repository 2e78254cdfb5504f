package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.Segment;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Error {@code prefix-leak}: a generated query whose key condition can match keys of another entity
 * type in the same partition. The runtime does drop such items (counting them in {@code
 * Page.skippedItems()}), but that is not exclusion by the query: DynamoDB reads them, charges for
 * them and counts them against {@code Limit}, so a page can come back short or empty. Exactly
 * excluded therefore means excluded by the key condition itself.
 *
 * <p>What the generated queries send (see {@code QueryWriter} and {@code SortKeyCondition}), for a
 * sort key {@code P0 {c0} L1 {c1} ...}: stage {@code i} (after equality on {@code c0..c(i-1)})
 * sends {@code begins_with(P_i)} with {@code P_i = P0 v0 L1 ... L_i}, or no sort-key condition when
 * {@code P_0} is empty; equality on the last component sends the whole key; ranges on {@code c_i}
 * send bounds between {@code P_i} and {@code succ(P_i)} inclusive (the exact byte-order successor).
 * Over all values, the keys a query can match are therefore exactly {@code begins_with(P_0)} plus
 * the single keys {@code succ(P_i)}; both are checked. A constant sort key is read by equality,
 * which only a colliding key matches ({@code key-collision} reports it); a table or index without a
 * sort key reads the whole partition.
 */
final class PrefixLeakReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  PrefixLeakReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  void review(Placements placements, Set<String> colliding) {
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      for (Placement query : entry.getValue()) {
        if (!query.queryable() || (query.sortKey() != null && query.sortKey().isConstant())) {
          continue;
        }
        // What the query's key conditions can match depends on the query alone: worked out once,
        // then checked against every other entity of the table or index.
        Conditions conditions = conditions(query);
        for (Placement other : entry.getValue()) {
          if (other.entity() != query.entity()
              && !colliding.contains(KeyCollisionReview.pair(entry.getKey(), query, other))) {
            check(query, conditions, other);
          }
        }
      }
    }
  }

  /**
   * The sort-key conditions of a query's stages: {@code P_0}, the start of stage 0 (empty when the
   * table or index has no sort key), and the range bounds {@code succ(P_i)} of every stage that has
   * one, in stage order.
   */
  private record Conditions(List<Segment> first, List<List<Segment>> bounds) {}

  private static Conditions conditions(Placement query) {
    if (query.sortKey() == null) {
      return new Conditions(List.of(), List.of());
    }
    List<Segment> segments = query.sortKey().segments();
    List<List<Segment>> bounds = new ArrayList<>();
    for (int i = 0; i < query.sortKey().placeholders().size(); i++) {
      List<Segment> bound = successor(prefix(segments, i));
      if (bound != null) {
        bounds.add(bound);
      }
    }
    return new Conditions(prefix(segments, 0), bounds);
  }

  private void check(Placement query, Conditions conditions, Placement other) {
    if (query.sortKey() == null) {
      leak(query, other, null, null)
          .ifPresent(
              found ->
                  report(
                      query,
                      other,
                      found,
                      "Give "
                          + other.entity().simpleName()
                          + " a partition-key literal of its own on "
                          + query.space().describe()
                          + ", or give the index a sort key"));
      return;
    }
    List<Segment> first = conditions.first();
    Optional<Found> found = leak(query, other, first, null);
    if (found.isPresent()) {
      String literal = render(first);
      String fix;
      if (literal.isEmpty()) {
        fix =
            "Start "
                + query.entity().simpleName()
                + "'s sort key with a literal of its own, such as \""
                + upper(query)
                + query.sortKey().source()
                + "\", so that its queries can use begins_with";
      } else if (!other.sortKey().literalPrefix().startsWith(upper(other))) {
        fix =
            "Start "
                + other.entity().simpleName()
                + "'s sort key with a literal that does not begin with \""
                + literal
                + "\", such as \""
                + upper(other)
                + "\" (a distinct literal, like ITEM# next to ORDER#)";
      } else {
        fix =
            "Start "
                + query.entity().simpleName()
                + "'s sort key with a literal that no "
                + other.entity().simpleName()
                + " key begins with, such as \""
                + upper(query)
                + "\"";
      }
      report(query, other, found.get(), fix);
      return;
    }
    for (List<Segment> bound : conditions.bounds()) {
      Optional<Found> atBound = leak(query, other, null, bound);
      if (atBound.isPresent()) {
        report(
            query,
            other,
            atBound.get(),
            "Give "
                + other.entity().simpleName()
                + "'s sort key a literal that cannot equal the range bound \""
                + atBound.get().bound()
                + "\"");
        return;
      }
    }
  }

  /**
   * Values for which {@code other} has a key in the queried partition that matches {@code open} (a
   * prefix) or equals {@code exact}; with neither, any key in the partition.
   */
  private Optional<Found> leak(
      Placement query, Placement other, List<Segment> open, List<Segment> exact) {
    if (!overlap(query.partitionKey().literalPrefix(), other.partitionKey().literalPrefix())
        || (open != null && !overlap(literalStart(open), other.sortKey().literalPrefix()))
        || (exact != null && !overlap(literalStart(exact), other.sortKey().literalPrefix()))) {
      // Keys that start with different text are never equal, nor one the start of the other: no
      // values can make them meet, and the solver need not be asked (most pairs of a table).
      return Optional.empty();
    }
    KeySolver solver = new KeySolver(alphabet);
    KeySide q = new KeySide(query.entity(), solver);
    KeySide o = new KeySide(other.entity(), solver);
    solver.equal(q.fields(query.partitionKey()), o.fields(other.partitionKey()));
    if (open != null) {
      solver.startsWith(o.fields(other.sortKey()), q.fields(open));
    } else if (exact != null) {
      solver.equal(o.fields(other.sortKey()), q.fields(exact));
    }
    return solver
        .solve()
        .map(
            v -> {
              String partition = q.render(query.partitionKey(), v);
              Space space = query.space();
              String condition = space.partitionAttribute() + " = \"" + partition + "\"";
              String bound = null;
              if (open != null && !render(open).isEmpty()) {
                condition +=
                    " AND begins_with(" + space.sortAttribute() + ", \"" + render(open) + "\")";
              } else if (exact != null) {
                bound = q.render(exact, v);
                condition +=
                    " AND "
                        + space.sortAttribute()
                        + " BETWEEN ... AND \""
                        + bound
                        + "\" (the upper bound of its"
                        + " Range.from/Range.after ranges)";
              } else {
                condition += " (no sort-key condition)";
              }
              String keys =
                  other.keys(
                      o.render(other.partitionKey(), v),
                      other.sortKey() == null ? null : o.render(other.sortKey(), v));
              return new Found(
                  condition, o.describe(v, other.partitionKey(), other.sortKey()), keys, bound);
            });
  }

  /** Whether one text starts with the other: keys starting with them can meet. */
  private static boolean overlap(String a, String b) {
    return a.startsWith(b) || b.startsWith(a);
  }

  /** The literal text before the first placeholder (or shard slot) of a pattern's start. */
  private static String literalStart(List<Segment> segments) {
    StringBuilder text = new StringBuilder();
    for (Segment segment : segments) {
      if (!(segment instanceof Segment.Literal literal)) {
        break;
      }
      text.append(literal.text());
    }
    return text.toString();
  }

  private void report(Placement query, Placement other, Found found, String fix) {
    diagnostics.error(
        query.origin(),
        Message.PREFIX_LEAK,
        query.use().queryName(),
        query.entity().simpleName(),
        query.space().describe(),
        other.entity().simpleName(),
        found.condition(),
        found.example(),
        found.keys(),
        fix);
  }

  /**
   * The segments before the {@code index}-th placeholder: the literal start of stage {@code index}.
   */
  private static List<Segment> prefix(List<Segment> segments, int index) {
    List<Segment> prefix = new ArrayList<>();
    int seen = 0;
    for (Segment segment : segments) {
      if (segment instanceof Segment.Placeholder && seen++ == index) {
        break;
      }
      prefix.add(segment);
    }
    return prefix;
  }

  /**
   * The segments of {@code succ(P)}: the last literal with its last code point incremented (as the
   * runtime's {@code Text.successor} does), or {@code null} when {@code P} ends without one.
   */
  private static List<Segment> successor(List<Segment> prefix) {
    if (prefix.isEmpty() || !(prefix.get(prefix.size() - 1) instanceof Segment.Literal last)) {
      return null;
    }
    String text = last.text();
    int cp = text.codePointBefore(text.length());
    if (cp == Character.MAX_CODE_POINT) {
      return null;
    }
    int next = cp == 0xD7FF ? 0xE000 : cp + 1;
    String successor =
        new StringBuilder(text.substring(0, text.length() - Character.charCount(cp)))
            .appendCodePoint(next)
            .toString();
    List<Segment> bound = new ArrayList<>(prefix.subList(0, prefix.size() - 1));
    bound.add(new Segment.Literal(successor));
    return bound;
  }

  private static String render(List<Segment> literals) {
    StringBuilder text = new StringBuilder();
    literals.forEach(s -> text.append(((Segment.Literal) s).text()));
    return text.toString();
  }

  private String upper(Placement placement) {
    return placement.entity().typeName().toUpperCase(Locale.ROOT) + alphabet.delimiter();
  }

  private record Found(String condition, String example, String keys, String bound) {}
}
