package dev.singletable.runtime.failure;

/**
 * A write whose outcome Singletable cannot know: its answer was lost (a 5xx, a timeout, a broken
 * connection) after DynamoDB may have applied it, and the item as it now is does not tell. When the
 * item shows the write applied exactly (it holds the intended version and values), the write simply
 * succeeds; when it shows the write could not have been applied, the usual typed failure is thrown.
 * This exception is the rest.
 *
 * <p>What to do: read the item (strongly consistently) and decide from it. If it reflects the
 * change, carry on; if not, reapply the change to the item as it is now (read, modify, write with
 * its {@code @Version}). Do not blindly repeat a write that is not idempotent, such as an {@code
 * ADD} to a counter: it may have been applied already.
 */
public class OutcomeUnknownException extends RequestFailedException {

  private static final long serialVersionUID = 1L;

  /**
   * @param reason what happened and what is known, as a sentence fragment
   * @param cause the failure that lost the answer, or the failed condition of a re-sent attempt
   */
  public OutcomeUnknownException(
      String entityType, String key, String operation, String reason, Throwable cause) {
    super(
        entityType,
        key,
        operation,
        "the outcome of "
            + operation
            + " of "
            + entityType
            + " "
            + key
            + " is unknown: "
            + reason
            + ". Read the item consistently and decide from what it holds",
        cause);
  }
}
