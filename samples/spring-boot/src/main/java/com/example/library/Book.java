package com.example.library;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.time.LocalDate;

/**
 * A book, stored in its author's partition and sorted by publication date, so one query reads an
 * author's books in date order.
 */
@Entity(table = Library.class)
@KeyPattern(pk = "AUTHOR#{authorId}", sk = "BOOK#{publishedOn}#{bookId}")
public record Book(String authorId, String bookId, String title, LocalDate publishedOn) {}
