package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.QueryTarget;
import dev.singletable.runtime.SortKey;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;
import javax.annotation.processing.Generated;

/**
 * Reads, writes and queries {@link Customer} items; reach it with {@code MarketDb.customers()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerRepository extends EntityRepository<Customer, CustomerKey> {
  private static final String ENTITY = "Customer";

  /**
   * Used by {@link MarketDb}; obtain repositories from there.
   */
  CustomerRepository(TableHandle table) {
    super(table, CustomerSchema.INSTANCE);
  }

  /**
   * Updates the existing item with this key (the update fails when there is none).
   */
  public CustomerUpdate<Optional<Customer>> update(CustomerKey key) {
    return new CustomerUpdate<>(startUpdate(key));
  }

  /**
   * Updates the item with this key, creating it when absent.
   */
  public CustomerUpdate<Optional<Customer>> upsert(CustomerKey key) {
    return new CustomerUpdate<>(startUpsert(key));
  }

  /**
   * {@link Customer} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = PROFILE}
   * order.
   */
  public EntityQuery<Customer> byCustomerId(String customerId) {
    return query(QueryTarget.table(CustomerKey.partitionKey(customerId))
        .sortKey(SortKey.equalTo("PROFILE")));
  }

  /**
   * {@link Customer} items of partition {@code GSI1PK = EMAIL#{email}} of index GSI1, in
   * {@code GSI1SK = CUSTOMER} order.
   */
  public EntityQuery<Customer> byEmail(String email) {
    return query(QueryTarget.index("GSI1", CustomerSchema.gsi1PartitionKey(email))
        .sortKey(SortKey.equalTo("CUSTOMER")));
  }

  /**
   * An update of {@link Customer}, sent on its own by {@code execute()} or as an action of a
   * transaction. Its setters of attributes that feed secondary-index keys keep those keys in step.
   *
   * @param <R> what {@code execute()} returns: the result, or a future of it
   */
  public static final class CustomerUpdate<R> extends EntityUpdate<Customer, CustomerKey, CustomerUpdate<R>, R> {
    /**
     * Made by the repositories' {@code update} and {@code upsert} and the transaction.
     */
    CustomerUpdate(EntityUpdate.Start<Customer, CustomerKey, R> start) {
      super(start);
    }

    /**
     * Sets {@code email} and rewrites the keys of index GSI1.
     */
    public CustomerUpdate<R> setEmail(String email) {
      if (email == null) {
        return removeEmail();
      }
      return setIndexInput(CustomerSchema.EMAIL, email,
          indexKey("GSI1PK", CustomerSchema.gsi1PartitionKey(email)),
          indexKey("GSI1SK", CustomerSchema.gsi1SortKey()));
    }

    /**
     * Removes {@code email} and the keys of index GSI1, so the item leaves that index
     * (a sparse index).
     */
    public CustomerUpdate<R> removeEmail() {
      return removeIndexInput(CustomerSchema.EMAIL, noIndexKey("GSI1PK"), noIndexKey("GSI1SK"));
    }

    /**
     * Only update if the stored {@code @Version} is {@code version}.
     */
    public CustomerUpdate<R> expectVersion(long version) {
      return withExpectedVersion(version);
    }
  }
}
