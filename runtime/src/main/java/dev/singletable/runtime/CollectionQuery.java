package dev.singletable.runtime;

import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.QueryMembers;
import dev.singletable.runtime.internal.op.QueryMembers.Member;
import dev.singletable.runtime.internal.op.QueryPageOperation;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * Reads an item collection: every item of one partition (of the table or an index) whose entity
 * type is a member, each read with its own schema, in one Query per page. It reads through the same
 * engine as entity queries (paging, cursors, expiry, consistency rules). Immutable. Each generated
 * collection method of {@code ShopDb} wraps one and returns a record with a typed list (or
 * optional) per member entity.
 */
public final class CollectionQuery {

  private final QuerySpec<Member> spec;

  private CollectionQuery(QuerySpec<Member> spec) {
    this.spec = spec;
  }

  /**
   * The collection {@code name} of {@code members} in the partition {@code target} names; for
   * generated code.
   *
   * @param name the collection name, part of what a cursor belongs to
   * @throws IllegalArgumentException when the layout has no such index
   */
  public static CollectionQuery of(
      TableHandle table, String name, QueryTarget target, List<EntitySchema<?, ?>> members) {
    return new CollectionQuery(
        QuerySpec.query(
            table.context(),
            QueryMembers.collection(name, members),
            target.indexName(),
            target.partitionKey(),
            target.sortKey().condition()));
  }

  /** At most {@code pageSize} items evaluated per page. */
  public CollectionQuery limit(int pageSize) {
    return new CollectionQuery(spec.withLimit(pageSize));
  }

  /** Strongly consistent reads; refused on a global secondary index. */
  public CollectionQuery consistentRead() {
    return new CollectionQuery(spec.withConsistentRead(true));
  }

  /** Resumes after the page that returned {@code pageCursor} ({@code null}: from the start). */
  public CollectionQuery startAfter(String pageCursor) {
    return new CollectionQuery(spec.withCursor(pageCursor));
  }

  /** Reads one page. */
  public CollectionPage page() {
    return spec.context().caller().run(pageStep());
  }

  /** Reads every page of the collection (keeps going past empty pages that have a next one). */
  public CollectionPage fetchAll() {
    return spec.context().caller().run(allStep());
  }

  /**
   * {@link #page()} without holding the calling thread, the future holding what {@code as} makes of
   * the page (the generated record of the collection); {@code as} runs inside the operation, so a
   * failure stays the typed exception rather than a dependent stage's {@code CompletionException}.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public <R> CompletableFuture<R> pageAsync(Function<? super CollectionPage, R> as) {
    return spec.context().caller().runAsync(() -> pageStep().map(as));
  }

  /**
   * {@link #fetchAll()} without holding the calling thread (each page is requested when the
   * previous one arrives), the future holding what {@code as} makes of the whole collection.
   *
   * @throws IllegalStateException when the table was opened with a synchronous client
   */
  public <R> CompletableFuture<R> fetchAllAsync(Function<? super CollectionPage, R> as) {
    return spec.context().caller().runAsync(() -> allStep().map(as));
  }

  private Step<CollectionPage> pageStep() {
    return new QueryPageOperation<>(spec).step().map(CollectionQuery::byType);
  }

  private Step<CollectionPage> allStep() {
    return QueryPages.all(
        spec,
        (CollectionPage) null,
        (all, page) -> all == null ? byType(page) : all.append(byType(page)));
  }

  /** The key condition sent, readable: {@code PK = "ORDER#o1" (collection orderDetails)}. */
  public String describe() {
    return spec.describe();
  }

  private static CollectionPage byType(Page<Member> page) {
    Map<String, List<Object>> items = new LinkedHashMap<>();
    for (Member member : page.items()) {
      items.computeIfAbsent(member.entityType(), t -> new ArrayList<>()).add(member.entity());
    }
    return new CollectionPage(items, page.cursor(), page.skippedItems());
  }
}
