package dev.singletable.runtime;

import java.time.Duration;
import java.util.Map;

/**
 * One request Singletable sent to DynamoDB, as {@link RequestListener#onRequest} hears of it.
 *
 * @param api the DynamoDB API, as its documentation names it ({@code GetItem}, {@code Query},
 *     {@code BatchWriteItem})
 * @param table the table the request addressed
 * @param entity the entity type (or item collection) it reads or writes, or {@code null} when it
 *     has no single one (batches, transactions, table administration)
 * @param index the secondary index it queried, or {@code null}
 * @param attempt which request of its operation this is, from 1: a batch's re-send of unprocessed
 *     items, a transaction's re-send after a conflict, or the next page of a query counts up
 * @param items the items it read (returned, before Singletable drops expired or foreign ones) or
 *     wrote (applied; for a batch, those not left unprocessed); 0 when it failed
 * @param unprocessed the batch items or keys DynamoDB left unprocessed (0 outside batches)
 * @param capacity the capacity units DynamoDB reported, {@link ConsumedUnits#NONE} when none
 * @param retries how often the AWS SDK re-sent it (after throttling or a server error)
 * @param throttles how many of its attempts DynamoDB throttled, the last one included
 * @param latency from sending to the answer, the SDK's retries included
 * @param failure the error code of the failure ({@code ConditionalCheckFailedException}, {@code
 *     ProvisionedThroughputExceededException}), or the client exception's class name; {@code null}
 *     when it succeeded
 * @param capacityByTable the capacity units per table name: several tables for a batch or a
 *     transaction across tables ({@link Transactions#together}), one otherwise; empty when DynamoDB
 *     reported none
 */
public record RequestEvent(
    String api,
    String table,
    String entity,
    String index,
    int attempt,
    int items,
    int unprocessed,
    ConsumedUnits capacity,
    int retries,
    int throttles,
    Duration latency,
    String failure,
    Map<String, ConsumedUnits> capacityByTable) {

  public RequestEvent {
    capacityByTable = Map.copyOf(capacityByTable);
  }

  /** Whether the request succeeded. */
  public boolean succeeded() {
    return failure == null;
  }
}
