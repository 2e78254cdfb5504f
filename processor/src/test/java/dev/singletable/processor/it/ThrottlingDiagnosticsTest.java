package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.LineItem;
import dev.singletable.processor.it.model.Order;
import dev.singletable.processor.it.model.Order.Status;
import dev.singletable.processor.it.model.Profile;
import dev.singletable.processor.it.model.ProfileKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.RetryPolicy;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.ThrottledException;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.testkit.LocalDynamoDb;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ThrottlingReason;

/**
 * DynamoDB's throttling reasons, injected by the local engine, reach the typed exception (with
 * entity, key and remedy) and the request listener.
 */
class ThrottlingDiagnosticsTest extends EngineTest {

  static final String ARN = "arn:aws:dynamodb:us-east-1:000000000000:table/";

  static DynamoDbClient noSdkRetries;
  final List<RequestEvent> requests = new CopyOnWriteArrayList<>();
  final List<OperationEvent> operations = new CopyOnWriteArrayList<>();
  CatalogDb observed;

  static ThrottlingReason reason(String reason, String resource) {
    return ThrottlingReason.builder().reason(reason).resource(resource).build();
  }

  @BeforeAll
  static void clients(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    noSdkRetries =
        engine
            .clientBuilder()
            .overrideConfiguration(o -> o.retryStrategy(AwsRetryStrategy.doNotRetry()))
            .build();
  }

  @AfterAll
  static void close() {
    if (noSdkRetries != null) {
      noSdkRetries.close();
    }
  }

  @BeforeEach
  void observedDb() {
    RequestListener listener =
        new RequestListener() {
          @Override
          public void onRequest(RequestEvent event) {
            requests.add(event);
          }

          @Override
          public void onOperation(OperationEvent event) {
            operations.add(event);
          }
        };
    observed =
        CatalogDb.create(
            noSdkRetries,
            DbOptions.builder()
                .tableName(db.tableName())
                .retryPolicy(new RetryPolicy(3, Duration.ofMillis(1), Duration.ofMillis(5)))
                .requestListener(listener)
                .build());
  }

  @Test
  void aHotKeyOnTheTableNamesEntityKeyAndShard(LocalDynamoDb engine) {
    engine.faults().throttlingReason("PutItem", 1, "TableWriteKeyRangeThroughputExceeded");

    assertThatThrownBy(() -> observed.profiles().put(new Profile("hot", "Hot")))
        .isInstanceOfSatisfying(
            ThrottledException.class,
            e -> {
              assertThat(e.reasons())
                  .containsExactly(
                      reason("TableWriteKeyRangeThroughputExceeded", ARN + db.tableName()));
              assertThat(e.isKeyRange()).isTrue();
              assertThat(e.entityType()).isEqualTo("Profile");
              assertThat(e.key()).isEqualTo("PK=USER#hot, SK=PROFILE");
              assertThat(e.errorCode()).isEqualTo("ProvisionedThroughputExceededException");
              assertThat(e.operation()).isEqualTo("PutItem");
              assertThat(e.getMessage())
                  .startsWith("PutItem throttled for Profile PK=USER#hot, SK=PROFILE")
                  .contains("TableWriteKeyRangeThroughputExceeded on " + ARN + db.tableName())
                  .contains("a hot key (PK=USER#hot, SK=PROFILE)")
                  .contains("@Shard(count = N, by = ...) on Profile")
                  .contains("docs/sharding.md");
            })
        // still the exception every throttle was before
        .isInstanceOf(RequestFailedException.class);

    assertThat(requests)
        .singleElement()
        .satisfies(
            put -> {
              assertThat(put.failure()).isEqualTo("ProvisionedThroughputExceededException");
              assertThat(put.throttles()).isEqualTo(1);
              assertThat(put.throttlingReasons())
                  .extracting(ThrottlingReason::reason)
                  .containsExactly("TableWriteKeyRangeThroughputExceeded");
            });
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.failure()).isEqualTo("ThrottledException");
              assertThat(op.throttlingReasons())
                  .extracting(ThrottlingReason::reason)
                  .containsExactly("TableWriteKeyRangeThroughputExceeded");
            });
  }

  @Test
  void aHotIndexKeyNamesTheIndexAndItsShard(LocalDynamoDb engine) {
    db.orders().put(new Order("eve", "o9", Instant.EPOCH, Status.PLACED, BigDecimal.ONE));
    engine.faults().throttlingReason("Query", 1, "IndexReadKeyRangeThroughputExceeded", "GSI1");

    assertThatThrownBy(() -> observed.orders().byStatus(Status.PLACED).all().list())
        .isInstanceOfSatisfying(
            ThrottledException.class,
            e -> {
              assertThat(e.reasons())
                  .containsExactly(
                      reason(
                          "IndexReadKeyRangeThroughputExceeded",
                          ARN + db.tableName() + "/index/GSI1"));
              assertThat(e.getMessage())
                  .startsWith("Query throttled for Order")
                  .contains("one partition key value of index GSI1 takes more reads")
                  .contains("a hot index key")
                  .endsWith("or cache its hot reads")
                  .contains("@Shard(count = N, index = \"GSI1\") on Order");
            });
  }

  @Test
  void provisionedCapacityNamesItsRemedy(LocalDynamoDb engine) {
    db.profiles().put(new Profile("cap", "Cap"));
    engine.faults().throttlingReason("GetItem", 1, "TableReadProvisionedThroughputExceeded");

    assertThatThrownBy(() -> observed.profiles().get(new ProfileKey("cap")))
        .isInstanceOfSatisfying(
            ThrottledException.class,
            e -> {
              assertThat(e.isKeyRange()).isFalse();
              assertThat(e.getMessage())
                  .contains("TableReadProvisionedThroughputExceeded")
                  .contains("provisioned capacity")
                  .doesNotContain("@Shard");
            });
  }

  @Test
  void aThrottledBatchIsResentAndTheListenerHearsTheReasons(LocalDynamoDb engine) {
    List<LineItem> lines =
        IntStream.range(0, 3).mapToObj(i -> new LineItem("t1", "sku-" + i, 1, 100)).toList();
    engine
        .faults()
        .throttlingReason("BatchWriteItem", 1, "TableWriteProvisionedThroughputExceeded");

    observed.batchWrite().putLineItems(lines).execute();

    assertThat(requests).hasSize(2);
    assertThat(requests.get(0).throttlingReasons())
        .containsExactly(reason("TableWriteProvisionedThroughputExceeded", ARN + db.tableName()));
    assertThat(requests.get(0).resent()).isFalse();
    assertThat(requests.get(1).resent()).isTrue();
    assertThat(requests.get(1).items()).isEqualTo(3);
    assertThat(operations)
        .singleElement()
        .satisfies(
            op -> {
              assertThat(op.succeeded()).isTrue();
              assertThat(op.resends()).isEqualTo(1);
              assertThat(op.throttles()).isEqualTo(1);
              assertThat(op.throttlingReasons()).hasSize(1);
            });
  }

  @Test
  void theEngineRefusesAReasonDynamoDbDoesNotHave(LocalDynamoDb engine) {
    assertThatThrownBy(() -> engine.faults().throttlingReason("PutItem", 1, "HotPartition"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Unknown throttling reason 'HotPartition'");
    assertThatThrownBy(
            () ->
                engine
                    .faults()
                    .throttlingReason("PutItem", 1, "IndexWriteKeyRangeThroughputExceeded"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("name it");
  }
}
