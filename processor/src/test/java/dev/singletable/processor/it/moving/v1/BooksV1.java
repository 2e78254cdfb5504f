package dev.singletable.processor.it.moving.v1;

import dev.singletable.annotations.Table;

/**
 * The table of {@code it.moving.Books} as version 1 of the application declared it, before the
 * loans' key moved: a previous deploy, whose cursors a reader may still hold.
 */
@Table(name = "Books")
public interface BooksV1 {}
