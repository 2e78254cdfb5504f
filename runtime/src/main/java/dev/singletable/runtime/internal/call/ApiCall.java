package dev.singletable.runtime.internal.call;

import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
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
 * @param <Q> the request type
 * @param <S> the response type
 */
public final class ApiCall<Q, S> {

  public static final ApiCall<GetItemRequest, GetItemResponse> GET_ITEM =
      new ApiCall<>("GetItem", DynamoDbClient::getItem, DynamoDbAsyncClient::getItem);
  public static final ApiCall<PutItemRequest, PutItemResponse> PUT_ITEM =
      new ApiCall<>("PutItem", DynamoDbClient::putItem, DynamoDbAsyncClient::putItem);
  public static final ApiCall<DeleteItemRequest, DeleteItemResponse> DELETE_ITEM =
      new ApiCall<>("DeleteItem", DynamoDbClient::deleteItem, DynamoDbAsyncClient::deleteItem);
  public static final ApiCall<UpdateItemRequest, UpdateItemResponse> UPDATE_ITEM =
      new ApiCall<>("UpdateItem", DynamoDbClient::updateItem, DynamoDbAsyncClient::updateItem);
  public static final ApiCall<QueryRequest, QueryResponse> QUERY =
      new ApiCall<>("Query", DynamoDbClient::query, DynamoDbAsyncClient::query);
  public static final ApiCall<ScanRequest, ScanResponse> SCAN =
      new ApiCall<>("Scan", DynamoDbClient::scan, DynamoDbAsyncClient::scan);
  public static final ApiCall<BatchGetItemRequest, BatchGetItemResponse> BATCH_GET_ITEM =
      new ApiCall<>(
          "BatchGetItem", DynamoDbClient::batchGetItem, DynamoDbAsyncClient::batchGetItem);
  public static final ApiCall<BatchWriteItemRequest, BatchWriteItemResponse> BATCH_WRITE_ITEM =
      new ApiCall<>(
          "BatchWriteItem", DynamoDbClient::batchWriteItem, DynamoDbAsyncClient::batchWriteItem);
  public static final ApiCall<TransactGetItemsRequest, TransactGetItemsResponse>
      TRANSACT_GET_ITEMS =
          new ApiCall<>(
              "TransactGetItems",
              DynamoDbClient::transactGetItems,
              DynamoDbAsyncClient::transactGetItems);
  public static final ApiCall<TransactWriteItemsRequest, TransactWriteItemsResponse>
      TRANSACT_WRITE_ITEMS =
          new ApiCall<>(
              "TransactWriteItems",
              DynamoDbClient::transactWriteItems,
              DynamoDbAsyncClient::transactWriteItems);
  public static final ApiCall<DescribeTableRequest, DescribeTableResponse> DESCRIBE_TABLE =
      new ApiCall<>(
          "DescribeTable", DynamoDbClient::describeTable, DynamoDbAsyncClient::describeTable);
  public static final ApiCall<CreateTableRequest, CreateTableResponse> CREATE_TABLE =
      new ApiCall<>("CreateTable", DynamoDbClient::createTable, DynamoDbAsyncClient::createTable);
  public static final ApiCall<UpdateTableRequest, UpdateTableResponse> UPDATE_TABLE =
      new ApiCall<>("UpdateTable", DynamoDbClient::updateTable, DynamoDbAsyncClient::updateTable);

  /** Polls DescribeTable until the table exists, with the SDK's waiter. */
  public static final ApiCall<DescribeTableRequest, WaiterResponse<DescribeTableResponse>>
      WAIT_UNTIL_TABLE_EXISTS =
          new ApiCall<>(
              "DescribeTable (waiting until the table exists)",
              (client, request) -> client.waiter().waitUntilTableExists(request),
              (client, request) -> client.waiter().waitUntilTableExists(request));

  public static final ApiCall<DescribeTimeToLiveRequest, DescribeTimeToLiveResponse>
      DESCRIBE_TIME_TO_LIVE =
          new ApiCall<>(
              "DescribeTimeToLive",
              DynamoDbClient::describeTimeToLive,
              DynamoDbAsyncClient::describeTimeToLive);
  public static final ApiCall<UpdateTimeToLiveRequest, UpdateTimeToLiveResponse>
      UPDATE_TIME_TO_LIVE =
          new ApiCall<>(
              "UpdateTimeToLive",
              DynamoDbClient::updateTimeToLive,
              DynamoDbAsyncClient::updateTimeToLive);

  public static final ApiCall<DescribeContinuousBackupsRequest, DescribeContinuousBackupsResponse>
      DESCRIBE_CONTINUOUS_BACKUPS =
          new ApiCall<>(
              "DescribeContinuousBackups",
              DynamoDbClient::describeContinuousBackups,
              DynamoDbAsyncClient::describeContinuousBackups);
  public static final ApiCall<UpdateContinuousBackupsRequest, UpdateContinuousBackupsResponse>
      UPDATE_CONTINUOUS_BACKUPS =
          new ApiCall<>(
              "UpdateContinuousBackups",
              DynamoDbClient::updateContinuousBackups,
              DynamoDbAsyncClient::updateContinuousBackups);

  public static final ApiCall<DescribeStreamRequest, DescribeStreamResponse> DESCRIBE_STREAM =
      streams(
          "DescribeStream",
          DynamoDbStreamsClient::describeStream,
          DynamoDbStreamsAsyncClient::describeStream);
  public static final ApiCall<GetShardIteratorRequest, GetShardIteratorResponse>
      GET_SHARD_ITERATOR =
          streams(
              "GetShardIterator",
              DynamoDbStreamsClient::getShardIterator,
              DynamoDbStreamsAsyncClient::getShardIterator);
  public static final ApiCall<GetRecordsRequest, GetRecordsResponse> GET_RECORDS =
      streams(
          "GetRecords", DynamoDbStreamsClient::getRecords, DynamoDbStreamsAsyncClient::getRecords);

  private final String name;
  private final BiFunction<DynamoDbClient, Q, S> sync;
  private final BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> async;
  private final BiFunction<DynamoDbStreamsClient, Q, S> streamsSync;
  private final BiFunction<DynamoDbStreamsAsyncClient, Q, CompletableFuture<S>> streamsAsync;

  private ApiCall(
      String name,
      BiFunction<DynamoDbClient, Q, S> sync,
      BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> async) {
    this(name, sync, async, null, null);
  }

  private ApiCall(
      String name,
      BiFunction<DynamoDbClient, Q, S> sync,
      BiFunction<DynamoDbAsyncClient, Q, CompletableFuture<S>> async,
      BiFunction<DynamoDbStreamsClient, Q, S> streamsSync,
      BiFunction<DynamoDbStreamsAsyncClient, Q, CompletableFuture<S>> streamsAsync) {
    this.name = name;
    this.sync = sync;
    this.async = async;
    this.streamsSync = streamsSync;
    this.streamsAsync = streamsAsync;
  }

  private static <Q, S> ApiCall<Q, S> streams(
      String name,
      BiFunction<DynamoDbStreamsClient, Q, S> sync,
      BiFunction<DynamoDbStreamsAsyncClient, Q, CompletableFuture<S>> async) {
    return new ApiCall<>(name, null, null, sync, async);
  }

  /** The API's name, as in DynamoDB's documentation ({@code PutItem}). */
  public String name() {
    return name;
  }

  /**
   * Sends {@code request} with a synchronous client: {@code client}, or {@code streams} for a
   * DynamoDB Streams API.
   */
  S send(DynamoDbClient client, DynamoDbStreamsClient streams, Q request) {
    return sync != null
        ? sync.apply(Objects.requireNonNull(client, "client"), request)
        : streamsSync.apply(Objects.requireNonNull(streams, "streams"), request);
  }

  /**
   * Sends {@code request} with an asynchronous client, {@code client} or, for a DynamoDB Streams
   * API, {@code streams}; the future holds the response.
   */
  CompletableFuture<S> sendAsync(
      DynamoDbAsyncClient client, DynamoDbStreamsAsyncClient streams, Q request) {
    return async != null
        ? async.apply(Objects.requireNonNull(client, "client"), request)
        : streamsAsync.apply(Objects.requireNonNull(streams, "streams"), request);
  }

  @Override
  public String toString() {
    return name;
  }
}
