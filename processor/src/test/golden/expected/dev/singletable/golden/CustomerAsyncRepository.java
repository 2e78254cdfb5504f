package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Customer} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.customers()}. Every read and write, and the terminals of its updates and
 * queries, return futures.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerAsyncRepository extends AsyncEntityRepository<Customer, CustomerKey, CustomerRepository.CustomerUpdate<CompletableFuture<Optional<Customer>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  CustomerAsyncRepository(TableHandle table) {
    super(table, CustomerSchema.INSTANCE, CustomerRepository.CustomerUpdate::new);
  }

  /**
   * {@link Customer} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = PROFILE}
   * order.
   */
  public AsyncEntityQuery<Customer> byCustomerId(String customerId) {
    return query(CustomerRepository.BY_CUSTOMER_ID.at(CustomerKey.partitionKey(customerId)));
  }

  /**
   * {@link Customer} items of partition {@code GSI1PK = EMAIL#{email}} of index GSI1, in
   * {@code GSI1SK = CUSTOMER} order.
   */
  public AsyncEntityQuery<Customer> byEmail(String email) {
    return query(CustomerRepository.BY_EMAIL.at(CustomerSchema.gsi1PartitionKey(email)));
  }
}
