package dev.singletable.spring.library;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.LocalDate;

/** A book, in its author's partition by publication date. */
@Entity(table = Library.class)
@KeyPattern(pk = "AUTHOR#{authorId}", sk = "BOOK#{publishedOn}#{bookId}")
public record Book(String authorId, String bookId, String title, LocalDate publishedOn) {}
