package dev.singletable.runtime.internal;

import dev.singletable.runtime.CollectionQuery;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableHandle;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a generated Db does with its whole table (generated-code contract, not API): create it, and
 * read its item collections, on either face. The runtime package implements {@link Access} and
 * installs it when {@code TableHandle} initialises, before any handle exists, so that these take
 * the contract's {@link Face} and {@link CollectionPage} without the public API naming them.
 */
public final class Tables {

  /** What the runtime package lends generated code; installed once. */
  public interface Access {

    /** As {@link Tables#createIfAbsent}. */
    <R> R createIfAbsent(TableHandle table, Face<Void, R> face);

    /** As {@link Tables#collection}. */
    <V, R> CollectionQuery<R> collection(
        TableHandle table,
        String name,
        String indexName,
        String partitionKey,
        String sortKeyPrefix,
        List<EntitySchema<?, ?>> members,
        Function<? super CollectionPage, V> as,
        Face<V, R> face);
  }

  private static volatile Access installed;

  private Tables() {}

  /** Installs the runtime package's access; later calls change nothing. */
  public static synchronized void install(Access access) {
    if (installed == null) {
      installed = Objects.requireNonNull(access, "access");
    }
  }

  /**
   * Creates the table if it does not exist, waits until it is active, and enables TTL on the
   * layout's TTL attribute if there is one and TTL is not on yet, answering on {@code face}: on the
   * blocking face it returns when done ({@code null}), on the asynchronous face a future that
   * completes then.
   */
  public static <R> R createIfAbsent(TableHandle table, Face<Void, R> face) {
    return installed.createIfAbsent(table, face);
  }

  /**
   * The collection {@code name} of {@code members} in partition {@code partitionKey} of the table
   * or of index {@code indexName} ({@code null}: the table), whose pages {@code as} reads into the
   * collection's record, answered on {@code face}.
   *
   * @throws IllegalArgumentException when the layout has no such index
   */
  public static <V, R> CollectionQuery<R> collection(
      TableHandle table,
      String name,
      String indexName,
      String partitionKey,
      List<EntitySchema<?, ?>> members,
      Function<? super CollectionPage, V> as,
      Face<V, R> face) {
    return collection(table, name, indexName, partitionKey, "", members, as, face);
  }

  /**
   * As {@link #collection(TableHandle, String, String, String, List, Function, Face)}, for the
   * sub-collection whose members' sort keys start with {@code sortKeyPrefix} (sent as {@code
   * begins_with}).
   */
  public static <V, R> CollectionQuery<R> collection(
      TableHandle table,
      String name,
      String indexName,
      String partitionKey,
      String sortKeyPrefix,
      List<EntitySchema<?, ?>> members,
      Function<? super CollectionPage, V> as,
      Face<V, R> face) {
    return installed.collection(
        table, name, indexName, partitionKey, sortKeyPrefix, members, as, face);
  }
}
