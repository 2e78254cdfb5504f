package dev.singletable.processor.it.sizes;

import dev.singletable.annotations.Table;

/** The table of the item-size tests: readings whose size is mostly numbers. */
@Table(name = "Scales")
public interface Scales {}
