package dev.singletable.processor.it.evolve;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A product, version 2: listed by category in the new index {@code ByCategory}. */
@Entity(table = Shelf.class)
@KeyPattern(pk = "PRODUCT#{productId}", sk = "A")
@Gsi(index = "ByCategory", pk = "CATEGORY#{category}", sk = "PRODUCT#{productId}")
public record Product(String productId, String category, String title, long stock) {}
