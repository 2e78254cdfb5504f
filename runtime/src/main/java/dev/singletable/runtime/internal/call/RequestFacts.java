package dev.singletable.runtime.internal.call;

import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.awscore.AwsRequest;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;
import software.amazon.awssdk.core.SdkField;
import software.amazon.awssdk.core.SdkPojo;
import software.amazon.awssdk.metrics.MetricPublisher;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * What an observed request and its answer say: the request as sent when observed (asking for its
 * consumed capacity per table and index where its API can report it, and carrying the SDK metrics
 * publisher), the table and index it addresses, and the items and capacity units of its answer.
 * Requests and answers are read through the SDK's field metadata ({@link SdkPojo}: {@code
 * TableName}, {@code ConsumedCapacity}...), so every API, the DynamoDB Streams ones included, is
 * read alike; only the item counts know API by API what an answer means.
 */
final class RequestFacts {

  private RequestFacts() {}

  /**
   * {@code request} asking for its consumed capacity (when its API has {@code
   * ReturnConsumedCapacity}) and with {@code metrics} added to its SDK metric publishers.
   */
  @SuppressWarnings("unchecked")
  static <Q> Q observed(Q request, MetricPublisher metrics) {
    if (!(request instanceof AwsRequest aws)) {
      return request;
    }
    AwsRequest.Builder builder = aws.toBuilder();
    SdkField<?> capacity = field(builder, "ReturnConsumedCapacity");
    if (capacity != null) {
      capacity.set(builder, ReturnConsumedCapacity.INDEXES.toString());
    }
    AwsRequestOverrideConfiguration config =
        aws.overrideConfiguration()
            .map(AwsRequestOverrideConfiguration::toBuilder)
            .orElseGet(AwsRequestOverrideConfiguration::builder)
            .addMetricPublisher(metrics)
            .build();
    return (Q) builder.overrideConfiguration(config).build();
  }

  /**
   * The table a request addresses (a batch's or transaction's first, a stream's table), or {@code
   * null} (a {@code GetRecords} request names only its shard iterator).
   */
  static String table(Object request) {
    if (value(request, "TableName") instanceof String table) {
      return table;
    }
    if (value(request, "RequestItems") instanceof Map<?, ?> items && !items.isEmpty()) {
      return (String) items.keySet().iterator().next();
    }
    if (value(request, "TransactItems") instanceof List<?> actions && !actions.isEmpty()) {
      // The first action holds one Get, or one Put, Update, Delete or ConditionCheck.
      Object action = actions.get(0);
      for (SdkField<?> part : ((SdkPojo) action).sdkFields()) {
        if (value(part.getValueOrDefault(action), "TableName") instanceof String table) {
          return table;
        }
      }
    }
    return value(request, "StreamArn") instanceof String arn ? tableOfStream(arn) : null;
  }

  /** The table of a stream ARN ({@code arn:aws:dynamodb:...:table/Shop/stream/2025-...}). */
  private static String tableOfStream(String arn) {
    int start = arn.indexOf(":table/");
    int end = start < 0 ? -1 : arn.indexOf("/stream/", start);
    return end < 0 ? null : arn.substring(start + ":table/".length(), end);
  }

  /** The secondary index a Query or Scan reads, or {@code null}. */
  static String index(Object request) {
    return value(request, "IndexName") instanceof String index ? index : null;
  }

  /**
   * The items an answer read or wrote (see {@link
   * dev.singletable.runtime.observe.RequestEvent#items}).
   */
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

  /** The items a Query or Scan answer evaluated ({@code ScannedCount}), else 0. */
  static int scanned(Object response) {
    if (response instanceof QueryResponse r) {
      return r.scannedCount() == null ? 0 : r.scannedCount();
    }
    if (response instanceof ScanResponse r) {
      return r.scannedCount() == null ? 0 : r.scannedCount();
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

  @SuppressWarnings("unchecked") // the field holds one ConsumedCapacity, or a list of them
  private static List<ConsumedCapacity> reported(Object response) {
    Object reported = value(response, "ConsumedCapacity");
    if (reported instanceof ConsumedCapacity capacity) {
      return List.of(capacity);
    }
    return reported instanceof List<?> capacities ? (List<ConsumedCapacity>) capacities : List.of();
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

  /** The value of the SDK field {@code name} of a request, answer or model object, or null. */
  private static Object value(Object pojo, String name) {
    SdkField<?> field = field(pojo, name);
    return field == null ? null : field.getValueOrDefault(pojo);
  }

  private static SdkField<?> field(Object pojo, String name) {
    if (pojo instanceof SdkPojo sdk) {
      for (SdkField<?> field : sdk.sdkFields()) {
        if (field.memberName().equals(name)) {
          return field;
        }
      }
    }
    return null;
  }
}
