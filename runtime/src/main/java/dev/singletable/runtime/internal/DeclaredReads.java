package dev.singletable.runtime.internal;

import dev.singletable.runtime.BaseQuery;
import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.ViewQuery;
import dev.singletable.runtime.internal.call.CallObserver;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import java.util.stream.Stream;

/**
 * The bodies of declared reads, for generated code (not API). {@code ShopDb} writes each read once,
 * as a method generic over the {@link Face}, and both faces call it: {@code ShopDb} with {@link
 * Face#blocking()}, {@code ShopAsyncDb} with {@link Face#async()}. The body builds the read with
 * the blocking face's repositories and queries, which only describe it, and ends in one of the
 * terminals here, which run the same step as the query's own terminal on the caller of the face
 * asked for. The whole body runs under the name of its access pattern (the table interface's
 * method), which the request listener's events report ({@code RequestEvent.accessPattern()}); a
 * stream returned by the body keeps the name for the pages it reads later.
 *
 * <p>A table without the asynchronous face has one face only: its {@code ShopDb} writes each read
 * as the method itself, between {@link #enter} and {@link #leave}, and ends it in the terminal of
 * the repository or query itself ({@code get(key)}, {@code page(request)}, {@code list()}, ...),
 * which runs the same step on the blocking caller, with no generic body and no lambda for the
 * compiler to attribute. The terminals here exist for the face-generic bodies alone: the runtime
 * package lends them, through {@link Access}, the steps that the queries' own terminals run on one
 * face each.
 */
public final class DeclaredReads {

  /** What the runtime package lends these terminals; installed once, as {@link Tables.Access}. */
  public interface Access {

    /**
     * The step of a repository's {@code get(key)} or {@code getConsistent(key)}, on {@code face}.
     */
    <T, K, R> R get(
        Face<Optional<T>, R> face, EntityRepository<T, K, ?> from, K key, boolean strong);

    /**
     * {@code page()}, or {@code page(request)} when {@code request} is not null, on {@code face}.
     */
    <S, R> R page(Face<Page<S>, R> face, BaseQuery<S, ?, ?> query, PageRequest request);

    /** {@code first()}, or {@code first(count)} when {@code count} is not negative. */
    <S, X, R> R first(Face<X, R> face, BaseQuery<S, ?, ?> query, int count);

    /** {@code list()} on {@code face}. */
    <S, R> R list(Face<List<S>, R> face, BaseQuery<S, ?, ?> query);

    /** Every item, or the first {@code count} when not negative, as a stream on {@code face}. */
    <S, R> R stream(Face<Stream<S>, R> face, BaseQuery<S, ?, ?> query, int count);

    /** The full items behind a view query's views, on {@code face}. */
    <T, R> R fetchItems(Face<List<T>, R> face, ViewQuery<?, T, ?> query);

    /** A collection's {@code fetch()} when {@code whole}, else its {@code page(request)}. */
    <V, R> R collection(
        Face<V, R> face, CollectionQuery<V> query, boolean whole, PageRequest request);
  }

  private static volatile Access installed;

  private DeclaredReads() {}

  /** Installs the runtime package's access; later calls change nothing. */
  public static synchronized void install(Access access) {
    if (installed == null) {
      installed = Objects.requireNonNull(access, "access");
    }
  }

  /**
   * Refuses a {@code null} key argument of the declared read {@code accessPattern} before anything
   * is sent, since it would select no item: {@code arguments} are the values of the parameters
   * {@code parameters}, in order.
   *
   * @throws IllegalArgumentException naming the read and the first null parameter
   */
  public static void require(String accessPattern, List<String> parameters, Object... arguments) {
    for (int i = 0; i < arguments.length; i++) {
      if (arguments[i] == null) {
        throw new IllegalArgumentException(
            accessPattern
                + ": "
                + parameters.get(i)
                + " must not be null; it selects the items to read");
      }
    }
  }

  /**
   * Runs {@code read}, the body of {@code accessPattern}, on {@code face}: its result on the
   * blocking face; on the asynchronous face its future, or a future failed with what it threw while
   * building the read (a null key argument, a key value the key cannot hold).
   */
  @SuppressWarnings("unchecked") // Face's factories fix R: a future when asynchronous
  public static <X, R> R serve(Face<X, R> face, String accessPattern, Supplier<R> read) {
    if (!face.isAsync()) {
      return CallObserver.serving(accessPattern, read);
    }
    return CallObserver.serving(
        accessPattern, () -> (R) Futures.start(() -> (CompletableFuture<Object>) read.get()));
  }

  /** The repository's {@code get(key)}, on {@code face}. */
  public static <T, K, R> R get(Face<Optional<T>, R> face, EntityRepository<T, K, ?> from, K key) {
    return installed.get(face, from, key, false);
  }

  /** The repository's {@code getConsistent(key)}, on {@code face}. */
  public static <T, K, R> R getConsistent(
      Face<Optional<T>, R> face, EntityRepository<T, K, ?> from, K key) {
    return installed.get(face, from, key, true);
  }

  /** The query's {@code page()}, on {@code face}. */
  public static <S, R> R page(Face<Page<S>, R> face, BaseQuery<S, ?, ?> query) {
    return installed.page(face, query, null);
  }

  /** The query's {@code page(request)}, on {@code face}. */
  public static <S, R> R page(
      Face<Page<S>, R> face, BaseQuery<S, ?, ?> query, PageRequest request) {
    return installed.page(face, query, Objects.requireNonNull(request, "request"));
  }

  /** The query's {@code first()}, on {@code face}. */
  public static <S, R> R first(Face<Optional<S>, R> face, BaseQuery<S, ?, ?> query) {
    return installed.first(face, query, -1);
  }

  /** The query's {@code first(count)}, on {@code face}. */
  public static <S, R> R first(Face<List<S>, R> face, BaseQuery<S, ?, ?> query, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    return installed.first(face, query, count);
  }

  /** The query's {@code list()}, on {@code face}. */
  public static <S, R> R list(Face<List<S>, R> face, BaseQuery<S, ?, ?> query) {
    return installed.list(face, query);
  }

  /**
   * Every item as a stream: on the blocking face the query's {@code stream()}, read page by page as
   * it is consumed; on the asynchronous face a future of the stream of its {@code list()}.
   */
  public static <S, R> R stream(Face<Stream<S>, R> face, BaseQuery<S, ?, ?> query) {
    return installed.stream(face, query, -1);
  }

  /** The first {@code count} items as a stream, read as {@link #stream(Face, BaseQuery)} reads. */
  public static <S, R> R stream(Face<Stream<S>, R> face, BaseQuery<S, ?, ?> query, int count) {
    if (count < 0) {
      throw new IllegalArgumentException("count must not be negative: " + count);
    }
    return installed.stream(face, query, count);
  }

  /** The items of the view query's {@code fetchItems()}, on {@code face}. */
  public static <T, R> R fetchItems(Face<List<T>, R> face, ViewQuery<?, T, ?> query) {
    return installed.fetchItems(face, query);
  }

  /** The collection's {@code fetch()}, on {@code face}. */
  public static <V, R> R fetch(Face<V, R> face, CollectionQuery<V> collection) {
    return installed.collection(face, collection, true, null);
  }

  /** The collection's {@code page()}, on {@code face}. */
  public static <V, R> R page(Face<V, R> face, CollectionQuery<V> collection) {
    return installed.collection(face, collection, false, null);
  }

  /** The collection's {@code page(request)}, on {@code face}. */
  public static <V, R> R page(Face<V, R> face, CollectionQuery<V> collection, PageRequest request) {
    return installed.collection(
        face, collection, false, Objects.requireNonNull(request, "request"));
  }

  /**
   * Starts serving {@code accessPattern} on this thread, as {@link #serve} does around its body;
   * returns what {@link #leave} takes, in a {@code finally}.
   */
  public static String enter(String accessPattern) {
    return CallObserver.enter(accessPattern);
  }

  /** Ends serving a declared read on this thread; {@code outer} is what {@link #enter} returned. */
  public static void leave(String outer) {
    CallObserver.leave(outer);
  }
}
