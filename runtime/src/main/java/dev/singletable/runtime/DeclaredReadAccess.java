package dev.singletable.runtime;

import dev.singletable.runtime.internal.DeclaredReads;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.QueryPages;
import dev.singletable.runtime.internal.op.QuerySpec;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * What {@link DeclaredReads} hands the generated Db classes: each terminal runs the step of the
 * query's own terminal of the same name, on the caller of the face asked for.
 */
final class DeclaredReadAccess implements DeclaredReads.Access {

  @Override
  public <T, K, R> R get(
      Face<Optional<T>, R> face, EntityRepository<T, K, ?> from, K key, boolean strong) {
    return from.context.run(face, () -> from.getStep(key, strong));
  }

  @Override
  public <S, R> R page(Face<Page<S>, R> face, BaseQuery<S, ?, ?> query, PageRequest request) {
    QuerySpec<S> spec = query.spec;
    return spec.context()
        .run(
            face,
            () -> request == null ? QueryPages.page(spec) : EntityQuery.pageStep(spec, request));
  }

  @Override
  @SuppressWarnings("unchecked") // X is Optional<S> without a count, List<S> with one
  public <S, X, R> R first(Face<X, R> face, BaseQuery<S, ?, ?> query, int count) {
    QuerySpec<S> spec = query.spec;
    return spec.context()
        .run(
            face,
            () -> (Step<X>) (count < 0 ? QueryPages.first(spec) : QueryPages.first(spec, count)));
  }

  @Override
  public <S, R> R list(Face<List<S>, R> face, BaseQuery<S, ?, ?> query) {
    QuerySpec<S> spec = query.spec;
    return spec.context().run(face, () -> QueryPages.list(spec));
  }

  @Override
  @SuppressWarnings("unchecked") // the blocking face's R is Stream<S>
  public <S, R> R stream(Face<Stream<S>, R> face, BaseQuery<S, ?, ?> query, int count) {
    QuerySpec<S> spec = query.spec;
    if (!face.isAsync()) {
      // Read page by page as the stream is consumed, as the query's own stream() reads.
      Stream<S> items = new EntityQuery<>(spec).stream();
      return (R) (count < 0 ? items : items.limit(count));
    }
    return spec.context()
        .run(
            face,
            () ->
                (count < 0 ? QueryPages.list(spec) : QueryPages.first(spec, count))
                    .map(List::stream));
  }

  @Override
  public <T, R> R fetchItems(Face<List<T>, R> face, ViewQuery<?, T, ?> query) {
    return fetch(face, query);
  }

  private static <V extends IndexView<K>, T, K, R> R fetch(
      Face<List<T>, R> face, ViewQuery<V, T, K> query) {
    return query
        .spec
        .context()
        .run(face, () -> ViewQuery.fetchStep(query.spec, query.schema).map(FetchedItems::items));
  }

  @Override
  public <V, R> R collection(
      Face<V, R> face, CollectionQuery<V> query, boolean whole, PageRequest request) {
    return query.run(face, whole, request);
  }
}
