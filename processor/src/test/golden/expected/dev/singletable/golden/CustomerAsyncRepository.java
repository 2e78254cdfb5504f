package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityQuery;
import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import javax.annotation.processing.Generated;

/** {@link Customer} items through an asynchronous client: every terminal returns a future. */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerAsyncRepository extends AsyncEntityRepository<Customer, CustomerKey, CustomerRepository.CustomerUpdate<CompletableFuture<Optional<Customer>>>> {
  /** Used by {@link MarketAsyncDb}; obtain repositories from there. */
  CustomerAsyncRepository(TableHandle table) {
    super(table, CustomerSchema.INSTANCE, CustomerRepository.CustomerUpdate::new);
  }

  /** {@link CustomerRepository#byCustomerId}, whose terminals return futures. */
  public AsyncEntityQuery<Customer> byCustomerId(String customerId) {
    return query(CustomerRepository.BY_CUSTOMER_ID.at(CustomerKey.partitionKey(customerId)));
  }

  /** {@link CustomerRepository#byEmail}, whose terminals return futures. */
  public AsyncEntityQuery<Customer> byEmail(String email) {
    return query(CustomerRepository.BY_EMAIL.at(CustomerSchema.gsi1PartitionKey(email)));
  }
}
