package dev.singletable.samples.shop;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Table;

/**
 * The e-commerce single table: users, their orders and order items, products and reviews.
 *
 * <ul>
 *   <li>GSI1 is overloaded: users by email, and a user's orders newest first.
 *   <li>GSI2 lists orders by status across users, sorted by date (sparse: only orders fill it).
 *   <li>Inverted swaps the table keys, so that a user's reviews can be listed.
 *   <li>LSI1 orders a product's reviews by date inside the product partition.
 * </ul>
 */
@Table(
    name = "Shop",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "GSI2"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK")
    },
    lsis = @LocalIndex(name = "LSI1"))
public interface Shop {}
