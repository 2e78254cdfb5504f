package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyPatternModel;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.validate.CollectionMessage;
import dev.singletable.processor.validate.Diagnostics;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Error {@code collection-overlap}: a sub-collection (a collection selected by a sort-key prefix)
 * whose {@code begins_with} can match keys of an entity that is not its member in the same
 * partition, such as prefix {@code OWN} matching {@code OWNER#...}. Whether a key can start with
 * the prefix is decided exactly by {@link KeySolver} over the alphabets of the encoded values, so a
 * prefix need not end at a delimiter when nothing else can continue it. The fix is a longer prefix
 * for the collection (up to a delimiter its members' sort keys share) or else a new sort-key start
 * for the entity that leaks (and the prefix of its own sub-collection); either is only offered
 * after the same check proves that it resolves the overlap.
 */
final class SubCollectionReview {

  /**
   * A collection of one table or index with the members that declare it.
   *
   * @param members its member entities
   * @param first its first member's declaration, where a diagnostic about it goes
   */
  record Sub(String name, String prefix, Set<EntityModel> members, CollectionModel first) {

    String index() {
      return first.indexName();
    }
  }

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  SubCollectionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  /**
   * Reports the first key of each non-member of {@code sub} in {@code space} that its prefix
   * matches; {@code subs} are every prefixed collection of the same table or index.
   */
  void review(Sub sub, Placement member, List<Placement> space, List<Sub> subs) {
    Optional<String> longer = longer(sub, member, space);
    for (Placement other : space) {
      if (sub.members().contains(other.entity()) || other.sortKey() == null) {
        continue;
      }
      KeySolver solver = new KeySolver(alphabet);
      KeySide m = new KeySide(member.entity(), solver);
      KeySide o = new KeySide(other.entity(), solver);
      Optional<String[]> found =
          matches(solver, m, member, o, other, other.sortKey().segments(), sub);
      if (found.isEmpty()) {
        continue;
      }
      String[] v = found.get();
      Optional<Sub> own = own(other, subs);
      diagnostics.error(
          sub.first().prefixOrigin(),
          CollectionMessage.OVERLAP,
          sub.name(),
          sub.prefix(),
          member.space().describe()
              + " ("
              + member.space().partitionAttribute()
              + " = \""
              + member.partitionKey().source()
              + "\")",
          "begins_with(" + member.space().sortAttribute() + ", \"" + sub.prefix() + "\")",
          other.entity().simpleName(),
          own.map(
                  b ->
                      "a member of collection \"" + b.name() + "\" (prefix \"" + b.prefix() + "\")")
              .orElse("which is not a member"),
          o.describe(v, other.partitionKey(), other.sortKey()),
          other.keys(o.render(other.partitionKey(), v), o.render(other.sortKey(), v)),
          sub.name(),
          longer
              .map(
                  prefix ->
                      "end the prefix where its members' sort keys continue alike: prefix = \""
                          + prefix
                          + "\" on every @Collection(\""
                          + sub.name()
                          + "\"), which every member's sort key starts with and no other"
                          + " entity's key does")
              .orElseGet(() -> fix(sub, other, own, space, subs)));
    }
  }

  /**
   * The shortest longer prefix that every member's sort key starts with, ending at a delimiter or
   * where their common literal start ends, under which no other entity of the partition has a key.
   */
  private Optional<String> longer(Sub sub, Placement member, List<Placement> space) {
    String common = null;
    for (Placement p : space) {
      if (sub.members().contains(p.entity()) && p.sortKey() != null) {
        String start = p.sortKey().literalPrefix();
        common = common == null ? start : commonStart(common, start);
      }
    }
    if (common == null) {
      return Optional.empty();
    }
    for (int end = sub.prefix().length() + 1; end <= common.length(); end++) {
      if (end < common.length() && common.charAt(end - 1) != alphabet.delimiter()) {
        continue;
      }
      Sub candidate = new Sub(sub.name(), common.substring(0, end), sub.members(), sub.first());
      boolean clean = true;
      for (Placement other : space) {
        if (!sub.members().contains(other.entity())
            && other.sortKey() != null
            && matches(member, other, other.sortKey().segments(), candidate)) {
          clean = false;
          break;
        }
      }
      if (clean) {
        return Optional.of(candidate.prefix());
      }
    }
    return Optional.empty();
  }

  private static String commonStart(String a, String b) {
    int n = 0;
    while (n < a.length() && n < b.length() && a.charAt(n) == b.charAt(n)) {
      n++;
    }
    return a.substring(0, n);
  }

  /** Values that put a key of {@code other} (sort key {@code sort}) under {@code sub}'s prefix. */
  private static Optional<String[]> matches(
      KeySolver solver,
      KeySide m,
      Placement member,
      KeySide o,
      Placement other,
      List<Segment> sort,
      Sub sub) {
    solver.equal(m.fields(member.partitionKey()), o.fields(other.partitionKey()));
    solver.startsWith(o.fields(sort), m.fields(List.of(new Segment.Literal(sub.prefix()))));
    return solver.solve();
  }

  private boolean matches(Placement member, Placement other, List<Segment> sort, Sub sub) {
    KeySolver solver = new KeySolver(alphabet);
    return matches(
            solver,
            new KeySide(member.entity(), solver),
            member,
            new KeySide(other.entity(), solver),
            other,
            sort,
            sub)
        .isPresent();
  }

  /** The prefixed collection of the same table or index that {@code other} is a member of. */
  private static Optional<Sub> own(Placement other, List<Sub> subs) {
    return subs.stream()
        .filter(
            s ->
                s.members().contains(other.entity())
                    && Objects.equals(s.index(), indexOf(other))
                    && other.sortKey().literalPrefix().startsWith(s.prefix()))
        .findFirst();
  }

  private static String indexOf(Placement placement) {
    return placement.space().index() == null ? null : placement.space().index().name();
  }

  /**
   * A new start for {@code other}'s sort key (and its sub-collection's prefix) that no other prefix
   * of the partition matches and that matches no other entity, proven with the same check; a
   * description of the change when no candidate passes it.
   */
  private String fix(
      Sub sub, Placement other, Optional<Sub> own, List<Placement> space, List<Sub> subs) {
    KeyPatternModel sort = other.sortKey();
    String head = own.map(Sub::prefix).orElse(sort.literalPrefix());
    List<Segment> rest = drop(sort.segments(), head.length());
    String restSource = source(rest);
    String where = other.space().describe();
    String delimiter = String.valueOf(alphabet.delimiter());
    List<String> bases = new ArrayList<>();
    own.ifPresent(b -> bases.add(b.name().toUpperCase(Locale.ROOT)));
    bases.add(other.entity().typeName().toUpperCase(Locale.ROOT));
    for (String base : List.copyOf(bases)) {
      for (int n = 2; n <= 9; n++) {
        bases.add(base + n);
      }
    }
    for (String base : bases) {
      String start =
          base + (restSource.isEmpty() || restSource.startsWith(delimiter) ? "" : delimiter);
      List<Segment> candidate = new ArrayList<>();
      candidate.add(new Segment.Literal(start));
      candidate.addAll(rest);
      if (resolves(other, candidate, own, start, space, subs)) {
        return "give "
            + other.entity().simpleName()
            + "'s sort key on "
            + where
            + " a start that \""
            + sub.prefix()
            + "\" does not match, such as sk = \""
            + start
            + restSource
            + "\""
            + own.map(
                    b ->
                        ", with prefix = \""
                            + start
                            + "\" on its @Collection(\""
                            + b.name()
                            + "\")"
                            + (b.members().size() > 1
                                ? " and the same start for every member of \"" + b.name() + "\""
                                : ""))
                .orElse("");
      }
    }
    return "give "
        + other.entity().simpleName()
        + "'s sort key on "
        + where
        + " a literal start that \""
        + sub.prefix()
        + "\" does not match";
  }

  private boolean resolves(
      Placement other,
      List<Segment> candidate,
      Optional<Sub> own,
      String start,
      List<Placement> space,
      List<Sub> subs) {
    for (Sub s : subs) {
      if (s.members().contains(other.entity())) {
        // Its other sub-collections must still hold it.
        if (own.map(b -> b != s).orElse(true) && !start.startsWith(s.prefix())) {
          return false;
        }
        continue;
      }
      for (Placement member : space) {
        if (s.members().contains(member.entity()) && matches(member, other, candidate, s)) {
          return false;
        }
      }
    }
    if (own.isPresent()) {
      Sub moved = new Sub(own.get().name(), start, own.get().members(), own.get().first());
      for (Placement p : space) {
        if (!moved.members().contains(p.entity())
            && p.sortKey() != null
            && matches(other, p, p.sortKey().segments(), moved)) {
          return false;
        }
      }
    }
    return true;
  }

  /** The segments after the first {@code length} characters, which are literal text. */
  private static List<Segment> drop(List<Segment> segments, int length) {
    List<Segment> rest = new ArrayList<>();
    int left = length;
    for (Segment segment : segments) {
      if (left > 0 && segment instanceof Segment.Literal literal) {
        if (literal.text().length() > left) {
          rest.add(new Segment.Literal(literal.text().substring(left)));
        }
        left = Math.max(0, left - literal.text().length());
      } else {
        rest.add(segment);
      }
    }
    return rest;
  }

  private static String source(List<Segment> segments) {
    StringBuilder text = new StringBuilder();
    for (Segment segment : segments) {
      if (segment instanceof Segment.Literal literal) {
        text.append(literal.text());
      } else if (segment instanceof Segment.Placeholder placeholder) {
        text.append('{').append(placeholder.name()).append('}');
      } else {
        text.append('{').append(Segment.SHARD).append('}');
      }
    }
    return text.toString();
  }
}
