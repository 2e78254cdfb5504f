package dev.singletable.processor.it.shape;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * The table of the whole-shape upgrade tests: customers whose name was split in two. Its stream
 * carries both images, so that the decoder of a change to an item of shape 1 is tested too.
 */
@Table(name = "Studio", async = true, stream = StreamView.NEW_AND_OLD_IMAGES)
public interface Studio {}
