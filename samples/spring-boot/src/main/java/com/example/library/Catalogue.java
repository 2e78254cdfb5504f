package com.example.library;

import java.time.LocalDate;
import java.util.List;

/** The application's service: it depends on its own {@link Library} interface, not the table. */
public final class Catalogue {

  private final Library library;

  public Catalogue(Library library) {
    this.library = library;
  }

  /** The titles an author published since {@code since}, newest first. */
  public List<String> recentTitles(String authorId, LocalDate since) {
    return library.booksOfAuthor(authorId, since).stream().map(Book::title).toList();
  }

  /** The author's name, or {@code "unknown"}. */
  public String authorName(String authorId) {
    return library.author(authorId).map(Author::name).orElse("unknown");
  }
}
