package dev.singletable.processor.it.view;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;
import java.util.Set;

/** A book of a shelf, listed by author and by shelf through indexes that hold part of it. */
@Entity(table = Library.class)
@KeyPattern(pk = "SHELF#{shelf}", sk = "BOOK#{bookId}")
@Gsi(index = "ByAuthor", pk = "AUTHOR#{authorId}", sk = "{addedAt}#{bookId}", query = "booksBy")
@Gsi(index = "ByShelf", pk = "SHELF#{shelf}", sk = "{title}#{bookId}", query = "byTitle")
@Gsi(index = "Inverted", pk = "BOOK#{bookId}", sk = "SHELF#{shelf}")
public record Book(
    String shelf,
    String bookId,
    String authorId,
    String title,
    int pages,
    Instant addedAt,
    Set<String> tags) {}
