package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.runtime.failure.OptimisticLockException;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;

/**
 * Reads a failed condition from the condition the library wrote: which checks it held (the caller's
 * condition, "no live item" for a create, "a live item" for an update, the expected
 * {@code @Version}) decides which of them can have failed; the current item, when DynamoDB returned
 * it ({@code ALL_OLD}), only narrows that down. A message never says more than is known: without
 * the current item, it does not claim the item exists or not. Shared by single-item writes and
 * transaction cancellation reasons.
 */
final class ConditionFailures {

  /**
   * The checks a write's condition held.
   *
   * @param create the write required that no live item has the key (and nothing else)
   * @param mustExist the write required a live item (an update)
   * @param notExpired the write required that the item, if any, has not expired (an upsert)
   * @param userCondition the caller added a condition of their own
   * @param versionAttribute the {@code @Version} attribute when the version was checked, else null
   * @param expectedVersion the version required (0: no item)
   */
  record Checks(
      boolean create,
      boolean mustExist,
      boolean notExpired,
      boolean userCondition,
      String versionAttribute,
      long expectedVersion) {

    static Checks ofCreate() {
      return new Checks(true, false, false, false, null, 0);
    }

    /** A condition of the caller's (or an action's own) and nothing else. */
    static Checks ofCondition() {
      return new Checks(false, false, false, true, null, 0);
    }

    /** The caller's condition (when {@code userCondition}), and the version when not null. */
    static Checks of(boolean userCondition, String versionAttribute, Long version) {
      return new Checks(
          false,
          false,
          false,
          userCondition,
          version == null ? null : versionAttribute,
          version == null ? 0 : version);
    }

    boolean versioned() {
      return versionAttribute != null;
    }
  }

  /** Which check failed, as far as the condition and the current item tell. */
  enum Verdict {
    ALREADY_EXISTS,
    NOT_FOUND,
    VERSION_CONFLICT,
    CONDITION,
    /** The caller's condition or the version (or existence) check: not known which. */
    CONDITION_OR_GUARD
  }

  private ConditionFailures() {}

  /** The item DynamoDB returned with a failed condition, or {@code null} when there was none. */
  static Map<String, AttributeValue> currentItem(ConditionalCheckFailedException e) {
    return e.hasItem() && !e.item().isEmpty() ? e.item() : null;
  }

  /** Whether the stored version is {@code expected} (0: no item). */
  static boolean versionMatches(
      Map<String, AttributeValue> current, String versionAttribute, long expected) {
    if (current == null) {
      return expected == 0;
    }
    AttributeValue stored = current.get(versionAttribute);
    return stored != null && stored.n() != null && stored.n().equals(Long.toString(expected));
  }

  /**
   * Which check failed.
   *
   * @param current the item DynamoDB returned, or {@code null} when it returned none (which says
   *     nothing: an engine may not return it)
   */
  static Verdict verdict(TableContext context, Checks checks, Map<String, AttributeValue> current) {
    if (checks.create()) {
      return Verdict.ALREADY_EXISTS; // the only check a create makes
    }
    if (current != null) {
      if (checks.mustExist() && context.isExpired(current)) {
        return Verdict.NOT_FOUND;
      }
      if (checks.versioned()
          && !versionMatches(current, checks.versionAttribute(), checks.expectedVersion())) {
        return Verdict.VERSION_CONFLICT;
      }
      return checks.userCondition() ? Verdict.CONDITION : Verdict.CONDITION_OR_GUARD;
    }
    int guards = (checks.mustExist() ? 1 : 0) + (checks.versioned() ? 1 : 0);
    if (checks.userCondition()) {
      return guards == 0 ? Verdict.CONDITION : Verdict.CONDITION_OR_GUARD;
    }
    if (checks.versioned()) {
      return Verdict.VERSION_CONFLICT; // an absent item is not at the expected version either
    }
    return checks.mustExist() ? Verdict.NOT_FOUND : Verdict.CONDITION_OR_GUARD;
  }

  /** The most precise exception for a failed condition of a single write. */
  static <T> ConditionFailedException forWrite(
      TableContext context,
      EntitySchema<T, ?> schema,
      ConditionalCheckFailedException e,
      Map<String, AttributeValue> key,
      Checks checks) {
    Map<String, AttributeValue> current = currentItem(e);
    T currentEntity = current != null ? readIfOwnType(context, schema, current) : null;
    String keyText = context.describeKey(key);
    String entity = schema.entityType();
    Verdict verdict = verdict(context, checks, current);
    return switch (verdict) {
      case ALREADY_EXISTS -> new ItemAlreadyExistsException(entity, keyText, currentEntity, e);
      case NOT_FOUND -> new ItemNotFoundException(entity, keyText, e);
      case VERSION_CONFLICT ->
          new OptimisticLockException(entity, keyText, checks.expectedVersion(), currentEntity, e);
      case CONDITION, CONDITION_OR_GUARD ->
          new ConditionFailedException(
              entity,
              keyText,
              "the condition on "
                  + entity
                  + " "
                  + keyText
                  + " did not hold"
                  + (verdict == Verdict.CONDITION ? "" : ": " + explain(checks, current)),
              currentEntity,
              e);
    };
  }

  /** What may have failed, for a condition that combined several checks. */
  static String explain(Checks checks, Map<String, AttributeValue> current) {
    StringBuilder text = new StringBuilder();
    if (checks.userCondition()) {
      text.append("the caller's condition");
    }
    if (checks.mustExist()) {
      text.append(text.length() > 0 ? ", or " : "").append("the item must exist");
    }
    if (checks.notExpired()) {
      text.append(text.length() > 0 ? ", or " : "").append("the item must not have expired");
    }
    if (checks.versioned()) {
      text.append(text.length() > 0 ? ", or " : "")
          .append("the item must be at version ")
          .append(checks.expectedVersion());
    }
    if (text.length() == 0) {
      text.append("a check the library added");
    }
    return text.append(current == null ? " (DynamoDB did not return the item)" : "").toString();
  }

  /**
   * The item read as the schema's entity when it is one; {@code null} otherwise or when unreadable
   * (a cancellation reason still reports the raw attributes).
   */
  static <T> T readIfOwnType(
      TableContext context, EntitySchema<T, ?> schema, Map<String, AttributeValue> item) {
    if (!context.isOfType(item, schema)) {
      return null;
    }
    try {
      return schema.fromItem(item);
    } catch (RuntimeException unreadable) {
      return null;
    }
  }
}
