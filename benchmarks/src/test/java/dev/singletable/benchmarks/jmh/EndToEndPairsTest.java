package dev.singletable.benchmarks.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.benchmarks.SampleOrders;
import dev.singletable.benchmarks.model.BenchDb;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderKey;
import dev.singletable.benchmarks.model.OrderSchema;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDb;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.PutItemResponse;

/**
 * The end-to-end pairs compare like with like: both variants send equal PutItem and GetItem
 * requests (the Query of a page: {@code VariantEquivalenceTest}), and the replayed answers their
 * warm-up runs on are the engine's, through the SDK with and without a socket.
 */
class EndToEndPairsTest {

  private final DbOptions options = DbOptions.builder().tableName(EndToEndBenchmark.TABLE).build();
  private final Order order = SampleOrders.order();
  private final OrderKey key = OrderKey.of(order);

  @Test
  void bothVariantsSendTheSamePutAndGet() {
    List<Object> sent = new ArrayList<>();
    DynamoDbClient client =
        new DynamoDbClient() {
          @Override
          public PutItemResponse putItem(PutItemRequest request) {
            sent.add(request);
            return PutItemResponse.builder().build();
          }

          @Override
          public GetItemResponse getItem(GetItemRequest request) {
            sent.add(request);
            return GetItemResponse.builder().item(OrderSchema.INSTANCE.toItem(order)).build();
          }

          @Override
          public String serviceName() {
            return SERVICE_NAME;
          }

          @Override
          public void close() {}
        };
    BenchDb db = BenchDb.create(client, options);

    db.orders().put(order);
    EndToEndBenchmark.put(client, order);
    assertThat(db.orders().get(key)).contains(order);
    assertThat(EndToEndBenchmark.get(client, key)).contains(order);

    assertThat(sent).hasSize(4);
    assertThat(sent.get(1)).isEqualTo(sent.get(0));
    assertThat(sent.get(3)).isEqualTo(sent.get(2));
  }

  @Test
  void replayedAnswersReadAsTheEnginesDo() {
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      BenchDb live = BenchDb.create(engine.client(), options);
      engine.createTable(live.tableDefinition());
      EndToEndBenchmark.fill(live, order);
      Page<Order> page = QueryShapes.firstPage(live, EndToEndBenchmark.PAGE_USER);
      assertThat(page.items()).hasSize(20);
      assertThat(page.hasMore()).isTrue();

      ReplayedHttp replayed = EndToEndBenchmark.record(engine, order, key);
      try (DynamoDbClient withoutSocket =
              engine.clientBuilder().httpClient(replayed.httpClient()).build();
          ReplayedHttp.Server server = replayed.serve();
          DynamoDbClient overSocket =
              engine.clientBuilder().endpointOverride(server.endpoint()).build()) {
        for (DynamoDbClient client : List.of(withoutSocket, overSocket)) {
          BenchDb db = BenchDb.create(client, options);
          assertThat(db.orders().get(key)).isEqualTo(Optional.of(order));
          assertThat(EndToEndBenchmark.get(client, key)).contains(order);
          assertThat(db.orders().put(order)).isEqualTo(order);
          assertThat(EndToEndBenchmark.put(client, order).sdkHttpResponse().isSuccessful())
              .isTrue();
          Page<Order> replayedPage = QueryShapes.firstPage(db, EndToEndBenchmark.PAGE_USER);
          assertThat(replayedPage.items()).isEqualTo(page.items());
          assertThat(replayedPage.hasMore()).isTrue();
          assertThat(
                  QueryShapes.firstPageByHand(
                      client, EndToEndBenchmark.TABLE, EndToEndBenchmark.PAGE_USER))
              .isEqualTo(page.items());
        }
      }
    }
  }
}
