package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.Segment;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import dev.singletable.processor.validate.design.Placement.Space;
import dev.singletable.processor.validate.design.SubCollectionReview.Sub;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Error {@code collection-leak}: an item collection the key layout cannot serve with one exact
 * Query. The generated collection query ({@code CollectionQuery}) reads whole partitions and keeps
 * the members' items, so an entity that is not a member but can be stored in the same partition (of
 * the same table or index) is read on every call only to be dropped. Members need no sort-key
 * separation from each other: their items are told apart by entity type, and members whose keys can
 * be equal are reported as {@code key-collision}. That members share one partition pattern is
 * checked by validation ({@code collection-partition}). A collection selected by a sort-key prefix
 * reads only that prefix of the partition: {@link SubCollectionReview} checks it.
 */
final class CollectionReview {

  private final Diagnostics diagnostics;
  private final KeyAlphabet alphabet;

  CollectionReview(Diagnostics diagnostics, KeyAlphabet alphabet) {
    this.diagnostics = diagnostics;
    this.alphabet = alphabet;
  }

  private record Member(EntityModel entity, CollectionModel collection) {}

  void review(TableDesign design, Placements placements) {
    Map<String, List<Member>> collections = new LinkedHashMap<>();
    for (EntityModel entity : design.entities()) {
      for (CollectionModel collection : entity.collections()) {
        collections
            .computeIfAbsent(collection.name(), name -> new ArrayList<>())
            .add(new Member(entity, collection));
      }
    }
    List<Sub> subs = new ArrayList<>();
    collections.forEach(
        (name, members) -> {
          CollectionModel first = members.get(0).collection();
          if (first.hasPrefix()) {
            subs.add(
                new Sub(
                    name,
                    first.prefix(),
                    members.stream().map(Member::entity).collect(Collectors.toSet()),
                    first));
          }
        });
    collections.forEach((name, members) -> review(name, members, placements, subs));
  }

  private void review(String name, List<Member> members, Placements placements, List<Sub> subs) {
    Member first = members.get(0);
    Set<EntityModel> entities = members.stream().map(Member::entity).collect(Collectors.toSet());
    for (Map.Entry<Space, List<Placement>> entry : placements.bySpace().entrySet()) {
      String index = entry.getKey().index() == null ? null : entry.getKey().index().name();
      if (!Objects.equals(index, first.collection().indexName())) {
        continue;
      }
      Optional<Placement> member =
          entry.getValue().stream().filter(p -> p.entity() == first.entity()).findFirst();
      if (member.isEmpty()) {
        return;
      }
      if (first.collection().hasPrefix()) {
        // A sub-collection reads only its prefix of the partition: what else it can match.
        new SubCollectionReview(diagnostics, alphabet)
            .review(
                subs.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow(),
                member.get(),
                entry.getValue(),
                subs.stream().filter(s -> Objects.equals(s.index(), index)).toList());
        return;
      }
      for (Placement other : entry.getValue()) {
        if (!entities.contains(other.entity())) {
          check(name, first, member.get(), other, entry.getValue());
        }
      }
    }
  }

  private void check(
      String name, Member first, Placement member, Placement other, List<Placement> space) {
    KeySolver solver = new KeySolver(alphabet);
    KeySide m = new KeySide(member.entity(), solver);
    KeySide o = new KeySide(other.entity(), solver);
    solver.equal(m.fields(member.partitionKey()), o.fields(other.partitionKey()));
    if (other.sortKey() != null) {
      o.fields(other.sortKey()); // so that its example values come from the solver too
    }
    solver
        .solve()
        .ifPresent(
            v ->
                diagnostics.error(
                    first.collection().origin(),
                    Message.COLLECTION_LEAK,
                    name,
                    member.space().describe()
                        + " ("
                        + member.space().partitionAttribute()
                        + " = \""
                        + member.partitionKey().source()
                        + "\")",
                    other.entity().simpleName(),
                    o.describe(v, other.partitionKey(), other.sortKey()),
                    other.keys(
                        o.render(other.partitionKey(), v),
                        other.sortKey() == null ? null : o.render(other.sortKey(), v)),
                    fix(name, member, other, space)));
  }

  /**
   * The fixes that hold for this entity: joining the collection when its partition key is the
   * members' (otherwise validation refuses the member), and a partition-key literal that no other
   * entity's partition in this table or index can have (its type name, or a variant of it when
   * another entity already uses that).
   */
  private String fix(String name, Placement member, Placement other, List<Placement> space) {
    String entity = other.entity().simpleName();
    String join = "add @Collection(\"" + name + "\") to " + entity;
    boolean joins = samePartition(member, other);
    Optional<String> own = ownPartition(other, space);
    if (own.isEmpty()) {
      return joins
          ? join
          : "move "
              + entity
              + " to another table or index, or start the members' partition key with a literal"
              + " that "
              + entity
              + "'s keys cannot have there";
    }
    String move =
        "a partition of its own (a partition-key literal of its own, such as \""
            + own.get()
            + "\")";
    return joins ? join + " or move it to " + move : "move " + entity + " to " + move;
  }

  /** Same text and, placeholder by placeholder, the same attribute types. */
  private static boolean samePartition(Placement a, Placement b) {
    if (!a.partitionKey().source().equals(b.partitionKey().source())) {
      return false;
    }
    for (Segment.Placeholder placeholder : a.partitionKey().placeholders()) {
      Optional<String> ta =
          a.entity().attribute(placeholder.name()).map(x -> x.type().javaType().toString());
      Optional<String> tb =
          b.entity().attribute(placeholder.name()).map(x -> x.type().javaType().toString());
      if (!ta.equals(tb)) {
        return false;
      }
    }
    return true;
  }

  /**
   * {@code INVOICE#{id}}: the entity's placeholders after a literal of its type name (then of
   * variants of it), the first whose keys no other entity's partition key here can equal.
   */
  private Optional<String> ownPartition(Placement other, List<Placement> space) {
    String type = other.entity().typeName().toUpperCase(Locale.ROOT);
    char delimiter = alphabet.delimiter();
    List<String> candidates = new ArrayList<>(List.of(type, type + "S"));
    for (int n = 2; n <= 9; n++) {
      candidates.add(type + n);
    }
    for (String literal : candidates) {
      List<Segment> segments = new ArrayList<>();
      StringBuilder source = new StringBuilder(literal);
      segments.add(new Segment.Literal(literal));
      for (Segment.Placeholder placeholder : other.partitionKey().placeholders()) {
        segments.add(new Segment.Literal(String.valueOf(delimiter)));
        segments.add(placeholder);
        source.append(delimiter).append('{').append(placeholder.name()).append('}');
      }
      boolean apart =
          space.stream()
              .filter(p -> p.entity() != other.entity())
              .noneMatch(p -> canEqual(other.entity(), segments, p));
      if (apart) {
        return Optional.of(source.toString());
      }
    }
    return Optional.empty();
  }

  private boolean canEqual(EntityModel entity, List<Segment> partition, Placement placement) {
    KeySolver solver = new KeySolver(alphabet);
    KeySide side = new KeySide(entity, solver);
    KeySide there = new KeySide(placement.entity(), solver);
    solver.equal(side.fields(partition), there.fields(placement.partitionKey()));
    return solver.solve().isPresent();
  }
}
