package dev.singletable.samples.reviews;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A customer's review of a product: a rating from 1 to 5 and a comment. */
@Entity(table = Reviews.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "REVIEW#{reviewId}", query = "reviewsOf")
public record Review(String productId, String reviewId, String author, int rating, String text) {}
