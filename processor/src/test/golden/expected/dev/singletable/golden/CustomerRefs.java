package dev.singletable.golden;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyRef;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import java.time.Instant;
import javax.annotation.processing.Generated;

/**
 * The typed attribute references of {@link Customer}, for its conditions, filters and updates.
 * {@link CustomerSchema} implements this interface, so they read
 * {@code CustomerSchema.CUSTOMER_ID}; they are declared here so that mapping items builds none of
 * them: they are made with the first one used.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public interface CustomerRefs {
  /**
   * The {@code customerId} attribute (stored as {@code customerId}); a primary key component, which
   * updates do not change.
   */
  ReadOnlyStringRef<Customer> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  /** The {@code name} attribute (stored as {@code name}). */
  StringRef<Customer> NAME = new StringRef<>(Path.attribute("name"));

  /**
   * The {@code email} attribute (stored as {@code email}); it feeds an index key, so updates set it
   * with {@code CustomerUpdate.setEmail(...)}, which rewrites that key too.
   */
  ReadOnlyStringRef<Customer> EMAIL = new ReadOnlyStringRef<>(Path.attribute("email"));

  /**
   * The {@code phone} attribute (stored as {@code phone}); {@code @Unique}: changed by a put, which
   * moves its guard item, never by an update.
   */
  ReadOnlyStringRef<Customer> PHONE = new ReadOnlyStringRef<>(Path.attribute("phone"));

  /**
   * The {@code version} attribute (stored as {@code version}); maintained by Singletable, so
   * updates do not set it.
   */
  ReadOnlyRef<Customer, Long> VERSION = new ReadOnlyRef<>(Path.attribute("version"),
      CustomerSchema.VERSION_CODEC);

  /**
   * The {@code createdAt} attribute (stored as {@code createdAt}); maintained by Singletable, so
   * updates do not set it.
   */
  ReadOnlyRef<Customer, Instant> CREATED_AT = new ReadOnlyRef<>(Path.attribute("createdAt"),
      CustomerSchema.CREATED_AT_CODEC);

  /**
   * The {@code updatedAt} attribute (stored as {@code updatedAt}); maintained by Singletable, so
   * updates do not set it.
   */
  ReadOnlyRef<Customer, Instant> UPDATED_AT = new ReadOnlyRef<>(Path.attribute("updatedAt"),
      CustomerSchema.UPDATED_AT_CODEC);
}
