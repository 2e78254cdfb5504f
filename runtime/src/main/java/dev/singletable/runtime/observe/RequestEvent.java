package dev.singletable.runtime.observe;

import dev.singletable.runtime.Transactions;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * One request Singletable sent to DynamoDB, as {@link RequestListener#onRequest} hears of it. The
 * runtime makes the events; a new fact comes as a new method with a default, so that what reads (or
 * implements, in a test) this interface keeps compiling.
 */
public interface RequestEvent {

  /**
   * The DynamoDB API, as its documentation names it ({@code GetItem}, {@code Query}, {@code
   * BatchWriteItem}).
   */
  String api();

  /** The table the request addressed. */
  String table();

  /**
   * The entity type (or item collection) it reads or writes, or {@code null} when it has no single
   * one (batches, transactions, table administration, stream reading).
   */
  String entity();

  /** The secondary index it queried, or {@code null}. */
  String index();

  /**
   * Which request of its operation this is, from 1: a batch's re-send of unprocessed items, a
   * transaction's re-send after a conflict, or the next page of a query counts up.
   */
  int attempt();

  /**
   * The items it read (returned, before Singletable drops expired or foreign ones; a stream's
   * records) or wrote (applied; for a batch, those not left unprocessed); 0 when it failed.
   */
  int items();

  /** The batch items or keys DynamoDB left unprocessed (0 outside batches). */
  int unprocessed();

  /** The capacity units DynamoDB reported, {@link ConsumedUnits#NONE} when none. */
  ConsumedUnits capacity();

  /** How often the AWS SDK re-sent it (after throttling or a server error). */
  int retries();

  /** How many of its attempts DynamoDB throttled, the last one included. */
  int throttles();

  /** From sending to the answer, the SDK's retries included. */
  Duration latency();

  /**
   * The error code of the failure ({@code ConditionalCheckFailedException}, {@code
   * ProvisionedThroughputExceededException}), or the client exception's class name; {@code null}
   * when it succeeded.
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

  /**
   * The items a Query or Scan evaluated ({@code ScannedCount}) before its filter dropped some; 0
   * for other APIs and failed requests. {@link #items()} of {@code scanned()} is the filter's
   * yield.
   */
  default int scanned() {
    return 0;
  }

  /**
   * Whether Singletable re-sent this request after a backoff: batch items left unprocessed, a
   * transaction cancelled by a conflict, throttling that outlasted the SDK's own retries (which
   * {@link #retries()} counts).
   */
  default boolean resent() {
    return false;
  }

  /**
   * Why DynamoDB throttled it, when it failed with throttling and said why ({@code
   * ThrottlingReasons}: each a reason such as {@code TableWriteKeyRangeThroughputExceeded} and the
   * ARN of the table or index); empty otherwise. The attempts the SDK re-sent after throttling and
   * that then succeeded are counted by {@link #throttles()}, without their reasons.
   */
  default List<ThrottlingReason> throttlingReasons() {
    return List.of();
  }

  /** Whether the request succeeded. */
  default boolean succeeded() {
    return failure() == null;
  }
}
