package dev.singletable.runtime.failure;

/**
 * A stored item could not be read as the expected entity: it has another entity type, lacks a
 * required attribute, or holds an attribute of another DynamoDB type than the field needs.
 */
public class MappingException extends SingletableException {

  private static final long serialVersionUID = 1L;

  public MappingException(String entityType, String key, String message) {
    super(entityType, key, message);
  }

  public MappingException(String entityType, String key, String message, Throwable cause) {
    super(entityType, key, message, cause);
  }
}
