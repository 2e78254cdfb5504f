package dev.singletable.testkit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The request checks TransactWriteItems and TransactGetItems share, with DynamoDB's wording. */
final class TransactValidation {

  static final int MAX_ACTIONS = 100;

  /** DynamoDB's limit on the aggregate size of the items in one TransactWriteItems: 4 MB. */
  static final long MAX_BYTES = 4L * 1024 * 1024;

  private TransactValidation() {}

  /**
   * The {@code TransactItems} list, checked for presence and for 1 to 100 elements that are
   * objects.
   */
  static List<Map<String, Object>> transactItems(Map<String, Object> request) {
    Object value = request.get("TransactItems");
    if (value == null) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value null at 'transactItems' "
              + "failed to satisfy constraint: Member must not be null");
    }
    List<Object> list = Json.asList(value);
    if (list == null) {
      throw ApiErrors.validationFailure("Start of list found where not expected");
    }
    if (list.isEmpty()) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value '[]' at 'transactItems' "
              + "failed to satisfy constraint: Member must have length greater than or equal to 1");
    }
    if (list.size() > MAX_ACTIONS) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value '["
              + list.size()
              + " items]' at 'transactItems' failed to satisfy constraint: "
              + "Member must have length less than or equal to "
              + MAX_ACTIONS);
    }
    List<Map<String, Object>> items = new ArrayList<>(list.size());
    for (Object element : list) {
      Map<String, Object> item = Json.asMap(element);
      if (item == null) {
        throw ApiErrors.validationFailure("TransactItems must hold objects");
      }
      items.add(item);
    }
    return items;
  }

  /**
   * Rejects two actions on one item (same table and key), as DynamoDB does before touching
   * anything.
   */
  static void requireDistinctItems(List<String> identities) {
    Set<String> seen = new HashSet<>();
    for (String identity : identities) {
      if (!seen.add(identity)) {
        throw ApiErrors.validationFailure(
            "Transaction request cannot include multiple operations on one item");
      }
    }
  }

  /**
   * Rejects a transaction whose items add up to more than 4 MB, before any action runs. The limit
   * is documented, its wording is not: this is the service's message as other emulators record it.
   */
  static void requireWithinSizeLimit(long bytes) {
    if (bytes > MAX_BYTES) {
      throw ApiErrors.validationFailure(
          "Collection size of items exceeded, which can also be caused by the aggregate size of"
              + " the items in the transaction exceeding the 4MB limit");
    }
  }

  /** A required member of one action, named by its path in DynamoDB's style when absent. */
  static Object required(Map<String, Object> action, String member, String path) {
    Object value = action.get(member);
    if (value == null) {
      throw ApiErrors.validationFailure(
          "1 validation error detected: Value null at '"
              + path
              + "' failed to satisfy constraint: Member must not be null");
    }
    return value;
  }
}
