package com.example.library;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.spring.test.WithLocalDynamoDb;
import java.time.LocalDate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The application's service against the testkit's local engine: the context's tables get a prefix
 * of their own and are created when it starts.
 */
@SpringBootTest
@WithLocalDynamoDb
class CatalogueTest {

  @Autowired LibraryDb db;
  @Autowired Catalogue catalogue;

  @BeforeEach
  void books() {
    db.authors().put(new Author("a-1", "Ursula"));
    db.books().put(new Book("a-1", "b-1", "The Dispossessed", LocalDate.parse("1974-05-01")));
    db.books().put(new Book("a-1", "b-2", "The Lathe of Heaven", LocalDate.parse("1971-10-01")));
    db.books().put(new Book("a-1", "b-3", "Always Coming Home", LocalDate.parse("1985-09-01")));
  }

  @Test
  void listsAnAuthorsBooksSinceADateNewestFirst() {
    assertThat(catalogue.recentTitles("a-1", LocalDate.parse("1972-01-01")))
        .containsExactly("Always Coming Home", "The Dispossessed");
  }

  @Test
  void namesTheAuthorOrSaysUnknown() {
    assertThat(catalogue.authorName("a-1")).isEqualTo("Ursula");
    assertThat(catalogue.authorName("a-2")).isEqualTo("unknown");
  }

  @Test
  void theTableIsTheContextsOwn() {
    assertThat(db.tableName()).matches("it-[0-9a-f]{8}-Library");
  }
}
