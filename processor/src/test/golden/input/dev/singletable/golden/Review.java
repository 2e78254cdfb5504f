package dev.singletable.golden;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A class with a constructor; in the inverted index (reviews by id, then product) and in GSI1 by
 * author and rating, whose setters ask for each other's value.
 */
@Entity(table = Market.class)
@KeyPattern(pk = "PRODUCT#{sku}", sk = "REVIEW#{reviewId}", query = "reviewsOf")
@Gsi(index = "Inverted", pk = "REVIEW#{reviewId}", sk = "PRODUCT#{sku}", query = "byReview")
@Gsi(index = "GSI1", pk = "AUTHOR#{authorId}", sk = "RATING#{rating}#{reviewId}", query = "byAuthor")
public final class Review {
  private final String sku;
  private final String reviewId;
  private final String authorId;
  private final int rating;
  private final String text;

  public Review(String sku, String reviewId, String authorId, int rating, String text) {
    this.sku = sku;
    this.reviewId = reviewId;
    this.authorId = authorId;
    this.rating = rating;
    this.text = text;
  }

  public String getSku() {
    return sku;
  }

  public String getReviewId() {
    return reviewId;
  }

  public String getAuthorId() {
    return authorId;
  }

  public int getRating() {
    return rating;
  }

  public String getText() {
    return text;
  }
}
