package dev.singletable.benchmarks.coldstart;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A client without network for the first-request cold starts: {@code putItem} keeps the item,
 * {@code getItem} and {@code query} answer it. Both request variants send their requests to it, so
 * that what differs is the code that builds the requests and reads the answers, not the SDK's HTTP
 * stack (whose start-up both would pay alike).
 */
final class CannedClient implements DynamoDbClient {

  private Map<String, AttributeValue> item;

  @Override
  public PutItemResponse putItem(PutItemRequest request) {
    item = request.item();
    return PutItemResponse.builder().build();
  }

  @Override
  public GetItemResponse getItem(GetItemRequest request) {
    return GetItemResponse.builder().item(item).build();
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    return QueryResponse.builder().items(List.of(item)).count(1).scannedCount(1).build();
  }

  @Override
  public String serviceName() {
    return SERVICE_NAME;
  }

  @Override
  public void close() {}
}
