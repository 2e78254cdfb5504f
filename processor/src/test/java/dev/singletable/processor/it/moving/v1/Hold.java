package dev.singletable.processor.it.moving.v1;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A hold, as version 1 declared it (as version 2 does). */
@Entity(table = BooksV1.class)
@KeyPattern(pk = "READER#{readerId}", sk = "HOLD#{bookId}")
@Collection("borrowed")
public record Hold(String readerId, String bookId) {}
