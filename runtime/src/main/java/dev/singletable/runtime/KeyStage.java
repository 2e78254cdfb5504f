package dev.singletable.runtime;

import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.op.NativeQueries;
import dev.singletable.runtime.internal.op.QuerySpec;

/**
 * A query whose sort key can still be narrowed, on either face: generated stages ({@code
 * OrderRepository.CreatedAtOrderIdStage<Q>}) extend it with one method per choice the key can serve
 * ({@code placedAt(value)} leading to the next stage, {@code placedAt(range)} ending the key), and
 * serve both faces through {@code Q}, the face's query ({@link EntityQuery}, {@link
 * AsyncEntityQuery}, {@link ViewQuery} or {@link AsyncViewQuery}). Its options return {@code Q};
 * {@link #all()} is the query as it stands, to run.
 *
 * <pre>{@code
 * Page<Order> latest = db.orders().ordersOf("c1").newestFirst().limit(20).page();
 * List<Order> march = db.orders().ordersOf("c1").placedAt(Range.between(a, b)).list();
 * CompletableFuture<List<Order>> all = asyncDb.orders().ordersOf("c1").all().list();
 * }</pre>
 *
 * @param <S> what one item is read into
 * @param <E> the entity type the filters and key references are written on
 * @param <Q> the face's query this stage leads to
 */
public abstract class KeyStage<S, E, Q extends BaseQuery<S, E, Q>> extends BaseQuery<S, E, Q> {

  private final Q query;
  private final Keys.Attribute sortKey;

  /** The stage of a native index that narrows {@code query}; for generated stages. */
  protected KeyStage(Q query) {
    this(query, null);
  }

  /**
   * The stage that narrows {@code query} by components of {@code sortKey} (the query's sort key:
   * one stage class serves every key of the entity whose sort key ends in the same components); for
   * generated stages.
   */
  protected KeyStage(Q query, Keys.Attribute sortKey) {
    super(query.spec);
    this.query = query;
    this.sortKey = sortKey;
  }

  /** The sort key this stage chooses in, which the next stage chooses in too. */
  protected final Keys.Attribute sortKey() {
    return sortKey;
  }

  @Override
  final Q with(QuerySpec<S> changed) {
    return query.with(changed);
  }

  /** This query as it stands (the partition and the key values chosen so far), to run. */
  public final Q all() {
    return query;
  }

  /**
   * This query restricted to the keys whose component {@code slot} is {@code value}, after the
   * prefix it carries; for generated stages.
   */
  protected final <C> Q withSortKey(Keys.Slot<C> slot, C value) {
    return with(spec.withSortKey(slot.equal(sortKey, spec.sortKey(), value)));
  }

  /**
   * This query restricted to the keys whose component {@code slot} is in {@code range}, after the
   * prefix it carries, with exact byte-order bounds; for generated stages: the last condition.
   */
  protected final <C> Q withSortKey(Keys.Slot<C> slot, Range<C> range) {
    return with(spec.withSortKey(slot.range(sortKey, spec.sortKey(), range)));
  }

  /**
   * This query of a native index also restricted to the items whose key attribute {@code attribute}
   * is {@code value}; for generated stages, which give sort attributes from the left.
   */
  protected final <C> Q withKey(AttributeRef<E, C> attribute, C value) {
    return with(NativeQueries.withKey(spec, spec.target().nativeKey().equal(attribute, value)));
  }

  /**
   * This query of a native index also restricted to the items whose key attribute {@code attribute}
   * is in {@code range}, compared as stored (a number as a number); for generated stages: the last
   * condition.
   */
  protected final <C> Q withKey(AttributeRef<E, C> attribute, Range<C> range) {
    return with(NativeQueries.withKey(spec, spec.target().nativeKey().range(attribute, range)));
  }

  @Override
  public String toString() {
    return "KeyStage[" + describe() + "]";
  }
}
