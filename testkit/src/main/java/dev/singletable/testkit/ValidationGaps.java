package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Closes gaps between dynalite's request validation and DynamoDB's: refusals that dynalite words
 * differently, and reads it answers that DynamoDB refuses.
 *
 * <p>Only answers change, never what dynalite stores: a rewording applies to a refusal dynalite
 * already made (so its order of checks stands), and the reads refused after the fact had no effect.
 */
final class ValidationGaps {

  private static final Set<String> ITEM_OPERATIONS =
      Set.of("GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan");
  private static final Set<String> TAG_OPERATIONS =
      Set.of("TagResource", "UntagResource", "ListTagsOfResource");

  private static final Pattern BATCH_GET_KEYS =
      Pattern.compile(
          "1 validation error detected: Value '.*' at 'requestItems\\.(.+)\\.member\\.keys' failed"
              + " to satisfy constraint: Member must have length less than or equal to 100",
          Pattern.DOTALL);
  private static final Pattern BATCH_WRITE_REQUESTS =
      Pattern.compile(
          "1 validation error detected: Value '\\{.*\\}' at 'requestItems' failed to satisfy"
              + " constraint: Map value must satisfy constraint: (\\[Member must have length less"
              + " than or equal to 25, Member must have length greater than or equal to 1\\])",
          Pattern.DOTALL);
  private static final Pattern KEY_SCHEMA_LENGTH =
      Pattern.compile(
          "1 validation error detected: Value '\\[.*\\]' at 'keySchema' failed to satisfy"
              + " constraint: Member must have length less than or equal to 2",
          Pattern.DOTALL);
  private static final String DYNALITE_TABLE_NAME =
      "TableName must be at least 3 characters long and at most 255 characters long";
  private static final Pattern QUERY_LIMIT = Pattern.compile("Value '[^']*' at 'limit' failed");
  // dynalite's check for a well-formed ARN, before which it answers AccessDeniedException.
  private static final Pattern ARN_SHAPE = Pattern.compile("^.+:.+:.+:.+:.+:.+/.+$");

  private ValidationGaps() {}

  /** DynamoDB's answer to {@code body} sent as {@code target}, given dynalite's {@code answer}. */
  static ApiResponse close(String target, byte[] body, ApiResponse answer) {
    if (target == null || !target.startsWith(Upstream.TARGET_PREFIX)) {
      return answer;
    }
    String operation = target.substring(Upstream.TARGET_PREFIX.length());
    boolean read = operation.equals("Query") || operation.equals("Scan");
    String error = answer.errorType();
    if (answer.isSuccess()
        ? !read
        : !error.equals("ValidationException") && !error.equals("AccessDeniedException")) {
      return answer;
    }
    Map<String, Object> request;
    try {
      request = Json.parseObject(body);
    } catch (RuntimeException e) {
      return answer; // dynalite's answer to malformed JSON is already DynamoDB's
    }
    Optional<String> message =
        answer.isSuccess()
            ? refusal(operation, request)
            : reworded(operation, request, error, answer.errorMessage());
    return message.map(ApiErrors::validation).orElse(answer);
  }

  /** What DynamoDB refuses in a Query or Scan that dynalite answered. */
  private static Optional<String> refusal(String operation, Map<String, Object> request) {
    if ("SPECIFIC_ATTRIBUTES".equals(request.get("Select"))
        && request.get("ProjectionExpression") == null
        && request.get("AttributesToGet") == null) {
      String problem =
          "Must specify the AttributesToGet or ProjectionExpression when choosing to get"
              + " SPECIFIC_ATTRIBUTES";
      // Query reports it as a member constraint, Scan bare.
      return Optional.of(
          operation.equals("Query") ? "1 validation error detected: " + problem : problem);
    }
    if (operation.equals("Scan")
        && request.get("Segment") != null
        && request.get("TotalSegments") == null) {
      // dynalite tests the segment for truth, so segment 0 alone slips through.
      return Optional.of(
          "The TotalSegments parameter is required but was not present in the request when"
              + " Segment parameter is present");
    }
    return Optional.empty();
  }

  /** DynamoDB's wording for a refusal dynalite words differently. */
  private static Optional<String> reworded(
      String operation, Map<String, Object> request, String error, String message) {
    if (error.equals("AccessDeniedException")) {
      String arn = Json.asString(request.get("ResourceArn"));
      return TAG_OPERATIONS.contains(operation) && arn != null && !ARN_SHAPE.matcher(arn).matches()
          ? Optional.of("Invalid TableArn: Invalid ResourceArn provided as input " + arn)
          : Optional.empty();
    }
    if (ITEM_OPERATIONS.contains(operation) && "".equals(request.get("TableName"))) {
      // Item operations accept table ARNs, so their only bound on a name is its length, checked
      // before anything else.
      return Optional.of(
          "1 validation error detected: Value '' at 'tableName' failed to satisfy constraint:"
              + " Member must have length greater than or equal to 1");
    }
    Map<String, Object> requestItems = Json.asMap(request.get("RequestItems"));
    if (operation.startsWith("Batch") && requestItems != null && requestItems.isEmpty()) {
      return Optional.of("The requestItems parameter is required for " + operation);
    }
    return switch (operation) {
      case "Query" -> {
        Matcher limit = QUERY_LIMIT.matcher(message);
        yield limit.find()
            ? Optional.of(limit.replaceAll("Value at 'Limit' failed"))
            : Optional.empty();
      }
      case "BatchGetItem" -> {
        Matcher keys = BATCH_GET_KEYS.matcher(message);
        yield keys.matches()
            ? Optional.of(
                "1 validation error detected: Value at 'RequestItems."
                    + keys.group(1)
                    + ".member.Keys' failed to satisfy constraint: Member must have length less"
                    + " than or equal to 100")
            : Optional.empty();
      }
      case "BatchWriteItem" -> {
        Matcher requests = BATCH_WRITE_REQUESTS.matcher(message);
        yield requests.matches() && requestItems != null
            ? Optional.of(
                "1 validation error detected: Value '"
                    + javaStyle(requestItems)
                    + "' at 'requestItems' failed to satisfy constraint: Map value must satisfy"
                    + " constraint: "
                    + requests.group(1))
            : Optional.empty();
      }
      case "CreateTable" -> createTable(request, message);
      default -> Optional.empty();
    };
  }

  /**
   * CreateTable's table name and key schema faults, which DynamoDB reports as member constraints.
   */
  private static Optional<String> createTable(Map<String, Object> request, String message) {
    String name = Json.asString(request.get("TableName"));
    if (message.equals(DYNALITE_TABLE_NAME) && name != null) {
      List<String> errors = new ArrayList<>();
      String at = "Value '" + name + "' at 'tableName' failed to satisfy constraint: ";
      if (!name.matches("[a-zA-Z0-9_.-]+")) {
        errors.add(at + "Member must satisfy regular expression pattern: [a-zA-Z0-9_.-]+");
      }
      if (name.length() < 3) {
        errors.add(at + "Member must have length greater than or equal to 3");
      } else if (name.length() > 255) {
        errors.add(at + "Member must have length less than or equal to 255");
      }
      return Optional.of(
          errors.size()
              + (errors.size() == 1 ? " validation error" : " validation errors")
              + " detected: "
              + String.join("; ", errors));
    }
    List<Object> keySchema = Json.asList(request.get("KeySchema"));
    if (KEY_SCHEMA_LENGTH.matcher(message).matches() && keySchema != null) {
      String elements =
          keySchema.stream()
              .map(Json::asMap)
              .map(
                  e ->
                      e == null
                          ? "null"
                          : "KeySchemaElement(attributeName="
                              + e.get("AttributeName")
                              + ", keyType="
                              + e.get("KeyType")
                              + ")")
              .collect(Collectors.joining(", ", "[", "]"));
      return Optional.of(
          "1 validation error detected: Value '"
              + elements
              + "' at 'keySchema' failed to satisfy constraint: Member must have length less than"
              + " or equal to 2");
    }
    return Optional.empty();
  }

  /**
   * The request items as DynamoDB's Java service prints them: {@code {table=[WriteRequest@hash,
   * ...]}}.
   */
  private static String javaStyle(Map<String, Object> requestItems) {
    return requestItems.entrySet().stream()
        .map(
            table -> {
              List<Object> requests = Json.asList(table.getValue());
              String printed =
                  requests == null
                      ? ""
                      : requests.stream()
                          .map(
                              r ->
                                  "com.amazonaws.dynamodb.v20120810.WriteRequest@"
                                      + Integer.toHexString(Json.canonical(r).hashCode()))
                          .collect(Collectors.joining(", "));
              return table.getKey() + "=[" + printed + "]";
            })
        .collect(Collectors.joining(", ", "{", "}"));
  }
}
