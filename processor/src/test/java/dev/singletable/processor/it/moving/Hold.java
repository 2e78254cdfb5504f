package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A hold a reader placed on a book: a member of "borrowed" whose key does not move, sorted before
 * the loans ({@code HOLD#} before {@code L#} and {@code LOAN#}).
 */
@Entity(table = Books.class)
@KeyPattern(pk = "READER#{readerId}", sk = "HOLD#{bookId}")
@Collection("borrowed")
public record Hold(String readerId, String bookId) {}
