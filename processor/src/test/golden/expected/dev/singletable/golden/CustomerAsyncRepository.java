package dev.singletable.golden;

import dev.singletable.runtime.AsyncEntityRepository;
import dev.singletable.runtime.EntityQuery;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Customer} items through an asynchronous client; reach it with
 * {@code MarketAsyncDb.customers()}. Reads and writes return futures; {@code update},
 * {@code upsert} and the queries return the builders of {@link CustomerRepository}: end them with
 * {@code executeAsync()}, {@code pageAsync()}, {@code listAsync()} or
 * {@code forEachPageAsync(...)}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerAsyncRepository extends AsyncEntityRepository<Customer, CustomerKey> {
  private final CustomerRepository repository;

  /**
   * Used by {@link MarketAsyncDb}; obtain repositories from there.
   */
  CustomerAsyncRepository(CustomerRepository repository) {
    super(repository);
    this.repository = repository;
  }

  /**
   * Updates the existing item with this key; send it with {@code executeAsync()}.
   */
  public CustomerRepository.CustomerUpdate update(CustomerKey key) {
    return repository.update(key);
  }

  /**
   * Updates the item with this key, creating it when absent; send it with {@code executeAsync()}.
   */
  public CustomerRepository.CustomerUpdate upsert(CustomerKey key) {
    return repository.upsert(key);
  }

  /**
   * The query of {@link CustomerRepository#byCustomerId}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public EntityQuery<Customer> byCustomerId(String customerId) {
    return repository.byCustomerId(customerId);
  }

  /**
   * The query of {@link CustomerRepository#byEmail}: end it with {@code pageAsync()},
   * {@code listAsync()} or {@code forEachPageAsync(...)}.
   */
  public EntityQuery<Customer> byEmail(String email) {
    return repository.byEmail(email);
  }
}
