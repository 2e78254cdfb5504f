package dev.singletable.spring.library;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.Table;
import java.util.List;
import java.util.Optional;

/** A table of the starter's tests, with the reads a service declares. */
@Table(name = "Library", async = true)
public interface Library {

  @AccessPattern("Get an author by id")
  Optional<Author> author(String authorId);

  @AccessPattern("An author's books, newest first")
  @Descending
  List<Book> booksOfAuthor(String authorId);
}
