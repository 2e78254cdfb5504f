package dev.singletable.processor.it.moving;

import java.util.function.BiConsumer;
import java.util.function.Supplier;
import software.amazon.awssdk.core.SdkRequest;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchGetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/**
 * The engine's client with a hook before and after every request the tests' reads, writes and
 * migration jobs send: to crash a job's process after some requests, or to let a write land between
 * two reads of one page. A request the hook throws from before it is sent is never sent.
 */
final class HookedClient implements DynamoDbClient {

  private final DynamoDbClient delegate;
  private final BiConsumer<String, SdkRequest> before;
  private final BiConsumer<String, SdkRequest> after;

  HookedClient(
      DynamoDbClient delegate,
      BiConsumer<String, SdkRequest> before,
      BiConsumer<String, SdkRequest> after) {
    this.delegate = delegate;
    this.before = before;
    this.after = after;
  }

  private <R> R send(String operation, SdkRequest request, Supplier<R> call) {
    before.accept(operation, request);
    R response = call.get();
    after.accept(operation, request);
    return response;
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    return send("GetItem", request, () -> delegate.getItem(request));
  }

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    return send("PutItem", request, () -> delegate.putItem(request));
  }

  @Override
  public UpdateItemResponse updateItem(UpdateItemRequest request) {
    return send("UpdateItem", request, () -> delegate.updateItem(request));
  }

  @Override
  public DeleteItemResponse deleteItem(DeleteItemRequest request) {
    return send("DeleteItem", request, () -> delegate.deleteItem(request));
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    return send("Query", request, () -> delegate.query(request));
  }

  @Override
  public ScanResponse scan(ScanRequest request) {
    return send("Scan", request, () -> delegate.scan(request));
  }

  @Override
  public TransactWriteItemsResponse transactWriteItems(TransactWriteItemsRequest request) {
    return send("TransactWriteItems", request, () -> delegate.transactWriteItems(request));
  }

  @Override
  public BatchGetItemResponse batchGetItem(BatchGetItemRequest request) {
    return send("BatchGetItem", request, () -> delegate.batchGetItem(request));
  }

  @Override
  public BatchWriteItemResponse batchWriteItem(BatchWriteItemRequest request) {
    return send("BatchWriteItem", request, () -> delegate.batchWriteItem(request));
  }

  @Override
  public String serviceName() {
    return delegate.serviceName();
  }

  @Override
  public void close() {
    // The engine's client belongs to the test extension.
  }
}
