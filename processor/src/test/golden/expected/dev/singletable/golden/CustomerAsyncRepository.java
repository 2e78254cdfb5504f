package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Customer} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.customers()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerAsyncRepository extends AsyncEntityRepository<Customer, CustomerKey> {
  private static final Keys.Target BY_CUSTOMER_ID = Keys.table().equalTo("PROFILE");

  private static final Keys.Target BY_EMAIL = Keys.index("GSI1").equalTo("CUSTOMER");

  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  CustomerAsyncRepository(TableHandle table) {
    super(table, CustomerSchema.INSTANCE);
  }

  /** Updates the existing item with this key (the update fails when there is none). */
  public CustomerRepository.CustomerUpdate<CompletableFuture<Optional<Customer>>> update(
      CustomerKey key) {
    return new CustomerRepository.CustomerUpdate<>(startUpdate(key));
  }

  /** Updates the item with this key, creating it when absent. */
  public CustomerRepository.CustomerUpdate<CompletableFuture<Optional<Customer>>> upsert(
      CustomerKey key) {
    return new CustomerRepository.CustomerUpdate<>(startUpsert(key));
  }

  /**
   * {@link Customer} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = PROFILE}
   * order.
   */
  public AsyncEntityQuery<Customer> byCustomerId(String customerId) {
    return query(BY_CUSTOMER_ID.at(CustomerKey.partitionKey(customerId)));
  }

  /**
   * {@link Customer} items of partition {@code GSI1PK = EMAIL#{email}} of index GSI1, in
   * {@code GSI1SK = CUSTOMER} order.
   */
  public AsyncEntityQuery<Customer> byEmail(String email) {
    return query(BY_EMAIL.at(CustomerSchema.gsi1PartitionKey(email)));
  }
}
