package dev.singletable.golden;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntityUpdate;
import dev.singletable.runtime.ReturnValues;
import dev.singletable.runtime.TransactionUpdate;
import dev.singletable.runtime.expression.AttributeRef;
import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Customer} items; reach it with {@code MarketDb.customers()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class CustomerRepository extends EntityRepository<Customer, CustomerKey> {
    private static final String ENTITY = "Customer";

    /**
     * Used by {@link MarketDb}; obtain repositories from there.
     */
    public CustomerRepository(TableContext context) {
        super(context, CustomerSchema.INSTANCE);
    }

    /**
     * {@link Customer} items of partition {@code PK = CUSTOMER#{customerId}}, in {@code SK = PROFILE} order.
     */
    public EntityQuery<Customer> byCustomerId(String customerId) {
        return query(querySpec(null, "PK", CustomerKey.partitionKey(customerId), "SK", SortKeyCondition.equalTo("PROFILE")));
    }

    /**
     * {@link Customer} items of partition {@code GSI1PK = EMAIL#{email}} of index GSI1, in {@code GSI1SK = CUSTOMER} order.
     */
    public EntityQuery<Customer> byEmail(String email) {
        return query(querySpec("GSI1", "GSI1PK", CustomerSchema.gsi1PartitionKey(email), "GSI1SK", SortKeyCondition.equalTo("CUSTOMER")));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public CustomerUpdate update(CustomerKey key) {
        return new CustomerUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public CustomerUpdate upsert(CustomerKey key) {
        return new CustomerUpdate(context(), key, true);
    }

    /**
     * An update of {@link Customer} with setters that keep its secondary-index keys in step.
     */
    public static final class CustomerUpdate extends EntityUpdate<Customer, CustomerKey> {
        CustomerUpdate(TableContext context, CustomerKey key, boolean upsert) {
            super(context, CustomerSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code email} and rewrites the keys of index GSI1.
         */
        public CustomerUpdate setEmail(String email) {
            if (email == null) {
                return removeEmail();
            }
            applyWithIndexKeys(CustomerSchema.EMAIL.set(email),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(CustomerSchema.gsi1PartitionKey(email))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(CustomerSchema.gsi1SortKey())));
            return this;
        }

        /**
         * Removes {@code email} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public CustomerUpdate removeEmail() {
            applyWithIndexKeys(CustomerSchema.EMAIL.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        @Override
        public <V> CustomerUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public CustomerUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public CustomerUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public CustomerUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public CustomerUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public CustomerUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Customer} inside a transaction, with the same index-aware setters.
     */
    public static final class CustomerTransactionUpdate extends TransactionUpdate {
        private final CustomerKey key;

        /**
         * Used by the generated transaction.
         */
        public CustomerTransactionUpdate(TransactionUpdate base, CustomerKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code email} and rewrites the keys of index GSI1.
         */
        public CustomerTransactionUpdate setEmail(String email) {
            if (email == null) {
                return removeEmail();
            }
            applyWithIndexKeys(CustomerSchema.EMAIL.set(email),
                    UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS(CustomerSchema.gsi1PartitionKey(email))),
                    UpdateAction.set(Path.attribute("GSI1SK"), AttributeValue.fromS(CustomerSchema.gsi1SortKey())));
            return this;
        }

        /**
         * Removes {@code email} and the keys of index GSI1, so the item leaves that index (a sparse index).
         */
        public CustomerTransactionUpdate removeEmail() {
            applyWithIndexKeys(CustomerSchema.EMAIL.remove(),
                    UpdateAction.remove(Path.attribute("GSI1PK")),
                    UpdateAction.remove(Path.attribute("GSI1SK")));
            return this;
        }

        @Override
        public <V> CustomerTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public CustomerTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public CustomerTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public CustomerTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public CustomerTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
