package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.locks.Lock;

/**
 * TransactWriteItems on top of dynalite's single-item writes: all-or-nothing by snapshot and
 * restore under the gateway's exclusive lock, with conditions evaluated by dynalite itself.
 */
final class TransactWriteHandler {

  private static final List<String> KINDS = List.of("ConditionCheck", "Put", "Delete", "Update");

  // dynalite answers these only once it has read the item; DynamoDB reports them as a
  // ValidationError cancellation reason. Every other ValidationException is about the request and
  // comes back as it is: so does a Put's item over 400 KB, which DynamoDB refuses up front.
  private static final List<String> ITEM_DEPENDENT_ERRORS =
      List.of(
          "An operand in the update expression has an incorrect data type",
          "The document path provided in the update expression is invalid for update",
          "Item size to update has exceeded the maximum allowed size");

  /**
   * One action of the request and the item it addresses; {@code invalidKey} is the cancellation
   * message when its key does not fit the table (then {@code key} is null and nothing runs).
   */
  private record Action(
      String kind,
      Map<String, Object> spec,
      String table,
      Map<String, Object> key,
      String invalidKey) {

    boolean runs() {
      return invalidKey == null;
    }
  }

  private final Upstream upstream;
  private final Lock exclusive;
  private final Faults faults;
  private final IdempotencyCache tokens;

  TransactWriteHandler(Upstream upstream, Lock exclusive, Faults faults, IdempotencyCache tokens) {
    this.upstream = upstream;
    this.exclusive = exclusive;
    this.faults = faults;
    this.tokens = tokens;
  }

  ApiResponse handle(byte[] body) {
    Map<String, Object> request = Json.parseObject(body);
    List<Map<String, Object>> items = TransactValidation.transactItems(request);
    String token = clientRequestToken(request);
    exclusive.lock();
    try {
      String canonical = Json.canonical(request);
      if (token != null) {
        Optional<ApiResponse> replay = tokens.replay(token, canonical);
        if (replay.isPresent()) {
          return replay.get();
        }
      }
      List<Action> actions = resolve(items);
      if (faults.takeTransactionConflict()) {
        return conflict(actions.size());
      }
      ApiResponse result = execute(actions);
      if (token != null && result.isSuccess()) {
        tokens.remember(token, canonical, result);
      }
      return result;
    } finally {
      exclusive.unlock();
    }
  }

  private static String clientRequestToken(Map<String, Object> request) {
    String token = Json.asString(request.get("ClientRequestToken"));
    if (token != null && (token.isEmpty() || token.length() > 36)) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value '"
              + token
              + "' at 'clientRequestToken' failed to satisfy constraint: Member must have length "
              + (token.isEmpty() ? "greater than or equal to 1" : "less than or equal to 36"));
    }
    return token;
  }

  private List<Action> resolve(List<Map<String, Object>> items) {
    ItemKeys keys = new ItemKeys(upstream);
    List<Action> actions = new ArrayList<>(items.size());
    List<String> identities = new ArrayList<>(items.size());
    long bytes = 0;
    for (int i = 0; i < items.size(); i++) {
      Action action = resolve(items.get(i), i + 1, keys);
      actions.add(action);
      if (action.runs()) {
        identities.add(ItemKeys.identity(action.table(), action.key()));
      }
      bytes += size(action);
    }
    TransactValidation.requireDistinctItems(identities);
    TransactValidation.requireWithinSizeLimit(bytes);
    return actions;
  }

  private static Action resolve(Map<String, Object> item, int position, ItemKeys keys) {
    List<String> present = KINDS.stream().filter(item::containsKey).toList();
    if (present.size() != 1 || item.size() != 1 || Json.asMap(item.get(present.get(0))) == null) {
      throw ApiErrors.validationFailure(
          "TransactItems can only contain one of Check, Put, Update or Delete");
    }
    String kind = present.get(0);
    Map<String, Object> spec = Json.asMap(item.get(kind));
    String path =
        "transactItems."
            + position
            + ".member."
            + Character.toLowerCase(kind.charAt(0))
            + kind.substring(1);
    String table =
        Json.asString(TransactValidation.required(spec, "TableName", path + ".tableName"));
    if (kind.equals("ConditionCheck")) {
      TransactValidation.required(spec, "ConditionExpression", path + ".conditionExpression");
    }
    boolean put = kind.equals("Put");
    Map<String, Object> given =
        Json.asMap(
            put
                ? TransactValidation.required(spec, "Item", path + ".item")
                : TransactValidation.required(spec, "Key", path + ".key"));
    if (given == null) {
      throw ApiErrors.validationFailure(
          (put ? "Item" : "Key") + " of action " + position + " must be a map of attributes");
    }
    List<ItemKeys.KeyAttribute> schema = keys.schema(table);
    Optional<KeyChecks.Problem> problem =
        put ? KeyChecks.inItem(schema, given) : KeyChecks.inKey(schema, given);
    if (problem.isPresent() && problem.get().emptyValue()) {
      throw ApiErrors.validationFailure(problem.get().message());
    }
    return problem.isPresent()
        ? new Action(kind, spec, table, null, problem.get().message())
        : new Action(kind, spec, table, put ? keys.keyOf(table, given) : given, null);
  }

  /**
   * What an action adds to the transaction's size: a Put its item, the others their key and the
   * values their expressions carry.
   */
  private static long size(Action action) {
    if (action.kind().equals("Put")) {
      return ItemSizes.ofItem(Json.asMap(action.spec().get("Item")));
    }
    Map<String, Object> values = Json.asMap(action.spec().get("ExpressionAttributeValues"));
    long valueBytes = 0;
    if (values != null) {
      for (Object value : values.values()) {
        valueBytes += ItemSizes.ofValue(value);
      }
    }
    return ItemSizes.ofItem(Json.asMap(action.spec().get("Key"))) + valueBytes;
  }

  private ApiResponse execute(List<Action> actions) {
    List<Map<String, Object>> before = new ArrayList<>(actions.size());
    for (Action action : actions) {
      before.add(action.runs() ? read(action) : null);
    }
    List<Integer> applied = new ArrayList<>();
    List<Map<String, Object>> reasons = new ArrayList<>();
    boolean cancelled = false;
    try {
      for (int i = 0; i < actions.size(); i++) {
        Action action = actions.get(i);
        if (!action.runs()) {
          reasons.add(validationError(action.invalidKey()));
          cancelled = true;
          continue;
        }
        ApiResponse response = upstream.call(singleOperation(action.kind()), singleRequest(action));
        if (response.isSuccess()) {
          reasons.add(Json.object("Code", "None"));
          if (action.kind().equals("ConditionCheck")) {
            restore(action, before.get(i)); // the UpdateItem that checked it may have created it
          } else {
            applied.add(i);
          }
        } else if (response.errorType().equals(ApiErrors.CONDITIONAL_CHECK_FAILED)) {
          reasons.add(conditionFailed(action, before.get(i)));
          cancelled = true;
        } else if (isItemDependent(response)) {
          reasons.add(validationError(response.errorMessage()));
          cancelled = true;
        } else {
          rollback(actions, before, applied);
          return response;
        }
      }
    } catch (RuntimeException e) {
      rollback(actions, before, applied);
      throw e;
    }
    if (cancelled) {
      rollback(actions, before, applied);
      return ApiErrors.transactionCanceled(reasons);
    }
    return ApiResponse.ok(Json.object());
  }

  private Map<String, Object> read(Action action) {
    Map<String, Object> response =
        upstream.callOrThrow(
            "GetItem",
            Json.object("TableName", action.table(), "Key", action.key(), "ConsistentRead", true));
    return Json.asMap(response.get("Item"));
  }

  private static String singleOperation(String kind) {
    return switch (kind) {
      case "Put" -> "PutItem";
      case "Delete" -> "DeleteItem";
      default -> "UpdateItem"; // Update, and ConditionCheck as an UpdateItem with only a condition
    };
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> singleRequest(Action action) {
    Map<String, Object> request = (Map<String, Object>) Json.copy(action.spec());
    request.remove("ReturnValuesOnConditionCheckFailure");
    return request;
  }

  private static Map<String, Object> conditionFailed(Action action, Map<String, Object> before) {
    Map<String, Object> reason =
        Json.object(
            "Code", "ConditionalCheckFailed", "Message", ApiErrors.CONDITIONAL_REQUEST_FAILED);
    if ("ALL_OLD".equals(action.spec().get("ReturnValuesOnConditionCheckFailure"))
        && before != null) {
      reason.put("Item", before);
    }
    return reason;
  }

  private static Map<String, Object> validationError(String message) {
    return Json.object("Code", "ValidationError", "Message", message);
  }

  private static boolean isItemDependent(ApiResponse response) {
    String message = response.errorMessage();
    return response.errorType().equals("ValidationException")
        && ITEM_DEPENDENT_ERRORS.stream().anyMatch(message::startsWith);
  }

  private void rollback(
      List<Action> actions, List<Map<String, Object>> before, List<Integer> applied) {
    for (int i = applied.size() - 1; i >= 0; i--) {
      int index = applied.get(i);
      restore(actions.get(index), before.get(index));
    }
  }

  private void restore(Action action, Map<String, Object> before) {
    ApiResponse response =
        before == null
            ? upstream.call(
                "DeleteItem", Json.object("TableName", action.table(), "Key", action.key()))
            : upstream.call("PutItem", Json.object("TableName", action.table(), "Item", before));
    if (!response.isSuccess()) {
      throw new IllegalStateException(
          "could not restore an item of "
              + action.table()
              + " after a cancelled transaction: "
              + response);
    }
  }

  private static ApiResponse conflict(int actionCount) {
    List<Map<String, Object>> reasons = new ArrayList<>(actionCount);
    reasons.add(
        Json.object(
            "Code", "TransactionConflict", "Message", "Transaction is ongoing for the item"));
    for (int i = 1; i < actionCount; i++) {
      reasons.add(Json.object("Code", "None"));
    }
    return ApiErrors.transactionCanceled(reasons);
  }
}
