package dev.singletable.processor.it.shape;

import dev.singletable.annotations.Table;

/** The table of the shape upgrade beside a key move: paintings re-keyed and re-shaped at once. */
@Table(name = "Gallery", async = true)
public interface Gallery {}
