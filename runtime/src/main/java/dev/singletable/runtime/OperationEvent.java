package dev.singletable.runtime;

import java.time.Duration;
import java.util.Map;

/**
 * One operation Singletable ran, as {@link RequestListener#onOperation} hears of it: the totals
 * over its requests. For a batch or a transaction, {@code requests} is its attempt count.
 *
 * @param api the DynamoDB API of its first request ({@code BatchWriteItem}, {@code
 *     TransactWriteItems}, {@code Query}); {@code DescribeTable} for {@code createTable()}
 * @param table the table it addressed
 * @param entity the entity type (or item collection) of its requests, or {@code null} when they
 *     have no single one
 * @param index the secondary index it queried, or {@code null}
 * @param requests how many requests it sent (pages of a query, attempts of a batch or transaction)
 * @param items the items its requests read or wrote, summed
 * @param capacity the capacity units of its requests, summed
 * @param retries the AWS SDK's retries of its requests, summed
 * @param throttles the throttled attempts of its requests, summed
 * @param latency from its first request to its end, the waits between re-sends included
 * @param failure the simple class name of the exception it threw ({@code BatchIncompleteException},
 *     {@code ConditionFailedException}), or {@code null} when it returned
 * @param capacityByTable the capacity units per table name: several tables for a batch or a
 *     transaction across tables ({@link Transactions#together}), one otherwise; empty when DynamoDB
 *     reported none
 */
public record OperationEvent(
    String api,
    String table,
    String entity,
    String index,
    int requests,
    int items,
    ConsumedUnits capacity,
    int retries,
    int throttles,
    Duration latency,
    String failure,
    Map<String, ConsumedUnits> capacityByTable) {

  public OperationEvent {
    capacityByTable = Map.copyOf(capacityByTable);
  }

  /** Whether the operation returned normally. */
  public boolean succeeded() {
    return failure == null;
  }
}
