package dev.singletable.runtime.internal.call;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.observe.ConsumedUnits;
import dev.singletable.runtime.observe.OperationEvent;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsResponse;

/** A request that spans tables is heard once, with its capacity per table as well as in all. */
class CapacityByTableTest {

  private static ConsumedCapacity units(String table, double total, double gsi1) {
    return ConsumedCapacity.builder()
        .tableName(table)
        .capacityUnits(total)
        .table(Capacity.builder().capacityUnits(total - gsi1).build())
        .globalSecondaryIndexes(
            gsi1 == 0 ? Map.of() : Map.of("GSI1", Capacity.builder().capacityUnits(gsi1).build()))
        .build();
  }

  private static final TransactWriteItemsResponse ANSWER =
      TransactWriteItemsResponse.builder()
          .consumedCapacity(units("Shop", 6, 2), units("Auth", 2, 0))
          .build();

  @Test
  void anAnswerIsSummedAndSplitByTable() {
    assertThat(RequestFacts.capacity(ANSWER))
        .isEqualTo(ConsumedUnits.of(8, 6, Map.of("GSI1", 2.0)));
    assertThat(RequestFacts.capacityByTable(ANSWER))
        .containsOnly(
            Map.entry("Shop", ConsumedUnits.of(6, 4, Map.of("GSI1", 2.0))),
            Map.entry("Auth", ConsumedUnits.of(2, 2, Map.of())));
    assertThat(RequestFacts.capacityByTable(TransactWriteItemsResponse.builder().build()))
        .isEmpty();
  }

  @Test
  void theListenerHearsOneRequestAndOneOperationWithEveryTable() {
    List<RequestEvent> requests = new CopyOnWriteArrayList<>();
    List<OperationEvent> operations = new CopyOnWriteArrayList<>();
    CallObserver observer =
        new CallObserver(
            new RequestListener() {
              @Override
              public void onRequest(RequestEvent event) {
                requests.add(event);
              }

              @Override
              public void onOperation(OperationEvent event) {
                operations.add(event);
              }
            });
    TransactWriteItemsRequest request =
        TransactWriteItemsRequest.builder()
            .transactItems(
                TransactWriteItem.builder().put(Put.builder().tableName("Shop").build()).build(),
                TransactWriteItem.builder().put(Put.builder().tableName("Auth").build()).build())
            .build();

    CallObserver.Run run = observer.start();
    run.send(
            (Step.Call<TransactWriteItemsRequest, TransactWriteItemsResponse, Integer>)
                Step.<TransactWriteItemsRequest, TransactWriteItemsResponse, Integer>call(
                    ApiCall.TRANSACT_WRITE_ITEMS, request, r -> Step.done(1), e -> null))
        .answered(ANSWER);
    run.finished(null);

    assertThat(requests).singleElement().satisfies(r -> assertThat(r.table()).isEqualTo("Shop"));
    assertThat(operations)
        .singleElement()
        .satisfies(
            operation -> {
              assertThat(operation.items()).isEqualTo(2);
              assertThat(operation.capacity().total()).isEqualTo(8);
              assertThat(operation.capacityByTable()).containsOnlyKeys("Shop", "Auth");
              assertThat(operation.capacityByTable().get("Auth").total()).isEqualTo(2);
            });
  }
}
