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
   * The {@link CustomerRepository#byCustomerId} query of this face, whose terminals return futures.
   */
  public AsyncEntityQuery<Customer> byCustomerId(String customerId) {
    return query(CustomerRepository.BY_CUSTOMER_ID.at(CustomerKey.partitionKey(customerId)));
  }

  /** The {@link CustomerRepository#byEmail} query of this face, whose terminals return futures. */
  public AsyncEntityQuery<Customer> byEmail(String email) {
    return query(CustomerRepository.BY_EMAIL.at(CustomerSchema.gsi1PartitionKey(email)));
  }
}
