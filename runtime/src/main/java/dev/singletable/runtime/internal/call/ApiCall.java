package dev.singletable.runtime.internal.call;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import software.amazon.awssdk.core.waiters.WaiterResponse;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeStreamResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsRequest;
import software.amazon.awssdk.services.dynamodb.model.GetRecordsResponse;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorRequest;
import software.amazon.awssdk.services.dynamodb.model.GetShardIteratorResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactGetItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsAsyncClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * One DynamoDB API the runtime uses, and how a {@link DynamoDbClient} and a {@link
 * DynamoDbAsyncClient} make it (or, for the DynamoDB Streams APIs the stream poller of {@code
 * singletable-tools} sends, a {@link DynamoDbStreamsClient} and a {@link
 * DynamoDbStreamsAsyncClient}); nothing else knows which client sends a request.
 *
 * <p>Each API is a number that {@link #send} and {@link #sendAsync} switch on, not a pair of method
 * references: a first request then spins no lambda class per API and loads no request or response
 * class of an API it does not send (the cold start of a fresh JVM; see benchmarks/README.md).
 *
 * @param <Q> the request type
 * @param <S> the response type
 */
public final class ApiCall<Q, S> {

  private static final int GET_ITEM_ID = 0;
  private static final int PUT_ITEM_ID = 1;
  private static final int DELETE_ITEM_ID = 2;
  private static final int UPDATE_ITEM_ID = 3;
  private static final int QUERY_ID = 4;
  private static final int SCAN_ID = 5;
  private static final int BATCH_GET_ITEM_ID = 6;
  private static final int BATCH_WRITE_ITEM_ID = 7;
  private static final int TRANSACT_GET_ITEMS_ID = 8;
  private static final int TRANSACT_WRITE_ITEMS_ID = 9;
  private static final int DESCRIBE_TABLE_ID = 10;
  private static final int CREATE_TABLE_ID = 11;
  private static final int UPDATE_TABLE_ID = 12;
  private static final int WAIT_UNTIL_TABLE_EXISTS_ID = 13;
  private static final int DESCRIBE_TIME_TO_LIVE_ID = 14;
  private static final int UPDATE_TIME_TO_LIVE_ID = 15;
  private static final int DESCRIBE_CONTINUOUS_BACKUPS_ID = 16;
  private static final int UPDATE_CONTINUOUS_BACKUPS_ID = 17;
  private static final int DESCRIBE_STREAM_ID = 18;
  private static final int GET_SHARD_ITERATOR_ID = 19;
  private static final int GET_RECORDS_ID = 20;

  public static final ApiCall<GetItemRequest, GetItemResponse> GET_ITEM =
      new ApiCall<>("GetItem", GET_ITEM_ID, false);
  public static final ApiCall<PutItemRequest, PutItemResponse> PUT_ITEM =
      new ApiCall<>("PutItem", PUT_ITEM_ID, false);
  public static final ApiCall<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM =
      new ApiCall<>("DeleteItem", DELETE_ITEM_ID, false);
  public static final ApiCall<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM =
      new ApiCall<>("UpdateItem", UPDATE_ITEM_ID, false);
  public static final ApiCall<QueryRequest, QueryResponse> QUERY =
      new ApiCall<>("Query", QUERY_ID, false);
  public static final ApiCall<ScanRequest, ScanResponse> SCAN =
      new ApiCall<>("Scan", SCAN_ID, false);
  public static final ApiCall<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM =
      new ApiCall<>("BatchGetItem", BATCH_GET_ITEM_ID, false);
  public static final ApiCall<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM =
      new ApiCall<>("BatchWriteItem", BATCH_WRITE_ITEM_ID, false);
  public static final ApiCall<TransactGetItemsRequest, TransactGetItemsResponse>
      TRANSACT_GET_ITEMS = new ApiCall<>("TransactGetItems", TRANSACT_GET_ITEMS_ID, false);
  public static final ApiCall<TransactWriteItemsRequest, TransactWriteItemsResponse>
      TRANSACT_WRITE_ITEMS = new ApiCall<>("TransactWriteItems", TRANSACT_WRITE_ITEMS_ID, false);
  public static final ApiCall<DescribeTableRequest, DescribeTableResponse> DESCRIBE_TABLE =
      new ApiCall<>("DescribeTable", DESCRIBE_TABLE_ID, false);
  public static final ApiCall<CreateTableRequest, CreateTableResponse> CREATE_TABLE =
      new ApiCall<>("CreateTable", CREATE_TABLE_ID, false);
  public static final ApiCall<UpdateTableRequest, UpdateTableResponse> UPDATE_TABLE =
      new ApiCall<>("UpdateTable", UPDATE_TABLE_ID, false);

  /** Polls DescribeTable until the table exists, with the SDK's waiter. */
  public static final ApiCall<DescribeTableRequest, WaiterResponse<DescribeTableResponse>>
      WAIT_UNTIL_TABLE_EXISTS =
          new ApiCall<>(
              "DescribeTable (waiting until the table exists)", WAIT_UNTIL_TABLE_EXISTS_ID, false);

  public static final ApiCall<DescribeTimeToLiveRequest, DescribeTimeToLiveResponse>
      DESCRIBE_TIME_TO_LIVE = new ApiCall<>("DescribeTimeToLive", DESCRIBE_TIME_TO_LIVE_ID, false);
  public static final ApiCall<UpdateTimeToLiveRequest, UpdateTimeToLiveResponse>
      UPDATE_TIME_TO_LIVE = new ApiCall<>("UpdateTimeToLive", UPDATE_TIME_TO_LIVE_ID, false);
  public static final ApiCall<DescribeContinuousBackupsRequest, DescribeContinuousBackupsResponse>
      DESCRIBE_CONTINUOUS_BACKUPS =
          new ApiCall<>("DescribeContinuousBackups", DESCRIBE_CONTINUOUS_BACKUPS_ID, false);
  public static final ApiCall<UpdateContinuousBackupsRequest, UpdateContinuousBackupsResponse>
      UPDATE_CONTINUOUS_BACKUPS =
          new ApiCall<>("UpdateContinuousBackups", UPDATE_CONTINUOUS_BACKUPS_ID, false);
  public static final ApiCall<DescribeStreamRequest, DescribeStreamResponse> DESCRIBE_STREAM =
      new ApiCall<>("DescribeStream", DESCRIBE_STREAM_ID, true);
  public static final ApiCall<GetShardIteratorRequest, GetShardIteratorResponse>
      GET_SHARD_ITERATOR = new ApiCall<>("GetShardIterator", GET_SHARD_ITERATOR_ID, true);
  public static final ApiCall<GetRecordsRequest, GetRecordsResponse> GET_RECORDS =
      new ApiCall<>("GetRecords", GET_RECORDS_ID, true);

  private final String name;
  private final int id;
  private final boolean streams;

  private ApiCall(String name, int id, boolean streams) {
    this.name = name;
    this.id = id;
    this.streams = streams;
  }

  /** The API's name, as in DynamoDB's documentation ({@code PutItem}). */
  public String name() {
    return name;
  }

  /**
   * Sends {@code request} with a synchronous client: {@code client}, or {@code streams} for a
   * DynamoDB Streams API.
   */
  @SuppressWarnings("unchecked") // the constant's type parameters match its id
  S send(DynamoDbClient client, DynamoDbStreamsClient streams, Q request) {
    if (this.streams) {
      return (S) sendStreams(Objects.requireNonNull(streams, "streams"), request);
    }
    DynamoDbClient c = Objects.requireNonNull(client, "client");
    Object response =
        switch (id) {
          case GET_ITEM_ID -> c.getItem((GetItemRequest) request);
          case PUT_ITEM_ID -> c.putItem((PutItemRequest) request);
          case DELETE_ITEM_ID -> c.deleteItem((DeleteItemRequest) request);
          case UPDATE_ITEM_ID -> c.updateItem((UpdateItemRequest) request);
          case QUERY_ID -> c.query((QueryRequest) request);
          case SCAN_ID -> c.scan((ScanRequest) request);
          case BATCH_GET_ITEM_ID -> c.batchGetItem((BatchGetItemRequest) request);
          case BATCH_WRITE_ITEM_ID -> c.batchWriteItem((BatchWriteItemRequest) request);
          case TRANSACT_GET_ITEMS_ID -> c.transactGetItems((TransactGetItemsRequest) request);
          case TRANSACT_WRITE_ITEMS_ID -> c.transactWriteItems((TransactWriteItemsRequest) request);
          case DESCRIBE_TABLE_ID -> c.describeTable((DescribeTableRequest) request);
          case CREATE_TABLE_ID -> c.createTable((CreateTableRequest) request);
          case UPDATE_TABLE_ID -> c.updateTable((UpdateTableRequest) request);
          case WAIT_UNTIL_TABLE_EXISTS_ID ->
              c.waiter().waitUntilTableExists((DescribeTableRequest) request);
          case DESCRIBE_TIME_TO_LIVE_ID ->
              c.describeTimeToLive((DescribeTimeToLiveRequest) request);
          case UPDATE_TIME_TO_LIVE_ID -> c.updateTimeToLive((UpdateTimeToLiveRequest) request);
          case DESCRIBE_CONTINUOUS_BACKUPS_ID ->
              c.describeContinuousBackups((DescribeContinuousBackupsRequest) request);
          case UPDATE_CONTINUOUS_BACKUPS_ID ->
              c.updateContinuousBackups((UpdateContinuousBackupsRequest) request);
          default -> throw new IllegalStateException(name);
        };
    return (S) response;
  }

  private Object sendStreams(DynamoDbStreamsClient c, Q request) {
    return switch (id) {
      case DESCRIBE_STREAM_ID -> c.describeStream((DescribeStreamRequest) request);
      case GET_SHARD_ITERATOR_ID -> c.getShardIterator((GetShardIteratorRequest) request);
      case GET_RECORDS_ID -> c.getRecords((GetRecordsRequest) request);
      default -> throw new IllegalStateException(name);
    };
  }

  /**
   * Sends {@code request} with an asynchronous client, {@code client} or, for a DynamoDB Streams
   * API, {@code streams}; the future holds the response.
   */
  @SuppressWarnings("unchecked") // the constant's type parameters match its id
  CompletableFuture<S> sendAsync(
      DynamoDbAsyncClient client, DynamoDbStreamsAsyncClient streams, Q request) {
    if (this.streams) {
      return (CompletableFuture<S>)
          sendStreamsAsync(Objects.requireNonNull(streams, "streams"), request);
    }
    DynamoDbAsyncClient c = Objects.requireNonNull(client, "client");
    CompletableFuture<?> response =
        switch (id) {
          case GET_ITEM_ID -> c.getItem((GetItemRequest) request);
          case PUT_ITEM_ID -> c.putItem((PutItemRequest) request);
          case DELETE_ITEM_ID -> c.deleteItem((DeleteItemRequest) request);
          case UPDATE_ITEM_ID -> c.updateItem((UpdateItemRequest) request);
          case QUERY_ID -> c.query((QueryRequest) request);
          case SCAN_ID -> c.scan((ScanRequest) request);
          case BATCH_GET_ITEM_ID -> c.batchGetItem((BatchGetItemRequest) request);
          case BATCH_WRITE_ITEM_ID -> c.batchWriteItem((BatchWriteItemRequest) request);
          case TRANSACT_GET_ITEMS_ID -> c.transactGetItems((TransactGetItemsRequest) request);
          case TRANSACT_WRITE_ITEMS_ID -> c.transactWriteItems((TransactWriteItemsRequest) request);
          case DESCRIBE_TABLE_ID -> c.describeTable((DescribeTableRequest) request);
          case CREATE_TABLE_ID -> c.createTable((CreateTableRequest) request);
          case UPDATE_TABLE_ID -> c.updateTable((UpdateTableRequest) request);
          case WAIT_UNTIL_TABLE_EXISTS_ID ->
              c.waiter().waitUntilTableExists((DescribeTableRequest) request);
          case DESCRIBE_TIME_TO_LIVE_ID ->
              c.describeTimeToLive((DescribeTimeToLiveRequest) request);
          case UPDATE_TIME_TO_LIVE_ID -> c.updateTimeToLive((UpdateTimeToLiveRequest) request);
          case DESCRIBE_CONTINUOUS_BACKUPS_ID ->
              c.describeContinuousBackups((DescribeContinuousBackupsRequest) request);
          case UPDATE_CONTINUOUS_BACKUPS_ID ->
              c.updateContinuousBackups((UpdateContinuousBackupsRequest) request);
          default -> throw new IllegalStateException(name);
        };
    return (CompletableFuture<S>) response;
  }

  private CompletableFuture<?> sendStreamsAsync(DynamoDbStreamsAsyncClient c, Q request) {
    return switch (id) {
      case DESCRIBE_STREAM_ID -> c.describeStream((DescribeStreamRequest) request);
      case GET_SHARD_ITERATOR_ID -> c.getShardIterator((GetShardIteratorRequest) request);
      case GET_RECORDS_ID -> c.getRecords((GetRecordsRequest) request);
      default -> throw new IllegalStateException(name);
    };
  }

  @Override
  public String toString() {
    return name;
  }
}
