package dev.singletable.samples.reviews;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A product that customers review. */
@Entity(table = Reviews.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "PRODUCT")
public record Product(String productId, String name) {}
