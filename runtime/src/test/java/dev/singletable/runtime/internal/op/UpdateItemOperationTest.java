package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW;
import static dev.singletable.runtime.internal.op.Widgets.NOW_SECONDS;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.answer;
import static dev.singletable.runtime.internal.op.Widgets.conditionFailed;
import static dev.singletable.runtime.internal.op.Widgets.fail;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static dev.singletable.runtime.internal.op.Widgets.request;
import static dev.singletable.runtime.internal.op.Widgets.result;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.expression.NumberRef;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.failure.OptimisticLockException;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.DeleteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemResponse;

/** UpdateItem built from an UpdateSpec and read without a network. */
class UpdateItemOperationTest {

  private static final NumberRef<Widget, Integer> COUNT =
      new NumberRef<>(Path.attribute("count"), n -> AttributeValue.fromN(n.toString()));
  private static final StringRef<Widget> STATUS = new StringRef<>(Path.attribute("status"));

  private final TableContext context = Widgets.context();

  private UpdateItemOperation<Widget, String> operation(UpdateSpec spec) {
    return new UpdateItemOperation<>(context, SCHEMA, "w1", spec, ReturnValue.ALL_NEW, NOW);
  }

  @Test
  void anUpdateAddsWhatTheLibraryMaintainsAndRequiresALiveItem() {
    UpdateSpec spec = UpdateSpec.of(false).withActions(List.of(COUNT.increment(1)));
    UpdateItemRequest request = operation(spec).request();

    assertThat(request.key()).isEqualTo(SCHEMA.keyItem("w1"));
    assertThat(request.returnValues()).isEqualTo(ReturnValue.ALL_NEW);
    // the caller's action, the entity type and key components, @UpdatedAt, ADD 1 to @Version
    assertThat(request.updateExpression())
        .startsWith("SET #n0 = #n0 + :v0, ")
        .contains("ADD #n")
        .doesNotContain("if_not_exists");
    assertThat(request.expressionAttributeNames())
        .containsValues("count", "entityType", "id", "updatedAt", "version");
    assertThat(request.conditionExpression()).startsWith("attribute_exists(");
    assertThat(operation(spec).condition().toString())
        .isEqualTo(
            "attribute_exists(PK) AND (attribute_not_exists(expiresAt) OR expiresAt > "
                + NOW_SECONDS
                + ")");
  }

  @Test
  void anUpsertWritesPrimitiveDefaultsItDoesNotSetAndRefusesToMergeIntoAnExpiredItem() {
    UpdateSpec spec =
        UpdateSpec.of(true)
            .withActions(List.of(STATUS.set("OPEN")))
            .withCondition(STATUS.ne("DONE"))
            .withExpectedVersion(4);
    UpdateItemOperation<Widget, String> upsert = operation(spec);

    assertThat(upsert.actions())
        .extracting(action -> action.path().attributeName())
        .startsWith("status", "count") // the caller's, then the default of what it leaves out
        .contains("entityType", "id")
        .endsWith("updatedAt", "version")
        .hasSize(6);
    assertThat(upsert.actions().get(1).toString()).contains("if_not_exists");
    assertThat(upsert.condition().toString())
        .contains("status <> \"DONE\"")
        .contains("attribute_not_exists(PK)")
        .contains("expiresAt > " + NOW_SECONDS)
        .contains("version = 4");
  }

  @Test
  void aFailedConditionWithoutALiveItemIsNotFoundUnlessTheUpdateIsAnUpsert() {
    UpdateSpec update = UpdateSpec.of(false).withActions(List.of(COUNT.increment(1)));
    assertThat(operation(update).failure(conditionFailed(null)))
        .isInstanceOf(ItemNotFoundException.class);
    Widget expired = new Widget("w1", null, 0, 1, NOW_SECONDS - 10);
    assertThat(operation(update).failure(conditionFailed(item(expired))))
        .isInstanceOf(ItemNotFoundException.class);

    UpdateSpec versioned = update.withExpectedVersion(1);
    Widget moved = new Widget("w1", null, 0, 2, null);
    assertThat(operation(versioned).failure(conditionFailed(item(moved))))
        .isInstanceOfSatisfying(
            OptimisticLockException.class, e -> assertThat(e.expectedVersion()).isEqualTo(1));
  }

  @Test
  void anUpsertMeetingAnExpiredItemDeletesItIfStillExpiredThenSendsTheUpdateAgain() {
    UpdateSpec upsert = UpdateSpec.of(true).withActions(List.of(COUNT.increment(1)));
    Step<Optional<Widget>> first = operation(upsert).step();
    UpdateItemRequest sent = request(first, ApiCall.UPDATE_ITEM);

    Widget expired = new Widget("w1", null, 7, 1, NOW_SECONDS - 10);
    Step<Optional<Widget>> delete = fail(first, conditionFailed(item(expired)));
    DeleteItemRequest removal = request(delete, ApiCall.DELETE_ITEM);
    assertThat(removal.key()).isEqualTo(SCHEMA.keyItem("w1"));
    assertThat(removal.conditionExpression()).isEqualTo("attribute_exists(#n0) AND #n1 <= :v0");

    Step<Optional<Widget>> again = answer(delete, DeleteItemResponse.builder().build());
    assertThat(request(again, ApiCall.UPDATE_ITEM)).isEqualTo(sent); // the clock stood still
    Widget created = new Widget("w1", null, 1, 1, null);
    assertThat(
            result(answer(again, UpdateItemResponse.builder().attributes(item(created)).build())))
        .contains(new Widget("w1", null, 0, 0, null)); // read as a partial item

    // renewed meanwhile: the first failure stands
    Step<Optional<Widget>> renewed = fail(operation(upsert).step(), conditionFailed(item(expired)));
    assertThatThrownBy(() -> fail(renewed, conditionFailed(null)))
        .isInstanceOf(ConditionFailedException.class);
  }

  @Test
  void userActionsOnKeysMaintainedAttributesOrIndexInputsAreRefused() {
    assertThatThrownBy(
            () ->
                UpdateItemOperation.checkUserAction(
                    context,
                    SCHEMA,
                    "w1",
                    new StringRef<Widget>(Path.attribute("GSI1PK")).set("x")))
        .hasMessageContaining("is part of the item's key");
    NumberRef<Widget, Long> version =
        new NumberRef<>(Path.attribute("version"), v -> AttributeValue.fromN(v.toString()));
    assertThatThrownBy(
            () -> UpdateItemOperation.checkUserAction(context, SCHEMA, "w1", version.add(1L)))
        .hasMessageContaining("maintained by Singletable");
    assertThatThrownBy(
            () -> UpdateItemOperation.checkUserAction(context, SCHEMA, "w1", STATUS.set("OPEN")))
        .hasMessage(
            "Widget.status is written only by the typed update's generated setStatus(...), which"
                + " keeps the index keys and @Derived attributes in step");
  }
}
