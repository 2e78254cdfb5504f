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
  /** The {@code customerId} attribute, a primary key component: updates do not change it. */
  ReadOnlyStringRef<Customer> CUSTOMER_ID = new ReadOnlyStringRef<>(Path.attribute("customerId"));

  /** The {@code name} attribute. */
  StringRef<Customer> NAME = new StringRef<>(Path.attribute("name"));

  /**
   * The {@code email} attribute, an index key input: updates set it with {@code setEmail(...)},
   * which rewrites the key.
   */
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
