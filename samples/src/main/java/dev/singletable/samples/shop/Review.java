package dev.singletable.samples.shop;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;
import java.time.Instant;

/**
 * A user's review of a product (one per user and product), in the product's partition. LSI1 orders
 * a product's reviews by date; the keys-only inverted index lists a user's reviews as {@code
 * ReviewInvertedView}s (the key), which {@code fetch} turns into reviews.
 */
@Entity(table = Shop.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "REVIEW#{userId}")
@Lsi(index = "LSI1", sk = "REVIEW#{createdAt}#{userId}", query = "reviewsByDate")
@Gsi(index = "Inverted", pk = "REVIEW#{userId}", sk = "PRODUCT#{productId}", query = "reviewsBy")
public record Review(
    String productId,
    String userId,
    int rating,
    // Reviews live in LSI1's item collections (10 GB per product): bounded text keeps them small.
    @Attribute(maxLength = 2000) String text,
    @KeyFormat(fractionDigits = 0) Instant createdAt) {}
