package dev.singletable.runtime.failure;

import dev.singletable.runtime.TableKey;
import dev.singletable.runtime.Transaction;
import dev.singletable.runtime.Transactions;
import dev.singletable.runtime.internal.op.Cancellation;
import dev.singletable.runtime.internal.op.UniqueGuards;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * DynamoDB cancelled a transaction: nothing of it was applied. {@link #reasons()} has one reason
 * per action, in the order the actions were added; {@link #failures()} only those that caused it.
 *
 * <p>What to do depends on the reasons: a {@linkplain CancellationReason#conditionFailed() failed
 * condition} is an answer, not an accident (never retried; the current item is attached); a
 * {@linkplain #versionConflicts() version conflict} means read again, reapply, run a new
 * transaction; a cancellation that is {@linkplain #isTransient() transient} only (conflicts,
 * throttling) was already retried {@link #attempts()} times with the same idempotency token and can
 * be tried again later.
 */
public class TransactionCancelledException extends SingletableException {

  private static final long serialVersionUID = 1L;

  private final String operation;
  private final transient List<CancellationReason<?>> reasons;
  private final String idempotencyToken;
  private final int attempts;

  public TransactionCancelledException(
      String operation,
      List<CancellationReason<?>> reasons,
      String idempotencyToken,
      int attempts,
      Throwable cause) {
    super(
        firstFailure(reasons) == null ? null : firstFailure(reasons).entityType(),
        firstFailure(reasons) == null ? null : firstFailure(reasons).key(),
        describe(operation, reasons, idempotencyToken, attempts),
        cause);
    this.operation = operation;
    this.reasons = List.copyOf(reasons);
    this.idempotencyToken = idempotencyToken;
    this.attempts = attempts;
  }

  private static CancellationReason<?> firstFailure(List<CancellationReason<?>> reasons) {
    return reasons.stream().filter(CancellationReason::failed).findFirst().orElse(null);
  }

  private static String describe(
      String operation, List<CancellationReason<?>> reasons, String token, int attempts) {
    StringBuilder text = new StringBuilder(operation).append(" cancelled, nothing applied (");
    if (token != null) {
      text.append("token ").append(token).append(", ");
    }
    text.append(attempts).append(attempts == 1 ? " attempt)" : " attempts)");
    List<CancellationReason<?>> failures =
        reasons.stream().filter(CancellationReason::failed).toList();
    if (failures.isEmpty()) {
      return text.append(": DynamoDB gave no reason").toString();
    }
    text.append(": ");
    boolean withTables = reasons.stream().map(CancellationReason::table).distinct().count() > 1;
    for (int i = 0; i < failures.size(); i++) {
      text.append(i == 0 ? "" : "; ").append(Cancellation.describe(failures.get(i), withTables));
    }
    return text.toString();
  }

  /** {@code TransactWriteItems} or {@code TransactGetItems}. */
  public String operation() {
    return operation;
  }

  /** One reason per action, in request order (empty when DynamoDB gave none). */
  public List<CancellationReason<?>> reasons() {
    return reasons;
  }

  /**
   * The reason of the action on the item under {@code key}, typed by its entity; empty when the
   * transaction had no action on that item (or DynamoDB gave no reasons).
   *
   * @throws IllegalArgumentException when a transaction across tables had an action on that key in
   *     two tables: ask {@link #reason(Transaction, TableKey)} with the part of the table meant
   */
  public <T> Optional<CancellationReason<T>> reason(TableKey<?, T> key) {
    return find(null, key);
  }

  /**
   * The reason of the action that {@code part} (one of the transactions combined by {@link
   * Transactions#together}) had on the item under {@code key}, typed by its entity; empty when that
   * table had no action on it.
   */
  public <T> Optional<CancellationReason<T>> reason(Transaction<?, ?, ?> part, TableKey<?, T> key) {
    return find(Objects.requireNonNull(part, "part").tableName(), key);
  }

  @SuppressWarnings("unchecked") // the reason's entity type and key are the key's
  private <T> Optional<CancellationReason<T>> find(String table, TableKey<?, T> key) {
    Objects.requireNonNull(key, "key");
    CancellationReason<?> found = null;
    for (CancellationReason<?> reason : reasons) {
      if (reason.isFor(key) && (table == null || table.equals(reason.table()))) {
        if (found != null) {
          throw new IllegalArgumentException(
              key.entityType()
                  + " "
                  + reason.key()
                  + " had an action in table "
                  + found.table()
                  + " and in table "
                  + reason.table()
                  + "; name the table with reason(part, key)");
        }
        found = reason;
      }
    }
    return Optional.ofNullable((CancellationReason<T>) found);
  }

  /** The reasons of the actions that caused the cancellation (code other than {@code None}). */
  public List<CancellationReason<?>> failures() {
    return reasons.stream().filter(CancellationReason::failed).toList();
  }

  /** The actions whose condition did not hold. */
  public List<CancellationReason<?>> conditionFailures() {
    return reasons.stream().filter(CancellationReason::conditionFailed).toList();
  }

  /** The actions that failed on their {@code @Version}. */
  public List<CancellationReason<?>> versionConflicts() {
    return reasons.stream().filter(CancellationReason::versionConflict).toList();
  }

  /**
   * The {@code @Unique} value a create of this transaction found taken: the first guard item whose
   * condition failed, naming the entity type, attribute, value and the key holding it (whose item
   * is not read here, so {@link UniqueValueTakenException#holderExists()} is true; {@link
   * UniqueValueTakenException#key()} is the guard's key). Empty when no guard failed.
   */
  public Optional<UniqueValueTakenException> uniqueValueTaken() {
    return UniqueGuards.taken(reasons, this);
  }

  /** Whether any action failed on its {@code @Version}. */
  public boolean hasVersionConflict() {
    return reasons.stream().anyMatch(CancellationReason::versionConflict);
  }

  /**
   * Whether every failure was transient (conflicts, throttling): the retries ran out, and running
   * the same transaction later may succeed.
   */
  public boolean isTransient() {
    List<CancellationReason<?>> failures = failures();
    return !failures.isEmpty() && failures.stream().allMatch(CancellationReason::isTransient);
  }

  /** The ClientRequestToken every attempt carried ({@code null} for reads). */
  public String idempotencyToken() {
    return idempotencyToken;
  }

  /** How many times the request was sent. */
  public int attempts() {
    return attempts;
  }
}
