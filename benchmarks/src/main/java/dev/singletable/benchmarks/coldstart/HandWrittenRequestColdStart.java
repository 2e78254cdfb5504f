package dev.singletable.benchmarks.coldstart;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.handwritten.HandWrittenMapper;
import dev.singletable.benchmarks.model.Order;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The first requests written by hand with the plain SDK, the same requests as {@link
 * SingletableRequestColdStart} sends (put, get, a query page of 20), mapped with the hand-written
 * mapper.
 */
public final class HandWrittenRequestColdStart {

  private HandWrittenRequestColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    Order order = SampleOrders.order();
    DynamoDbClient client = new CannedClient();
    client.putItem(
        PutItemRequest.builder().tableName("Bench").item(HandWrittenMapper.toItem(order)).build());
    GetItemResponse response =
        client.getItem(
            GetItemRequest.builder()
                .tableName("Bench")
                .key(HandWrittenMapper.key(order.userId(), order.createdAt(), order.orderId()))
                .build());
    Order got = HandWrittenMapper.fromItem(response.item());
    Map<String, String> names = new HashMap<>(4);
    names.put("#n0", "PK");
    names.put("#n1", "SK");
    Map<String, AttributeValue> values = new HashMap<>(4);
    values.put(":v0", AttributeValue.createS("USER#" + order.userId()));
    values.put(":v1", AttributeValue.createS("ORDER#"));
    QueryResponse page =
        client.query(
            QueryRequest.builder()
                .tableName("Bench")
                .keyConditionExpression("#n0 = :v0 AND begins_with(#n1, :v1)")
                .expressionAttributeNames(names)
                .expressionAttributeValues(values)
                .scanIndexForward(true)
                .limit(20)
                .build());
    List<Order> orders = new ArrayList<>(page.items().size());
    for (Map<String, AttributeValue> item : page.items()) {
      orders.add(HandWrittenMapper.fromItem(item));
    }
    long end = System.nanoTime();
    ColdStartReport.print(
        "handwrittenRequest",
        start,
        end,
        System.currentTimeMillis(),
        got.equals(order) && orders.get(0).equals(order));
  }
}
