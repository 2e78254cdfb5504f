package dev.singletable.processor.it.shape;

import dev.singletable.annotations.Table;

/** The table of the whole-shape upgrade tests: customers whose name was split in two. */
@Table(name = "Studio")
public interface Studio {}
