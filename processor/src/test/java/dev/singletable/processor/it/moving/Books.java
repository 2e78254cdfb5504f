package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Table;

/** The table of the queries during a key move: journal entries whose key moved. */
@Table(name = "Books", async = true)
public interface Books {}
