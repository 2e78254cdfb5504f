package dev.singletable.benchmarks.jmh;

import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * A client without network: {@code query} keeps the request and answers a canned response, so that
 * building a query page (key condition, filter, request, page of results) can be measured alone.
 * Every other operation is the SDK interface's default (unsupported).
 */
public final class StubDynamoDbClient implements DynamoDbClient {

  private final QueryResponse response;
  private QueryRequest lastQuery;

  public StubDynamoDbClient(List<Map<String, AttributeValue>> items) {
    this.response =
        QueryResponse.builder().items(items).count(items.size()).scannedCount(items.size()).build();
  }

  @Override
  public QueryResponse query(QueryRequest request) {
    lastQuery = request;
    return response;
  }

  /** The last query request received. */
  public QueryRequest lastQuery() {
    return lastQuery;
  }

  @Override
  public String serviceName() {
    return SERVICE_NAME;
  }

  @Override
  public void close() {}
}
