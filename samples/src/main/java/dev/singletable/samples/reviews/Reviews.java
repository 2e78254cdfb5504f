package dev.singletable.samples.reviews;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * The product reviews single table: each product's partition holds the product, its reviews and its
 * rating summary, which a stream handler keeps (both images, to apply rating changes).
 */
@Table(name = "Reviews", stream = StreamView.NEW_AND_OLD_IMAGES)
public interface Reviews {}
