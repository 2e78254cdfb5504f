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
import dev.singletable.runtime.internal.KeyEncoding;
import dev.singletable.runtime.internal.QuerySpec;
import dev.singletable.runtime.internal.SortKeyCondition;
import dev.singletable.runtime.internal.TableContext;
import javax.annotation.processing.Generated;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Reads, writes and queries {@link Product} items; reach it with {@code MarketDb.products()}.
 */
@Generated("dev.singletable.processor.SingletableProcessor")
public final class ProductRepository extends EntityRepository<Product, ProductKey> {
    private static final String ENTITY = "Product";

    /**
     * Used by {@link MarketDb}; obtain repositories from there.
     */
    public ProductRepository(TableContext context) {
        super(context, ProductSchema.INSTANCE);
    }

    /**
     * {@link Product} items of partition {@code PK = PRODUCT#{sku}}, in {@code SK = VARIANT#{size}#{color}} order.
     */
    public BySkuQuery bySku(String sku) {
        return new BySkuQuery(querySpec(null, "PK", ProductKey.partitionKey(sku), "SK", SortKeyCondition.prefix("VARIANT#")));
    }

    /**
     * {@link Product} items of partition {@code GSI4PK = CATEGORY#{category}} of index GSI4.
     */
    public EntityQuery<Product> inCategory(String category) {
        return query(querySpec("GSI4", "GSI4PK", ProductSchema.gsi4PartitionKey(category), null, SortKeyCondition.any()));
    }

    /**
     * Updates the existing item with this key; attributes that feed index keys have setters here.
     */
    @Override
    public ProductUpdate update(ProductKey key) {
        return new ProductUpdate(context(), key, false);
    }

    /**
     * Updates the item with this key, creating it when absent.
     */
    @Override
    public ProductUpdate upsert(ProductKey key) {
        return new ProductUpdate(context(), key, true);
    }

    /**
     * The {@code bySku} query: choose {@code size} or a range of it, or run it as is.
     */
    public static final class BySkuQuery extends EntityQuery<Product> {
        BySkuQuery(QuerySpec<Product> spec) {
            super(spec);
        }

        /**
         * Only items whose {@code size} is the given value.
         */
        public BySkuSizeQuery size(int size) {
            String next = "VARIANT#" + KeyEncoding.int32(ENTITY, "size", size) + "#";
            return new BySkuSizeQuery(spec().withSortKey(SortKeyCondition.prefix(next)), next);
        }

        /**
         * Only items whose {@code size} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Product> sizeBetween(int low, int high) {
            return withSortKey(SortKeyCondition.between("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), KeyEncoding.int32(ENTITY, "size", high), false, '#'));
        }

        /**
         * Only items whose {@code size} is at or after {@code low}, in key order.
         */
        public EntityQuery<Product> sizeFrom(int low) {
            return withSortKey(SortKeyCondition.from("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false, '#'));
        }

        /**
         * Only items whose {@code size} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Product> sizeAfter(int low) {
            return withSortKey(SortKeyCondition.after("VARIANT#", KeyEncoding.int32(ENTITY, "size", low), false, '#'));
        }

        /**
         * Only items whose {@code size} is at or before {@code high}, in key order.
         */
        public EntityQuery<Product> sizeUpTo(int high) {
            return withSortKey(SortKeyCondition.upTo("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false, '#'));
        }

        /**
         * Only items whose {@code size} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Product> sizeBefore(int high) {
            return withSortKey(SortKeyCondition.before("VARIANT#", KeyEncoding.int32(ENTITY, "size", high), false, '#'));
        }
    }

    /**
     * The {@code bySku} query with size fixed: choose {@code color} or a range of it, or run it as is.
     */
    public static final class BySkuSizeQuery extends EntityQuery<Product> {
        private final String prefix;

        BySkuSizeQuery(QuerySpec<Product> spec, String prefix) {
            super(spec);
            this.prefix = prefix;
        }

        /**
         * Only the item whose {@code color} is the given value.
         */
        public EntityQuery<Product> color(Product.Color color) {
            return withSortKey(SortKeyCondition.equalTo(KeyEncoding.sortKey(ENTITY, "SK", this.prefix + KeyEncoding.enumName(ENTITY, "color", '#', color))));
        }

        /**
         * Only items whose {@code color} is between (inclusive) {@code low} and {@code high}, in key order.
         */
        public EntityQuery<Product> colorBetween(Product.Color low, Product.Color high) {
            return withSortKey(SortKeyCondition.between(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low), KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code color} is at or after {@code low}, in key order.
         */
        public EntityQuery<Product> colorFrom(Product.Color low) {
            return withSortKey(SortKeyCondition.from(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code color} is strictly after {@code low}, in key order.
         */
        public EntityQuery<Product> colorAfter(Product.Color low) {
            return withSortKey(SortKeyCondition.after(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', low), true, '#'));
        }

        /**
         * Only items whose {@code color} is at or before {@code high}, in key order.
         */
        public EntityQuery<Product> colorUpTo(Product.Color high) {
            return withSortKey(SortKeyCondition.upTo(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
        }

        /**
         * Only items whose {@code color} is strictly before {@code high}, in key order.
         */
        public EntityQuery<Product> colorBefore(Product.Color high) {
            return withSortKey(SortKeyCondition.before(this.prefix, KeyEncoding.enumName(ENTITY, "color", '#', high), true, '#'));
        }
    }

    /**
     * An update of {@link Product} with setters that keep its secondary-index keys in step.
     */
    public static final class ProductUpdate extends EntityUpdate<Product, ProductKey> {
        ProductUpdate(TableContext context, ProductKey key, boolean upsert) {
            super(context, ProductSchema.INSTANCE, key, upsert);
        }

        /**
         * Sets {@code category} and rewrites the keys of index GSI4.
         */
        public ProductUpdate setCategory(String category) {
            if (category == null) {
                return removeCategory();
            }
            applyWithIndexKeys(ProductSchema.CATEGORY.set(category),
                    UpdateAction.set(Path.attribute("GSI4PK"), AttributeValue.fromS(ProductSchema.gsi4PartitionKey(category))));
            return this;
        }

        /**
         * Removes {@code category} and the keys of index GSI4, so the item leaves that index (a sparse index).
         */
        public ProductUpdate removeCategory() {
            applyWithIndexKeys(ProductSchema.CATEGORY.remove(),
                    UpdateAction.remove(Path.attribute("GSI4PK")));
            return this;
        }

        @Override
        public <V> ProductUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ProductUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ProductUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ProductUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ProductUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }

        @Override
        public ProductUpdate returning(ReturnValues values) {
            super.returning(values);
            return this;
        }
    }

    /**
     * The update of {@link Product} inside a transaction, with the same index-aware setters.
     */
    public static final class ProductTransactionUpdate extends TransactionUpdate {
        private final ProductKey key;

        /**
         * Used by the generated transaction.
         */
        public ProductTransactionUpdate(TransactionUpdate base, ProductKey key) {
            super(base);
            this.key = key;
        }

        /**
         * Sets {@code category} and rewrites the keys of index GSI4.
         */
        public ProductTransactionUpdate setCategory(String category) {
            if (category == null) {
                return removeCategory();
            }
            applyWithIndexKeys(ProductSchema.CATEGORY.set(category),
                    UpdateAction.set(Path.attribute("GSI4PK"), AttributeValue.fromS(ProductSchema.gsi4PartitionKey(category))));
            return this;
        }

        /**
         * Removes {@code category} and the keys of index GSI4, so the item leaves that index (a sparse index).
         */
        public ProductTransactionUpdate removeCategory() {
            applyWithIndexKeys(ProductSchema.CATEGORY.remove(),
                    UpdateAction.remove(Path.attribute("GSI4PK")));
            return this;
        }

        @Override
        public <V> ProductTransactionUpdate set(AttributeRef<V> attribute, V value) {
            super.set(attribute, value);
            return this;
        }

        @Override
        public ProductTransactionUpdate remove(AttributeRef<?> attribute) {
            super.remove(attribute);
            return this;
        }

        @Override
        public ProductTransactionUpdate apply(UpdateAction action) {
            super.apply(action);
            return this;
        }

        @Override
        public ProductTransactionUpdate condition(Condition extra) {
            super.condition(extra);
            return this;
        }

        @Override
        public ProductTransactionUpdate expectVersion(long version) {
            super.expectVersion(version);
            return this;
        }
    }
}
