package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A global secondary index of a {@link Table}. Entities fill its keys with {@link Gsi}, or, for a
 * native index declared with {@link #partitionKeys()}, with their own attributes.
 *
 * <pre>{@code
 * @Table(name = "Shop", gsis = {
 *     @GlobalIndex(name = "GSI1"),                                 // keys GSI1PK / GSI1SK
 *     @GlobalIndex(name = "ByStatus", pk = "status_pk", sk = "status_sk",
 *                  projection = Projection.INCLUDE, include = {"total"})})
 * public interface Shop {}
 *
 * @Table(name = "League", gsis =
 *     @GlobalIndex(name = "MatchesByRound", partitionKeys = {"tournamentId", "region"},
 *                  sortKeys = {"round", "bracket", "matchId"}))   // native keys: no GSI attributes
 * public interface League {}
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({})
public @interface GlobalIndex {

  /** The index name, for example {@code "GSI1"}. */
  String name();

  /** The partition key attribute; empty means {@code <name>PK}, for example {@code GSI1PK}. */
  String pk() default "";

  /**
   * The sort key attribute; empty means {@code <name>SK}, for example {@code GSI1SK}. Use the
   * table's sort key name to build an inverted index ({@code @GlobalIndex(name = "Inverted", pk =
   * "SK", sk = "PK")}).
   */
  String sk() default "";

  /**
   * False for an index with a partition key only: {@code @GlobalIndex(name = "GSI3", hasSortKey =
   * false)}.
   */
  boolean hasSortKey() default true;

  /**
   * A native (multi-attribute) key: the stored names of 1 to 4 attributes that the entities already
   * store, each keeping its own type (S, N or B), all compared by equality in a query: {@code
   * partitionKeys = {"tournamentId", "region"}}. An entity whose attributes include every key
   * attribute of the index is in it; an item whose value of one is null is not (sparse). The
   * table's entity-type attribute may be one of them: when several entities are in the index, a
   * read of one is served by it only then (each read fixes the type). Leave {@link #pk()}, {@link
   * #sk()} and {@link #hasSortKey()} alone: they name synthetic keys that {@link Gsi} templates
   * fill.
   */
  String[] partitionKeys() default {};

  /**
   * The sort attributes of a native key ({@link #partitionKeys()}), at most 4, in the order that
   * results sort by and that queries fix them in: {@code sortKeys = {"round", "bracket",
   * "matchId"}}. A query gives them from the left with no gap, a range only on the last one given.
   */
  String[] sortKeys() default {};

  /** Which attributes the index stores: {@code projection = Projection.KEYS_ONLY}. */
  Projection projection() default Projection.ALL;

  /**
   * The stored attribute names projected when {@link #projection()} is {@link Projection#INCLUDE}:
   * {@code include = {"total", "status"}}.
   */
  String[] include() default {};
}
