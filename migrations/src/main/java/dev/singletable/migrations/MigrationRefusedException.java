package dev.singletable.migrations;

import dev.singletable.runtime.failure.SingletableException;

/**
 * A migration job refused to run, before it read or changed any item: a budget that is not
 * positive, a checkpoint of another job or table, the job already running elsewhere, or an index to
 * create that the table does not declare.
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
    RUNNING,
    /** The table declares no global index of that name to create or fill. */
    INDEX
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
