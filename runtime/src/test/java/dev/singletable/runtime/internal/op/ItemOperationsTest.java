package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.NOW_SECONDS;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.conditionFailed;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemTooLargeException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.SdkClientException;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.GetItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutItemRequest;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure;

/** GetItem, PutItem and DeleteItem built and read without a network. */
class ItemOperationsTest {

  private final TableContext context = Widgets.context();
  private final Widget widget = new Widget("w1", "OPEN", 3, 2, null);

  @Test
  void getItemAsksForTheKeyAndReadsAbsentAndExpiredItemsAsEmpty() {
    GetItemOperation<Widget> get = new GetItemOperation<>(context, SCHEMA, "w1", true);
    GetItemRequest request = get.request();
    assertThat(request.tableName()).isEqualTo("Widgets");
    assertThat(request.key()).isEqualTo(SCHEMA.keyItem("w1"));
    assertThat(request.consistentRead()).isTrue();
    assertThat(new GetItemOperation<>(context, SCHEMA, "w1", false).request().consistentRead())
        .isNull();

    assertThat(get.read(GetItemResponse.builder().build())).isEmpty();
    assertThat(get.read(GetItemResponse.builder().item(Map.of()).build())).isEmpty();
    Widget expired = new Widget("w1", null, 0, 1, NOW_SECONDS);
    assertThat(get.read(GetItemResponse.builder().item(item(expired)).build())).isEmpty();
    Widget live = new Widget("w1", null, 0, 1, NOW_SECONDS + 1);
    assertThat(get.read(GetItemResponse.builder().item(item(live)).build())).contains(live);
  }

  @Test
  void aRefusedRequestNamesEntityAndKeyWhileAClientFailureStaysAsTheSdkReportedIt() {
    GetItemOperation<Widget> get = new GetItemOperation<>(context, SCHEMA, "w1", false);
    assertThat(get.failure(error("ResourceNotFoundException")))
        .isInstanceOfSatisfying(
            RequestFailedException.class,
            e -> {
              assertThat(e.operation()).isEqualTo("GetItem");
              assertThat(e.errorCode()).isEqualTo("ResourceNotFoundException");
              assertThat(e.getMessage())
                  .startsWith("GetItem failed for Widget PK=WIDGET#w1, SK=A: ResourceNotFound");
            });
    SdkClientException timeout = SdkClientException.create("timed out");
    assertThat(get.failure(timeout)).isSameAs(timeout);
  }

  @Test
  void aVersionedPutStoresTheNextVersionOnlyIfTheStoredOneIsTheEntitys() {
    PutItemOperation<Widget> put =
        new PutItemOperation<>(context, SCHEMA, widget, null, false, NOW);
    PutItemRequest request = put.request();

    assertThat(put.prepared().stored().version()).isEqualTo(3);
    assertThat(request.item()).containsEntry("version", AttributeValue.fromN("3"));
    assertThat(request.conditionExpression()).isEqualTo("#n0 = :v0");
    assertThat(request.expressionAttributeNames()).containsExactly(entry("#n0", "version"));
    assertThat(request.expressionAttributeValues())
        .containsExactly(entry(":v0", AttributeValue.fromN("2")));
    assertThat(request.returnValuesOnConditionCheckFailure())
        .isEqualTo(ReturnValuesOnConditionCheckFailure.ALL_OLD);
    assertThat(put.versionGuard()).isEqualTo(2L);
  }

  @Test
  void aCreateStartsAtVersionOneAndAcceptsOnlyAnAbsentOrExpiredItem() {
    PutItemOperation<Widget> create =
        new PutItemOperation<>(context, SCHEMA, widget, null, true, NOW);
    PutItemRequest request = create.request();

    assertThat(create.prepared().stored().version()).isEqualTo(1);
    assertThat(request.conditionExpression()).isEqualTo("attribute_not_exists(#n0) OR #n1 <= :v0");
    assertThat(request.expressionAttributeNames())
        .containsExactly(entry("#n0", "PK"), entry("#n1", "expiresAt"));
    assertThat(request.expressionAttributeValues())
        .containsExactly(entry(":v0", AttributeValue.fromN(Long.toString(NOW_SECONDS))));
    assertThat(create.versionGuard()).isNull();
  }

  @Test
  void aFailedPutConditionIsReadIntoTheMostPreciseException() {
    Map<String, AttributeValue> stored = item(new Widget("w1", "OPEN", 3, 5, null));
    PutItemOperation<Widget> put =
        new PutItemOperation<>(context, SCHEMA, widget, null, false, NOW);
    assertThat(put.failure(conditionFailed(stored)))
        .isInstanceOfSatisfying(
            OptimisticLockException.class,
            e -> {
              assertThat(e.expectedVersion()).isEqualTo(2);
              assertThat(e.currentItem(Widget.class)).contains(SCHEMA.fromItem(stored));
            });

    PutItemOperation<Widget> create =
        new PutItemOperation<>(context, SCHEMA, widget, null, true, NOW);
    assertThat(create.failure(conditionFailed(stored)))
        .isInstanceOf(ItemAlreadyExistsException.class);

    StringRef<Widget> status = new StringRef<>(Path.attribute("status"));
    PutItemOperation<Widget> conditional =
        new PutItemOperation<>(
            context, SCHEMA, new Widget("w1", "OPEN", 3, 5, null), status.eq("DONE"), false, NOW);
    assertThat(conditional.failure(conditionFailed(stored)))
        .isExactlyInstanceOf(ConditionFailedException.class)
        .hasMessage("the condition on Widget PK=WIDGET#w1, SK=A did not hold");
  }

  @Test
  void anItemOverTheLimitWithItsLocalIndexEntryIsRefusedBeforeAnyRequest() {
    // about 300 KB (status and its GSI1 key) is under 400 KB alone, over it with its LSI1 copy
    Widget big = new Widget("w1", "x".repeat(150_000), 0, 0, null);
    Map<String, AttributeValue> withLsi = new HashMap<>(item(big));
    withLsi.put("LSI1SK", AttributeValue.fromS("s"));
    Widgets.WidgetSchema schema =
        new Widgets.WidgetSchema() {
          @Override
          public Map<String, AttributeValue> toItem(Widget widget) {
            return withLsi;
          }
        };
    assertThatThrownBy(() -> new PutItemOperation<>(context, schema, big, null, false, NOW))
        .isInstanceOf(ItemTooLargeException.class);
    assertThat(new PutItemOperation<>(context, SCHEMA, big, null, false, NOW).request().item())
        .isNotEmpty();
  }

  @Test
  void aPutRefusesAValueNestedDeeperThanThirtyTwoLevelsOrAnAncientTtl() {
    AttributeValue deep = AttributeValue.fromS("x");
    for (int i = 0; i < 32; i++) {
      deep = AttributeValue.fromL(List.of(deep));
    }
    Map<String, AttributeValue> tooDeep = new HashMap<>(item(widget));
    tooDeep.put("doc", deep);
    Widgets.WidgetSchema schema =
        new Widgets.WidgetSchema() {
          @Override
          public Map<String, AttributeValue> toItem(Widget widget) {
            return tooDeep;
          }
        };
    assertThatThrownBy(() -> new PutItemOperation<>(context, schema, widget, null, false, NOW))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Widget.doc[0]")
        .hasMessageContaining("this value is at level 33");

    long sixYearsAgo = NOW.minus(Duration.ofDays(6 * 365)).getEpochSecond();
    Widget ancient = new Widget("w1", "OPEN", 3, 2, sixYearsAgo);
    assertThatThrownBy(() -> new PutItemOperation<>(context, SCHEMA, ancient, null, false, NOW))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("Widget.expiresAt: a TTL of 2019-")
        .hasMessageContaining("is more than five years before now (2025-01-01T00:00:00Z)");
    Widget fourYearsAgo =
        new Widget("w1", "OPEN", 3, 2, NOW.minus(Duration.ofDays(4 * 365)).getEpochSecond());
    assertThat(new PutItemOperation<>(context, SCHEMA, fourYearsAgo, null, false, NOW).request())
        .isNotNull();
  }

  @Test
  void deletingAnEntityChecksItsVersionAndReadsTheOldItemOnlyWhenAsked() {
    DeleteItemOperation<Widget> delete = DeleteItemOperation.ofEntity(context, SCHEMA, widget);
    DeleteItemRequest request = delete.request();
    assertThat(request.key()).isEqualTo(SCHEMA.keyItem("w1"));
    assertThat(request.conditionExpression()).isEqualTo("#n0 = :v0");
    assertThat(request.returnValues()).isNull();
    assertThat(delete.expectedVersion()).isEqualTo(2);
    assertThat(delete.failure(conditionFailed(null))).isInstanceOf(OptimisticLockException.class);

    DeleteItemOperation<Widget> returning =
        DeleteItemOperation.ofKey(context, SCHEMA, "w1", null, true);
    assertThat(returning.request().returnValues()).isEqualTo(ReturnValue.ALL_OLD);
    assertThat(returning.request().conditionExpression()).isNull();
    assertThat(returning.read(DeleteItemResponse.builder().attributes(item(widget)).build()))
        .contains(widget);
    assertThat(returning.read(DeleteItemResponse.builder().build())).isEmpty();
    assertThat(returning.failure(error("ValidationException")))
        .isInstanceOfSatisfying(
            RequestFailedException.class, e -> assertThat(e.operation()).isEqualTo("DeleteItem"));
  }
}
