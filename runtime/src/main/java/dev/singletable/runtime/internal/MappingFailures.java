package dev.singletable.runtime.internal;

import dev.singletable.runtime.failure.MappingException;

/**
 * Makes the {@link MappingException}s of the codecs ({@link Mapping}, {@link Items}). Declared as
 * {@code RuntimeException} and made only here, so that verifying the classes that map every item
 * (which throw them) does not load the exception classes: a cold start maps without them.
 */
final class MappingFailures {

  private MappingFailures() {}

  /** A MappingException about {@code entity}, without a key. */
  static RuntimeException of(String entity, String message) {
    return new MappingException(entity, null, message);
  }

  /** A MappingException about {@code entity}, without a key, caused by {@code cause}. */
  static RuntimeException of(String entity, String message, Throwable cause) {
    return new MappingException(entity, null, message, cause);
  }
}
