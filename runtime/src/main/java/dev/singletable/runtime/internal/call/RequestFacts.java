package dev.singletable.runtime.internal.call;

import dev.singletable.runtime.ConsumedUnits;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What an observed request and its answer say, API by API: the request as sent when observed
 * (asking for consumed capacity per table and index, and carrying the SDK metrics publisher), the
 * table and index it addresses, and the items and capacity units of its answer. The one place that
 * knows the shapes of the APIs the runtime sends, so that every caller observes them alike.
 */
final class RequestFacts {

  private static final ReturnConsumedCapacity INDEXES = ReturnConsumedCapacity.INDEXES;

  private RequestFacts() {}

  /**
   * {@code request} asking for its consumed capacity (for the item APIs) and with {@code metrics}
   * added to its SDK metric publishers (for every DynamoDB and DynamoDB Streams request).
   */
  @SuppressWarnings("unchecked")
  static <Q> Q observed(Q request, MetricPublisher metrics) {
    if (!(request instanceof AwsRequest aws)) {
      return request;
    }
    AwsRequestOverrideConfiguration config =
        aws.overrideConfiguration()
            .map(AwsRequestOverrideConfiguration::toBuilder)
            .orElseGet(AwsRequestOverrideConfiguration::builder)
            .addMetricPublisher(metrics)
            .build();
    Object observed;
    if (request instanceof GetItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof PutItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof UpdateItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof DeleteItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof QueryRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof ScanRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof BatchGetItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof BatchWriteItemRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof TransactGetItemsRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else if (request instanceof TransactWriteItemsRequest r) {
      observed =
          r.toBuilder().returnConsumedCapacity(INDEXES).overrideConfiguration(config).build();
    } else {
      observed = aws.toBuilder().overrideConfiguration(config).build();
    }
    return (Q) observed;
  }

  /**
   * The table a request addresses (a batch's or transaction's first, a stream's table), or {@code
   * null} (a {@code GetRecords} request names only its shard iterator).
   */
  static String table(Object request) {
    if (request instanceof GetItemRequest r) {
      return r.tableName();
    } else if (request instanceof PutItemRequest r) {
      return r.tableName();
    } else if (request instanceof UpdateItemRequest r) {
      return r.tableName();
    } else if (request instanceof DeleteItemRequest r) {
      return r.tableName();
    } else if (request instanceof QueryRequest r) {
      return r.tableName();
    } else if (request instanceof ScanRequest r) {
      return r.tableName();
    } else if (request instanceof BatchGetItemRequest r) {
      return first(r.requestItems());
    } else if (request instanceof BatchWriteItemRequest r) {
      return first(r.requestItems());
    } else if (request instanceof TransactGetItemsRequest r) {
      return r.transactItems().isEmpty() ? null : r.transactItems().get(0).get().tableName();
    } else if (request instanceof TransactWriteItemsRequest r) {
      return r.transactItems().isEmpty() ? null : tableOf(r.transactItems().get(0));
    } else if (request instanceof DescribeTableRequest r) {
      return r.tableName();
    } else if (request instanceof DescribeTimeToLiveRequest r) {
      return r.tableName();
    } else if (request instanceof UpdateTimeToLiveRequest r) {
      return r.tableName();
    } else if (request instanceof CreateTableRequest r) {
      return r.tableName();
    } else if (request instanceof DescribeStreamRequest r) {
      return tableOfStream(r.streamArn());
    } else if (request instanceof GetShardIteratorRequest r) {
      return tableOfStream(r.streamArn());
    }
    return null;
  }

  /** The table of a stream ARN ({@code arn:aws:dynamodb:...:table/Shop/stream/2025-...}). */
  private static String tableOfStream(String arn) {
    int start = arn == null ? -1 : arn.indexOf(":table/");
    int end = start < 0 ? -1 : arn.indexOf("/stream/", start);
    return end < 0 ? null : arn.substring(start + ":table/".length(), end);
  }

  private static String first(Map<String, ?> requestItems) {
    return requestItems.isEmpty() ? null : requestItems.keySet().iterator().next();
  }

  private static String tableOf(TransactWriteItem item) {
    if (item.put() != null) {
      return item.put().tableName();
    } else if (item.update() != null) {
      return item.update().tableName();
    } else if (item.delete() != null) {
      return item.delete().tableName();
    }
    return item.conditionCheck() == null ? null : item.conditionCheck().tableName();
  }

  /** The secondary index a Query or Scan reads, or {@code null}. */
  static String index(Object request) {
    if (request instanceof QueryRequest r) {
      return r.indexName();
    }
    return request instanceof ScanRequest r ? r.indexName() : null;
  }

  /** The items an answer read or wrote (see {@link dev.singletable.runtime.RequestEvent#items}). */
  static int items(Object request, Object response) {
    if (response instanceof GetItemResponse r) {
      return r.hasItem() && !r.item().isEmpty() ? 1 : 0;
    } else if (response instanceof QueryResponse r) {
      return r.count() == null ? 0 : r.count();
    } else if (response instanceof ScanResponse r) {
      return r.count() == null ? 0 : r.count();
    } else if (response instanceof BatchGetItemResponse r) {
      return r.responses().values().stream().mapToInt(List::size).sum();
    } else if (response instanceof BatchWriteItemResponse r
        && request instanceof BatchWriteItemRequest q) {
      return count(q.requestItems()) - unprocessed(r);
    } else if (response instanceof TransactGetItemsResponse r) {
      return (int) r.responses().stream().filter(i -> i.hasItem() && !i.item().isEmpty()).count();
    } else if (response instanceof TransactWriteItemsResponse
        && request instanceof TransactWriteItemsRequest q) {
      return q.transactItems().size();
    } else if (response instanceof PutItemResponse
        || response instanceof UpdateItemResponse
        || response instanceof DeleteItemResponse) {
      return 1;
    } else if (response instanceof GetRecordsResponse r) {
      return r.records().size();
    }
    return 0;
  }

  /** The batch writes or keys an answer left unprocessed. */
  static int unprocessed(Object response) {
    if (response instanceof BatchWriteItemResponse r) {
      return count(r.unprocessedItems());
    }
    if (response instanceof BatchGetItemResponse r) {
      return r.unprocessedKeys().values().stream().mapToInt(keys -> keys.keys().size()).sum();
    }
    return 0;
  }

  private static int count(Map<String, List<WriteRequest>> requests) {
    return requests.values().stream().mapToInt(List::size).sum();
  }

  /** The consumed capacity an answer reports, summed over its tables. */
  static ConsumedUnits capacity(Object response) {
    ConsumedUnits units = ConsumedUnits.NONE;
    for (ConsumedCapacity capacity : reported(response)) {
      units = units.plus(units(capacity));
    }
    return units;
  }

  /**
   * The consumed capacity an answer reports, per table name (several for a batch or a transaction
   * across tables); empty when it reports none.
   */
  static Map<String, ConsumedUnits> capacityByTable(Object response) {
    Map<String, ConsumedUnits> byTable = new TreeMap<>();
    for (ConsumedCapacity capacity : reported(response)) {
      if (capacity.tableName() != null) {
        byTable.merge(capacity.tableName(), units(capacity), ConsumedUnits::plus);
      }
    }
    return byTable;
  }

  private static List<ConsumedCapacity> reported(Object response) {
    List<ConsumedCapacity> reported;
    if (response instanceof GetItemResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof PutItemResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof UpdateItemResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof DeleteItemResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof QueryResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof ScanResponse r) {
      reported = single(r.consumedCapacity());
    } else if (response instanceof BatchGetItemResponse r) {
      reported = r.consumedCapacity();
    } else if (response instanceof BatchWriteItemResponse r) {
      reported = r.consumedCapacity();
    } else if (response instanceof TransactGetItemsResponse r) {
      reported = r.consumedCapacity();
    } else if (response instanceof TransactWriteItemsResponse r) {
      reported = r.consumedCapacity();
    } else {
      reported = List.of();
    }
    return reported;
  }

  private static List<ConsumedCapacity> single(ConsumedCapacity capacity) {
    return capacity == null ? List.of() : List.of(capacity);
  }

  private static ConsumedUnits units(ConsumedCapacity capacity) {
    Map<String, Double> indexes = new TreeMap<>();
    addUnits(indexes, capacity.globalSecondaryIndexes());
    addUnits(indexes, capacity.localSecondaryIndexes());
    return ConsumedUnits.of(
        orZero(capacity.capacityUnits()),
        capacity.table() == null ? 0 : orZero(capacity.table().capacityUnits()),
        indexes);
  }

  private static void addUnits(Map<String, Double> indexes, Map<String, Capacity> reported) {
    reported.forEach(
        (name, units) -> indexes.merge(name, orZero(units.capacityUnits()), Double::sum));
  }

  private static double orZero(Double units) {
    return units == null ? 0 : units;
  }
}
