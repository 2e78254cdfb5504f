package dev.singletable.processor.model;

/** The scalar Java types an attribute can have, with what each can do in a key. */
public enum ScalarKind {
  STRING(Storage.S, true),
  BOOLEAN(Storage.BOOL, true),
  BYTE(Storage.N, true),
  SHORT(Storage.N, true),
  INT(Storage.N, true),
  LONG(Storage.N, true),
  FLOAT(Storage.N, false),
  DOUBLE(Storage.N, false),
  BIG_DECIMAL(Storage.N, true),
  BIG_INTEGER(Storage.N, true),
  INSTANT(Storage.S, true),
  LOCAL_DATE(Storage.S, true),
  LOCAL_DATE_TIME(Storage.S, true),
  UUID(Storage.S, true),
  ENUM(Storage.S, true),
  BYTES(Storage.B, false),
  SDK_BYTES(Storage.B, false);

  /** The DynamoDB type of a stored value. */
  public enum Storage {
    S,
    N,
    B,
    BOOL
  }

  private final Storage storage;
  private final boolean keyable;

  ScalarKind(Storage storage, boolean keyable) {
    this.storage = storage;
    this.keyable = keyable;
  }

  public Storage storage() {
    return storage;
  }

  /** Whether values of this kind can be key components (they have an order-preserving encoding). */
  public boolean keyable() {
    return keyable;
  }

  /** Whether values of this kind are numbers (usable with ADD and arithmetic). */
  public boolean isNumber() {
    return storage == Storage.N;
  }

  /** Whether values of this kind compare with {@code < >} meaningfully. */
  public boolean isComparable() {
    return storage != Storage.BOOL && storage != Storage.B;
  }
}
