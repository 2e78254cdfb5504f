package dev.singletable.runtime.failure;

/**
 * The base of every failure Singletable reports. Each names the entity type and the key it was
 * about (when there is one) and says why, so that a log line alone tells what went wrong.
 */
public class SingletableException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String entityType;
  private final String key;

  /**
   * @param entityType the entity type concerned, or {@code null} when the failure is not about one
   * @param key a readable rendering of the key concerned (for example {@code PK=USER#u1,
   *     SK=PROFILE}), or {@code null}
   */
  public SingletableException(String entityType, String key, String message, Throwable cause) {
    super(message, cause);
    this.entityType = entityType;
    this.key = key;
  }

  public SingletableException(String entityType, String key, String message) {
    this(entityType, key, message, null);
  }

  /** The entity type concerned, or {@code null}. */
  public String entityType() {
    return entityType;
  }

  /** A readable rendering of the key concerned, or {@code null}. */
  public String key() {
    return key;
  }
}
