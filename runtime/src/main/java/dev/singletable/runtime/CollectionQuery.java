package dev.singletable.runtime;

import dev.singletable.runtime.internal.CollectionPage;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.FormerKeys;
import dev.singletable.runtime.internal.QueryTarget;
import dev.singletable.runtime.internal.SchemaBase;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.QueryMembers;
import dev.singletable.runtime.internal.op.QueryMembers.Member;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Reads an item collection: every item of one partition (of the table or an index), or of the part
 * of it that a sort-key prefix selects, whose entity type is a member, each read with its own
 * schema, in one Query per page (and one more per member whose key moves, merged in the new keys'
 * order), through the same engine as entity queries (paging, cursors, expiry, consistency rules).
 * Each generated collection method of {@code ShopDb} returns one whose pages are the generated
 * record of the collection ({@code CollectionQuery<OrderDetails>}), with a typed list (or optional)
 * per member entity; on {@code ShopAsyncDb} the same query answers futures of it ({@code
 * CollectionQuery<CompletableFuture<OrderDetails>>}). Immutable.
 *
 * @param <R> what {@link #page()} and {@link #fetch()} return: the collection's record, or a future
 *     of it
 */
public final class CollectionQuery<R> {

  private final QuerySpec<Member> spec;
  private final Function<? super CollectionPage, ?> as;
  private final Face<?, R> face;

  private CollectionQuery(
      QuerySpec<Member> spec, Function<? super CollectionPage, ?> as, Face<?, R> face) {
    this.spec = spec;
    this.as = as;
    this.face = face;
  }

  /**
   * The sub-collection {@code name}: the items of partition {@code partitionKey} whose sort key
   * starts with {@code sortKeyPrefix}, read with {@code begins_with} (the compiler proved that no
   * other entity of the partition has such a key), whose pages {@code as} reads into the
   * collection's record, answered on {@code face}; for generated code, through {@code
   * internal.Tables}.
   *
   * @param name the collection name, part of what a cursor belongs to
   * @param indexName the index read, or {@code null} for the table
   * @param sortKeyPrefix the literal start of the members' sort keys; empty for the whole partition
   * @throws IllegalArgumentException when the layout has no such index
   */
  static <V, R> CollectionQuery<R> of(
      TableHandle table,
      String name,
      String indexName,
      String partitionKey,
      String sortKeyPrefix,
      List<EntitySchema<?, ?>> members,
      Function<? super CollectionPage, V> as,
      Face<V, R> face) {
    SortKeyCondition sortKey = SortKeyCondition.prefix(sortKeyPrefix);
    return new CollectionQuery<>(
        QuerySpec.query(
                table.context(),
                QueryMembers.collection(name, members),
                indexName,
                partitionKey,
                sortKey)
            .withFormers(formers(indexName, partitionKey, sortKey, members)),
        as,
        face);
  }

  /**
   * The former keys of the members whose key moves, where a query can follow the move: a collection
   * of the table reads the former table key of each member whose primary key moves, a collection on
   * a global index the former index keys of each member whose key there moves ({@code @Gsi(formerly
   * = ...)}); each then also reads the members not moved yet and merges them, each entity once, in
   * the new keys' order, as the entity's own queries do.
   */
  private static List<QueryTarget.Former> formers(
      String indexName,
      String partitionKey,
      SortKeyCondition sortKey,
      List<EntitySchema<?, ?>> members) {
    List<QueryTarget.Former> formers = new ArrayList<>();
    QueryTarget target = new QueryTarget(indexName, partitionKey, List.of(), sortKey);
    for (EntitySchema<?, ?> member : members) {
      if (member instanceof SchemaBase<?, ?> base) {
        List<FormerKeys> moves = new ArrayList<>(base.formerIndexKeys());
        if (base.formerKeys() != null) {
          moves.add(base.formerKeys());
        }
        for (FormerKeys keys : moves) {
          // Only the former keys of the table or index read widen it.
          QueryTarget.Former former = keys.widen(target).former();
          if (former != null) {
            formers.add(former.of(member.entityType()));
          }
        }
      }
    }
    return formers;
  }

  /** At most {@code pageSize} items evaluated per page. */
  public CollectionQuery<R> limit(int pageSize) {
    return new CollectionQuery<>(spec.withLimit(pageSize), as, face);
  }

  /**
   * Descending sort-key order: the partition read backwards, a page at a time (the newest first for
   * time-ordered keys); each member's list keeps that order. A cursor resumes in the order it was
   * read in: a cursor of one order is refused by a query of the other.
   */
  public CollectionQuery<R> descending() {
    return new CollectionQuery<>(spec.withForward(false), as, face);
  }

  /** Strongly consistent reads; refused on a global secondary index. */
  public CollectionQuery<R> consistentRead() {
    return new CollectionQuery<>(spec.withConsistentRead(true), as, face);
  }

  /** Resumes after the page that returned {@code cursor} ({@code null}: from the start). */
  public CollectionQuery<R> startAfter(String cursor) {
    return new CollectionQuery<>(spec.withCursor(cursor), as, face);
  }

  /** Reads one page; the record's {@code cursor()} resumes after it. */
  public R page() {
    return run(face, false, null);
  }

  /**
   * Reads the page {@code request} asks for, from its cursor: one DynamoDB page of {@code
   * request.size()} items evaluated, or, for a {@link PageRequest#filled()} request, a page of that
   * many items of the member types (expired items and other types left out) read from as many
   * DynamoDB pages as it takes within the request's bound, whose cursor resumes right after its
   * last item; a page the bound cut short holds fewer items and a cursor.
   */
  public R page(PageRequest request) {
    return run(face, false, Objects.requireNonNull(request, "request"));
  }

  /**
   * Reads every page of the collection (keeps going past empty pages that have a next one; on the
   * asynchronous face each page is requested when the previous one arrives).
   */
  public R fetch() {
    return run(face, true, null);
  }

  /**
   * Reads every page ({@code whole}), the page {@code request} asks for, or one page, into the
   * collection's record, answered on {@code on}: this query's own face, or, for a declared read
   * that both faces serve, the face it is served on ({@code internal.DeclaredReads}).
   */
  @SuppressWarnings("unchecked") // as makes the record V of every face of this collection
  <X, Q> Q run(Face<X, Q> on, boolean whole, PageRequest request) {
    Supplier<Step<CollectionPage>> read;
    if (whole) {
      read =
          () ->
              QueryPages.all(
                  spec,
                  (CollectionPage) null,
                  (all, page) -> all == null ? byType(page) : all.append(byType(page)));
    } else if (request == null) {
      read = () -> QueryPages.page(spec).map(this::byType);
    } else {
      read = () -> EntityQuery.pageStep(spec, request).map(this::byType);
    }
    return spec.context().run(on, () -> read.get().map(page -> (X) as.apply(page)));
  }

  /**
   * The key condition sent, readable: {@code PK = "ORDER#o1" (collection orderDetails)}, or with
   * {@code AND begins_with(SK, "OWNS#")} for a sub-collection.
   */
  public String describe() {
    return spec.describe();
  }

  @Override
  public String toString() {
    return "CollectionQuery[" + describe() + "]";
  }

  private CollectionPage byType(Page<Member> page) {
    Map<String, List<Object>> items = new LinkedHashMap<>();
    for (Member member : page.items()) {
      items.computeIfAbsent(member.entityType(), t -> new ArrayList<>()).add(member.entity());
    }
    return new CollectionPage(items, page.cursor(), page.skippedItems());
  }
}
