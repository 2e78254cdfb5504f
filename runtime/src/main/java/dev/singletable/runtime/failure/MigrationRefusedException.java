package dev.singletable.runtime.failure;

/**
 * A migration job refused to run, before it read or changed any item: a budget that is not
 * positive, a checkpoint of another job or table, or the job already running elsewhere.
 */
public class MigrationRefusedException extends SingletableException {

  private static final long serialVersionUID = 1L;

  /** Why the job refused. */
  public enum Reason {
    /** The capacity budget is zero, negative or not a number. */
    BUDGET,
    /** The checkpoint store holds a checkpoint of another job or table. */
    FOREIGN_CHECKPOINT,
    /** The checkpoint was made with another number of segments, so it cannot be resumed. */
    SEGMENTS,
    /** Another run holds the job (its lease has not expired). */
    RUNNING
  }

  private final Reason reason;

  public MigrationRefusedException(Reason reason, String entityType, String message) {
    super(entityType, null, message);
    this.reason = reason;
  }

  public Reason reason() {
    return reason;
  }
}
