package dev.singletable.samples.feed;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * The social single table: accounts, who follows whom (both ways through GSI1), posts per author
 * and a feed per reader, filled from the stream (new images are enough to fan a post out).
 */
@Table(name = "Social", gsis = @GlobalIndex(name = "GSI1"), stream = StreamView.NEW_IMAGE)
public interface Social {}
