package dev.singletable.testkit;

import static dev.singletable.testkit.Items.key;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.KeysAndAttributes;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Requests the gateway forwards to dynalite, refused with DynamoDB's wording where dynalite's
 * differs, and refused where dynalite would have answered.
 */
@LocalDynamoDbTest
class RequestValidationTest {

  @InjectDynamoDb static DynamoDbClient client;
  static String table;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable testTable) {
    table = testTable.name();
    engine.createTable(Items.table(table));
  }

  @Test
  void emptyRequestItemsIsAMissingParameter() {
    assertRefused(
        () -> client.batchGetItem(b -> b.requestItems(Map.of())),
        "The requestItems parameter is required for BatchGetItem");
    assertRefused(
        () -> client.batchWriteItem(b -> b.requestItems(Map.of())),
        "The requestItems parameter is required for BatchWriteItem");
  }

  @Test
  void tooManyKeysOrWritesNameTheLimitAsDynamoDbDoes() {
    List<Map<String, AttributeValue>> keys = new ArrayList<>();
    List<WriteRequest> writes = new ArrayList<>();
    for (int i = 0; i < 101; i++) {
      keys.add(key("k" + i, "B"));
      Map<String, AttributeValue> item = key("w" + i, "B");
      writes.add(WriteRequest.builder().putRequest(p -> p.item(item)).build());
    }
    assertRefused(
        () ->
            client.batchGetItem(
                b -> b.requestItems(Map.of(table, KeysAndAttributes.builder().keys(keys).build()))),
        "1 validation error detected: Value at 'RequestItems."
            + table
            + ".member.Keys' failed to satisfy constraint: Member must have length less than or"
            + " equal to 100");
    assertThatThrownBy(
            () -> client.batchWriteItem(b -> b.requestItems(Map.of(table, writes.subList(0, 26)))))
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e ->
                assertThat(e.awsErrorDetails().errorMessage())
                    .startsWith(
                        "1 validation error detected: Value '{"
                            + table
                            + "=[com.amazonaws.dynamodb.v20120810.WriteRequest@")
                    .endsWith(
                        "]}' at 'requestItems' failed to satisfy constraint: Map value must"
                            + " satisfy constraint: [Member must have length less than or equal"
                            + " to 25, Member must have length greater than or equal to 1]"));
  }

  @Test
  void limitOfZeroIsWordedPerOperation() {
    assertRefused(
        () ->
            client.query(
                b ->
                    b.tableName(table)
                        .keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("x")))
                        .limit(0)),
        "1 validation error detected: Value at 'Limit' failed to satisfy constraint: Member must"
            + " have value greater than or equal to 1");
    assertRefused(
        () -> client.scan(b -> b.tableName(table).limit(0)),
        "1 validation error detected: Value '0' at 'limit' failed to satisfy constraint: Member"
            + " must have value greater than or equal to 1");
  }

  @Test
  void specificAttributesNeedAProjection() {
    assertRefused(
        () ->
            client.query(
                b ->
                    b.tableName(table)
                        .keyConditionExpression("pk = :pk")
                        .expressionAttributeValues(Map.of(":pk", AttributeValue.fromS("x")))
                        .select(Select.SPECIFIC_ATTRIBUTES)),
        "1 validation error detected: Must specify the AttributesToGet or ProjectionExpression"
            + " when choosing to get SPECIFIC_ATTRIBUTES");
    assertRefused(
        () -> client.scan(b -> b.tableName(table).select(Select.SPECIFIC_ATTRIBUTES)),
        "Must specify the AttributesToGet or ProjectionExpression when choosing to get"
            + " SPECIFIC_ATTRIBUTES");
    assertThat(
            client
                .scan(
                    b ->
                        b.tableName(table)
                            .select(Select.SPECIFIC_ATTRIBUTES)
                            .projectionExpression("pk"))
                .count())
        .isZero();
  }

  @Test
  void firstSegmentWithoutTotalSegmentsIsRefused() {
    assertRefused(
        () -> client.scan(b -> b.tableName(table).segment(0)),
        "The TotalSegments parameter is required but was not present in the request when Segment"
            + " parameter is present");
  }

  @Test
  void emptyTableNameOfAnItemOperationBreaksOnlyTheLengthConstraint() {
    assertRefused(
        () -> client.putItem(b -> b.tableName("").item(key("x", "T"))),
        "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint: Member"
            + " must have length greater than or equal to 1");
  }

  @Test
  void createTableReportsNameAndKeySchemaFaultsAsMemberConstraints() {
    assertRefused(
        () -> client.createTable(Items.table("ab")),
        "1 validation error detected: Value 'ab' at 'tableName' failed to satisfy constraint:"
            + " Member must have length greater than or equal to 3");
    assertRefused(
        () -> client.createTable(Items.table("x!")),
        "2 validation errors detected: Value 'x!' at 'tableName' failed to satisfy constraint:"
            + " Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+; Value 'x!' at"
            + " 'tableName' failed to satisfy constraint: Member must have length greater than or"
            + " equal to 3");
    CreateTableRequest threeKeys =
        Items.table(table + "-three").toBuilder()
            .keySchema(
                KeySchemaElement.builder().attributeName("pk").keyType(KeyType.HASH).build(),
                KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build(),
                KeySchemaElement.builder().attributeName("sk").keyType(KeyType.RANGE).build())
            .build();
    assertRefused(
        () -> client.createTable(threeKeys),
        "1 validation error detected: Value '[KeySchemaElement(attributeName=pk, keyType=HASH),"
            + " KeySchemaElement(attributeName=sk, keyType=RANGE),"
            + " KeySchemaElement(attributeName=sk, keyType=RANGE)]' at 'keySchema' failed to"
            + " satisfy constraint: Member must have length less than or equal to 2");
  }

  @Test
  void malformedResourceArnIsAValidationError() {
    assertRefused(
        () ->
            client.tagResource(
                b ->
                    b.resourceArn("not-a-valid-arn")
                        .tags(Tag.builder().key("env").value("test").build())),
        "Invalid TableArn: Invalid ResourceArn provided as input not-a-valid-arn");
  }

  private static void assertRefused(ThrowingCallable call, String message) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            DynamoDbException.class,
            e -> {
              assertThat(e.awsErrorDetails().errorCode()).isEqualTo("ValidationException");
              assertThat(e.awsErrorDetails().errorMessage()).isEqualTo(message);
            });
  }
}
