package dev.singletable.processor.it.declared;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.After;
import dev.singletable.annotations.Before;
import dev.singletable.annotations.BeginsWith;
import dev.singletable.annotations.Bind;
import dev.singletable.annotations.ConsistentRead;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.Filter;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Limit;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Nullable;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Scan;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import dev.singletable.annotations.Until;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The table of the declared-pattern behavioural tests: a read of every return shape and every
 * sort-key condition, each implemented by {@code StoreDb}.
 */
@Table(
    name = "Store",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"))
public interface Store {

  // Return shapes

  @AccessPattern("A sale by its whole key")
  Optional<Sale> sale(String shopId, Instant soldAt, String saleId);

  @AccessPattern("A sale by its whole key, as just written")
  @ConsistentRead
  Optional<Sale> saleAsWritten(String shopId, Instant soldAt, String saleId);

  @AccessPattern("A shop's first sale")
  Optional<Sale> firstSale(String shopId);

  @AccessPattern("A customer's latest sale")
  @Descending
  Optional<Sale> latestSaleOfCustomer(String customerId);

  @AccessPattern("A shop's sales, a page at a time")
  Page<Sale> sales(String shopId, PageRequest page);

  @AccessPattern("A shop's sales, pages of at most two")
  @Limit(2)
  Page<Sale> salesInPagesOfTwo(String shopId, PageRequest page);

  @AccessPattern("A shop's sales of a product, a page at a time")
  Page<Sale> salesOfProduct(String shopId, @Filter String product, PageRequest page);

  @AccessPattern("The first page of a shop's sales")
  Page<Sale> firstPageOfSales(String shopId);

  @AccessPattern("Every sale of a shop")
  List<Sale> allSales(String shopId);

  @AccessPattern("Every sale of a shop, read lazily")
  Stream<Sale> streamOfSales(String shopId);

  @AccessPattern("The shops of a name, read whole from an index of keys")
  List<ShopProfile> shopsNamed(String name);

  @AccessPattern("A shop's front: its profile and its sales")
  StoreDb.ShopFront frontOfShop(String shopId);

  @AccessPattern("A shop's front, a page at a time")
  StoreDb.ShopFront frontOfShopPage(String shopId, PageRequest page);

  @AccessPattern("The first page of a shop's front, of at most three items")
  @Limit(3)
  StoreDb.ShopFront firstPageOfFront(String shopId);

  @AccessPattern("A shop's front, latest sales first, a page at a time")
  @Descending
  StoreDb.ShopFront latestFrontOfShop(String shopId, PageRequest page);

  // Sort-key conditions

  @AccessPattern("A shop's sales of one moment")
  List<Sale> salesAt(String shopId, Instant soldAt);

  @AccessPattern("A shop's sales since a moment")
  List<Sale> salesSince(String shopId, @Since("soldAt") Instant from);

  @AccessPattern("A shop's sales until a moment")
  List<Sale> salesUntil(String shopId, @Until("soldAt") Instant to);

  @AccessPattern("A shop's sales of a period")
  List<Sale> salesBetween(
      String shopId, @Since("soldAt") Instant from, @Until("soldAt") Instant to);

  @AccessPattern("A shop's sales after a moment")
  List<Sale> salesAfter(String shopId, @After("soldAt") Instant moment);

  @AccessPattern("A shop's sales before a moment")
  List<Sale> salesBefore(String shopId, @Before("soldAt") Instant moment);

  @AccessPattern("A shop's sales of a moment whose id starts with a prefix")
  List<Sale> salesWithIdPrefix(String shopId, Instant soldAt, @BeginsWith("saleId") String prefix);

  @AccessPattern("A shop's sales, newest first")
  @Descending
  List<Sale> latestSales(String shopId);

  @AccessPattern("A shop's two first sales")
  @Limit(2)
  List<Sale> twoFirstSales(String shopId);

  @AccessPattern("A shop's latest sales, as many as asked")
  @Descending
  Stream<Sale> latestSales(@Bind("shopId") String shop, @Limit int count);

  @AccessPattern("A shop's sales, as just written")
  @ConsistentRead
  List<Sale> salesAsWritten(String shopId);

  @AccessPattern("A shop's sales of at least an amount, by amount")
  List<Sale> salesFromAmount(String shopId, @Since("amount") long minimum);

  @AccessPattern("A shop's sales of a product")
  // A shop sells a handful of products: its sales of one are a good part of its partition.
  @SuppressWarnings("singletable:pattern-filter-heavy")
  List<Sale> salesOfProduct(String shopId, @Filter String product);

  @AccessPattern("A shop's sales with an id, whenever they were made")
  // saleId follows soldAt in the sort key, which nothing binds: no key condition can use it.
  @SuppressWarnings("singletable:pattern-filter-heavy")
  List<Sale> salesWithId(String shopId, @Filter String saleId);

  @AccessPattern("A shop's sales with an id, since a moment")
  @SuppressWarnings("singletable:pattern-filter-heavy")
  List<Sale> salesWithIdSince(String shopId, @Since("soldAt") Instant from, @Filter String saleId);

  @AccessPattern("A shop's sales, of one moment when it is given")
  List<Sale> salesMaybeAt(String shopId, @Nullable Instant soldAt);

  @AccessPattern("A shop's first sale, of a moment and with an id when they are given")
  Optional<Sale> firstSaleMaybe(String shopId, @Nullable Instant soldAt, @Nullable String saleId);

  @AccessPattern("A shop's sales of a product, of one moment when it is given")
  @SuppressWarnings("singletable:pattern-filter-heavy")
  List<Sale> salesOfProductMaybeAt(String shopId, @Nullable Instant soldAt, @Filter String product);

  @AccessPattern("Every sale of a product, for an audit")
  @Scan
  List<Sale> salesOfProductEverywhere(
      @Filter String product, @Filter @Since("amount") Long minimum);
}
