package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;

/**
 * A loan, version 2: stored under {@code LOAN#{bookId}} in its reader's partition since version 1
 * stored it under {@code L#{bookId}}, a member of the whole-partition collection "borrowed"
 * meanwhile (the way forward that {@code collection-prefix-former} offers instead of a prefix
 * {@code LOAN#}).
 */
@Entity(table = Books.class)
@KeyPattern(
    pk = "READER#{readerId}",
    sk = "LOAN#{bookId}",
    formerly = @FormerKey(pk = "READER#{readerId}", sk = "L#{bookId}"))
@Collection("borrowed")
public record Loan(String readerId, String bookId) {}
