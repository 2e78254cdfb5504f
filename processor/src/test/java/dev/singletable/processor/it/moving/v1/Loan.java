package dev.singletable.processor.it.moving.v1;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A loan, as version 1 declared it: under {@code L#{bookId}}, which version 2 moves. */
@Entity(table = BooksV1.class)
@KeyPattern(pk = "READER#{readerId}", sk = "L#{bookId}")
@Collection("borrowed")
public record Loan(String readerId, String bookId) {}
