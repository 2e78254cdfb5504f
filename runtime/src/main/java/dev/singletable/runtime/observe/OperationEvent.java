package dev.singletable.runtime.observe;

import dev.singletable.runtime.Transactions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * One operation Singletable ran, as {@link RequestListener#onOperation} hears of it: the totals
 * over its requests. For a batch or a transaction, {@code requests} is its attempt count. The
 * runtime makes the events; a new fact comes as a new method with a default, so that what reads (or
 * implements, in a test) this interface keeps compiling.
 */
public interface OperationEvent {

  /**
   * The DynamoDB API of its first request ({@code BatchWriteItem}, {@code TransactWriteItems},
   * {@code Query}); {@code DescribeTable} for {@code createTable()}.
   */
  String api();

  /** The table it addressed. */
  String table();

  /**
   * The entity type (or item collection) of its requests, or {@code null} when they have no single
   * one.
   */
  String entity();

  /** The secondary index it queried, or {@code null}. */
  String index();

  /** How many requests it sent (pages of a query, attempts of a batch or transaction). */
  int requests();

  /** The items its requests read or wrote, summed. */
  int items();

  /** The capacity units of its requests, summed. */
  ConsumedUnits capacity();

  /** The AWS SDK's retries of its requests, summed. */
  int retries();

  /** The throttled attempts of its requests, summed. */
  int throttles();

  /** From its first request to its end, the waits between re-sends included. */
  Duration latency();

  /**
   * The simple class name of the exception it threw ({@code BatchIncompleteException}, {@code
   * ConditionFailedException}), or {@code null} when it returned.
   */
  String failure();

  /**
   * The capacity units per table name: several tables for a batch or a transaction across tables
   * ({@link Transactions#together}), one otherwise; empty when DynamoDB reported none.
   */
  Map<String, ConsumedUnits> capacityByTable();

  /**
   * The declared read this belongs to: the name of the table interface's {@code @AccessPattern}
   * method ({@code ordersOfCustomer}) whose call started the operation, or {@code null} when the
   * application called a repository, query, batch or transaction directly.
   */
  default String accessPattern() {
    return null;
  }

  /** The items its Queries and Scans evaluated ({@code ScannedCount}), summed. */
  default int scanned() {
    return 0;
  }

  /** How many of its requests Singletable re-sent after a backoff ({@link RequestEvent#resent}). */
  default int resends() {
    return 0;
  }

  /** The throttling reasons of its failed requests, in order. */
  default List<ThrottlingReason> throttlingReasons() {
    return List.of();
  }

  /** Whether the operation returned normally. */
  default boolean succeeded() {
    return failure() == null;
  }
}
