package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.NOW_SECONDS;
import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static dev.singletable.runtime.internal.op.Widgets.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.failure.InvalidCursorException;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.ThrottledException;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.op.QueryMembers.Member;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import dev.singletable.runtime.observe.ConsumedUnits;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;

/** The one query engine: requests and pages of entity queries, scans and collections. */
class QueryPageOperationTest {

  private final TableContext context = Widgets.context();

  private QuerySpec<Widget> byStatus(String status) {
    return QuerySpec.query(
        context,
        QueryMembers.entity(SCHEMA),
        "GSI1",
        "STATUS#" + status,
        SortKeyCondition.prefix("WIDGET#"));
  }

  @Test
  void aQueryNamesItsIndexAndTheLayoutGivesTheKeyAttributes() {
    QueryRequest request =
        new QueryPageOperation<>(byStatus("OPEN").withLimit(10).withForward(false)).queryRequest();

    assertThat(request.tableName()).isEqualTo("Widgets");
    assertThat(request.indexName()).isEqualTo("GSI1");
    assertThat(request.keyConditionExpression()).isEqualTo("#n0 = :v0 AND begins_with(#n1, :v1)");
    assertThat(request.expressionAttributeNames())
        .containsExactly(entry("#n0", "GSI1PK"), entry("#n1", "GSI1SK"));
    assertThat(request.expressionAttributeValues())
        .containsExactly(
            entry(":v0", AttributeValue.fromS("STATUS#OPEN")),
            entry(":v1", AttributeValue.fromS("WIDGET#")));
    assertThat(request.limit()).isEqualTo(10);
    assertThat(request.scanIndexForward()).isFalse();
    assertThat(request.consistentRead()).isNull();
    assertThat(request.exclusiveStartKey()).isEmpty();
    assertThat(byStatus("OPEN").describe())
        .isEqualTo("GSI1PK = \"STATUS#OPEN\" AND begins_with(GSI1SK, \"WIDGET#\") on index GSI1");
  }

  @Test
  void aRangeSendsBothBoundsAndDescribesTheKeyItDrops() {
    QuerySpec<Widget> before =
        byStatus("OPEN").withSortKey(SortKeyCondition.before("WIDGET#", "m", true, '#'));
    QueryRequest request = new QueryPageOperation<>(before).queryRequest();
    assertThat(request.keyConditionExpression()).isEqualTo("#n0 = :v0 AND #n1 BETWEEN :v1 AND :v2");
    assertThat(request.expressionAttributeValues())
        .containsEntry(":v1", AttributeValue.fromS("WIDGET#"))
        .containsEntry(":v2", AttributeValue.fromS("WIDGET#m"));
    assertThat(before.withForward(false).describe())
        .isEqualTo(
            "GSI1PK = \"STATUS#OPEN\" AND GSI1SK BETWEEN \"WIDGET#\" AND \"WIDGET#m\" (then"
                + " dropping \"WIDGET#m\") on index GSI1, descending");
  }

  @Test
  void aProjectionAlsoReadsWhatThePageNeedsAndAFilterJoinsTheRequest() {
    StringRef<Widget> status = new StringRef<>(Path.attribute("status"));
    QueryRequest request =
        new QueryPageOperation<>(
                byStatus("OPEN")
                    .andFilter(status.ne("DONE"))
                    .withProjection(List.of(Path.attribute("status"))))
            .queryRequest();
    // The filter is written first (its shape's template fits an empty writer); the key condition
    // takes the next placeholders and the projection reuses the names already placed.
    assertThat(request.filterExpression()).isEqualTo("#n0 <> :v0");
    assertThat(request.keyConditionExpression()).isEqualTo("#n1 = :v1 AND begins_with(#n2, :v2)");
    assertThat(request.projectionExpression()).isEqualTo("#n0, #n3, #n4, #n2");
    assertThat(request.expressionAttributeNames())
        .containsValues("status", "entityType", "expiresAt", "GSI1SK");
  }

  @Test
  void aPageKeepsLiveItemsOfItsTypeCountsTheRestAndCarriesASignedCursor() {
    QuerySpec<Widget> spec = byStatus("OPEN");
    Widget live = new Widget("w1", "OPEN", 1, 1, null);
    Widget expired = new Widget("w2", "OPEN", 1, 1, NOW_SECONDS);
    Map<String, AttributeValue> foreign = new HashMap<>(item(live));
    foreign.put("entityType", AttributeValue.fromS("Gadget"));
    Map<String, AttributeValue> lastKey = SCHEMA.keyItem("w2");

    Page<Widget> page =
        new QueryPageOperation<>(spec)
            .read(List.of(item(live), item(expired), foreign), lastKey, 3, ConsumedUnits.NONE);

    assertThat(page.items()).containsExactly(live);
    assertThat(page.skippedItems()).isEqualTo(2);
    assertThat(page.scannedCount()).isEqualTo(3);
    assertThat(page.cursor()).isNotNull();
    QueryRequest next = new QueryPageOperation<>(spec.withCursor(page.cursor())).queryRequest();
    assertThat(next.exclusiveStartKey()).isEqualTo(lastKey);
    assertThatThrownBy(
            () ->
                new QueryPageOperation<>(byStatus("DONE").withCursor(page.cursor())).queryRequest())
        .isInstanceOf(InvalidCursorException.class)
        .hasMessageContaining("belongs to another query");
    assertThat(
            new QueryPageOperation<>(spec)
                .read(List.of(), Map.of(), null, ConsumedUnits.NONE)
                .cursor())
        .isNull();
  }

  @Test
  void aScanFiltersByTypeOnTheServerAndCountsWhatItFilteredOut() {
    QuerySpec<Widget> scan = QuerySpec.scan(context, SCHEMA);
    ScanRequest request = new QueryPageOperation<>(scan).scanRequest();
    assertThat(request.filterExpression()).isEqualTo("#n0 = :v0");
    assertThat(request.expressionAttributeValues())
        .containsExactly(entry(":v0", AttributeValue.fromS("Widget")));

    Page<Widget> page =
        new QueryPageOperation<>(scan)
            .read(List.of(item(new Widget("w1", null, 0, 1, null))), null, 5, ConsumedUnits.NONE);
    assertThat(page.skippedItems()).isEqualTo(4);
    assertThat(new QueryPageOperation<>(scan).failure(error("ValidationException")))
        .isInstanceOfSatisfying(
            RequestFailedException.class,
            e -> assertThat(e.getMessage()).startsWith("Scan failed for Widget: Validation"));
  }

  @Test
  void aCollectionReadsEachMemberWithItsOwnSchemaThroughTheSameEngine() {
    QuerySpec<Member> collection =
        QuerySpec.query(
            context,
            QueryMembers.collection("widgetDetails", List.of(SCHEMA)),
            null,
            "WIDGET#w1",
            SortKeyCondition.any());
    QueryRequest request = new QueryPageOperation<>(collection).queryRequest();
    assertThat(request.indexName()).isNull();
    assertThat(request.keyConditionExpression()).isEqualTo("#n0 = :v0");
    assertThat(request.expressionAttributeNames()).containsExactly(entry("#n0", "PK"));

    Widget widget = new Widget("w1", null, 0, 1, null);
    Map<String, AttributeValue> foreign = new HashMap<>(item(widget));
    foreign.put("entityType", AttributeValue.fromS("Gadget"));
    Page<Member> page =
        new QueryPageOperation<>(collection)
            .read(List.of(item(widget), foreign), null, 2, ConsumedUnits.NONE);
    assertThat(page.items()).containsExactly(new Member("Widget", widget));
    assertThat(page.skippedItems()).isOne();
    assertThat(collection.describe()).isEqualTo("PK = \"WIDGET#w1\" (collection widgetDetails)");
    // throttling beyond the retries is the throttling exception, a RequestFailedException
    assertThat(new QueryPageOperation<>(collection).failure(error("ThrottlingException")))
        .isInstanceOf(ThrottledException.class)
        .isInstanceOf(RequestFailedException.class)
        .hasMessageStartingWith(
            "Query (collection widgetDetails) throttled PK=WIDGET#w1: ThrottlingException");
  }

  @Test
  void consistentReadsAreRefusedOnAGlobalIndexForQueriesAndCollectionsAlike() {
    assertThatThrownBy(() -> byStatus("OPEN").withConsistentRead(true))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("global secondary index GSI1 (query of Widget)");
    QuerySpec<Member> onGsi =
        QuerySpec.query(
            context,
            QueryMembers.collection("byStatus", List.of(SCHEMA)),
            "GSI1",
            "STATUS#OPEN",
            SortKeyCondition.any());
    assertThatThrownBy(() -> onGsi.withConsistentRead(true))
        .hasMessageContaining("global secondary index GSI1 (collection byStatus)");
    // a local index allows them
    QuerySpec<Widget> local =
        QuerySpec.query(
            context, QueryMembers.entity(SCHEMA), "LSI1", "W#1", SortKeyCondition.any());
    assertThat(new QueryPageOperation<>(local.withConsistentRead(true)).queryRequest())
        .satisfies(
            request -> {
              assertThat(request.consistentRead()).isTrue();
              assertThat(request.expressionAttributeNames()).containsEntry("#n0", "PK");
            });
  }

  @Test
  void aTargetNamingAnIndexTheLayoutLacksAndALimitBelowOneAreRefused() {
    assertThatThrownBy(
            () ->
                QuerySpec.query(
                    context, QueryMembers.entity(SCHEMA), "GSI9", "x", SortKeyCondition.any()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table Widgets has no index GSI9 in its layout; declare it in @Table");
    assertThatThrownBy(() -> byStatus("OPEN").withLimit(0))
        .hasMessage("limit must be at least 1, got 0");
  }
}
