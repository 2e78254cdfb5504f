package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.TableHandle;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import javax.annotation.processing.Generated;

/** Reads, writes and queries {@link Customer} items ({@code MarketDb.customers()}). */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerRepository extends EntityRepository<Customer, CustomerKey, CustomerRepository.CustomerUpdate<Optional<Customer>>> {
  static final Keys.Target BY_CUSTOMER_ID = Keys.table().equalTo("PROFILE");

  static final Keys.Target BY_EMAIL = Keys.index("GSI1").equalTo("CUSTOMER");

  /** Used by {@link MarketDb}; obtain repositories from there. */
  CustomerRepository(TableHandle table) {
    super(table, CustomerSchema.INSTANCE, CustomerUpdate::new);
  }

  /**
   * {@link Customer} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = PROFILE}
   * order.
   */
  public EntityQuery<Customer> byCustomerId(String customerId) {
    return query(BY_CUSTOMER_ID.at(CustomerKey.partitionKey(customerId)));
  }

  /**
   * {@link Customer} items of partition {@code GSI1PK = EMAIL#{email}} of index GSI1, in
   * {@code GSI1SK = CUSTOMER} order.
   */
  public EntityQuery<Customer> byEmail(String email) {
    return query(BY_EMAIL.at(CustomerSchema.gsi1PartitionKey(email)));
  }

  /** An update of {@link Customer}, run by {@code execute()} or in a transaction. */
  public static final class CustomerUpdate<R> extends EntityUpdate<Customer, CustomerKey, CustomerUpdate<R>, R> {
    /** Made by the repositories' {@code update} and {@code upsert} and the transaction. */
    CustomerUpdate(UpdateStart<Customer, CustomerKey, R> start) {
      super(start);
    }

    /** Sets {@code email} and rewrites the keys of index GSI1. */
    public CustomerUpdate<R> setEmail(String email) {
      if (email == null) {
        return removeEmail();
      }
      return setIndexInput(CustomerSchema.EMAIL, email,
          indexKey(CustomerKey.GSI1_PK, CustomerSchema.gsi1PartitionKey(email)),
          indexKey(CustomerKey.GSI1_SK, CustomerSchema.gsi1SortKey()));
    }

    /** Removes {@code email} and the keys of index GSI1: the item leaves that index. */
    public CustomerUpdate<R> removeEmail() {
      return removeIndexInput(CustomerSchema.EMAIL, noIndexKey(CustomerKey.GSI1_PK),
          noIndexKey(CustomerKey.GSI1_SK));
    }

    /** Only update if the stored {@code @Version} is {@code version}. */
    public CustomerUpdate<R> expectVersion(long version) {
      return withExpectedVersion(version);
    }
  }
}
