package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Customer} ({@code CustomerSchema.CUSTOMER_ID}, as
 * {@link CustomerSchema} implements it), built by the first one used, never by mapping items. Those
 * of key components are read-only: updates do not change the key.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface CustomerRefs {
  ReadOnlyStringRef<Customer> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  StringRef<Customer> NAME = new StringRef<>(Path.attribute("name"));

  /** The {@code email} attribute, an index key input: {@code setEmail(...)} sets it. */
  ReadOnlyStringRef<Customer> EMAIL = new ReadOnlyStringRef<>(Path.attribute("email"));

  /**
   * The {@code phone} attribute; {@code @Unique}: changed by a put, which moves its guard item,
   * never by an update.
   */
  ReadOnlyStringRef<Customer> PHONE = new ReadOnlyStringRef<>(Path.attribute("phone"));

  /** The {@code version} attribute, maintained by Singletable: updates do not set it. */
  ReadOnlyRef<Customer, Long> VERSION = new ReadOnlyRef<>(Path.attribute("version"),
      CustomerSchema.VERSION_CODEC);

  /** The {@code createdAt} attribute, maintained by Singletable: updates do not set it. */
  ReadOnlyRef<Customer, Instant> CREATED_AT = new ReadOnlyRef<>(Path.attribute("createdAt"),
      CustomerSchema.CREATED_AT_CODEC);

  /** The {@code updatedAt} attribute, maintained by Singletable: updates do not set it. */
  ReadOnlyRef<Customer, Instant> UPDATED_AT = new ReadOnlyRef<>(Path.attribute("updatedAt"),
      CustomerSchema.UPDATED_AT_CODEC);
}
