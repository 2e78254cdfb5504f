package com.example.library;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * The application's one table and the reads it needs: the compiler proves a key serves each of them
 * and generates {@code LibraryDb}, which implements this interface.
 */
@Table(name = "Library")
public interface Library {

  @AccessPattern("Get an author by id")
  Optional<Author> author(String authorId);

  @AccessPattern("An author's books, newest first, published since a date")
  @Descending
  List<Book> booksOfAuthor(String authorId, @Since("publishedOn") LocalDate since);
}
