package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** A table whose stream carries the old image only. */
@Table(name = "Archive", stream = StreamView.OLD_IMAGE)
public interface Archive {}
