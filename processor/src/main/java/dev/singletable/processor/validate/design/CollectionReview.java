package dev.singletable.processor.validate.design;

import dev.singletable.processor.model.CollectionModel;
import dev.singletable.processor.model.EntityModel;
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
          check(name, first, member.get(), other);
        }
      }
    }
  }

  private void check(String name, Member first, Placement member, Placement other) {
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
            v -> {
              String keys =
                  other.keys(
                      o.render(other.partitionKey(), v),
                      other.sortKey() == null ? null : o.render(other.sortKey(), v));
              String placeholders =
                  other.partitionKey().placeholders().stream()
                      .map(p -> "{" + p.name() + "}")
                      .collect(Collectors.joining(String.valueOf(alphabet.delimiter())));
              String own =
                  other.entity().typeName().toUpperCase(Locale.ROOT)
                      + (placeholders.isEmpty() ? "" : alphabet.delimiter() + placeholders);
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
                  keys,
                  name,
                  other.entity().simpleName(),
                  own);
            });
  }
}
