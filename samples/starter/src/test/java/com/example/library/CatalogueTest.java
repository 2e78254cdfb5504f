package com.example.library;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.LocalDate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The catalogue against the testkit's local engine, with a fresh table for the class. */
@LocalDynamoDbTest
class CatalogueTest {

  private static LibraryDb db;

  @BeforeAll
  static void createTable(LocalDynamoDb engine, TestTable table) {
    db = LibraryDb.create(engine.client(), DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    db.authors().put(new Author("a-1", "Ursula"));
    db.books().put(new Book("a-1", "b-1", "The Dispossessed", LocalDate.parse("1974-05-01")));
    db.books().put(new Book("a-1", "b-2", "The Lathe of Heaven", LocalDate.parse("1971-10-01")));
    db.books().put(new Book("a-1", "b-3", "Always Coming Home", LocalDate.parse("1985-09-01")));
  }

  @Test
  void listsAnAuthorsBooksSinceADateNewestFirst() {
    Catalogue catalogue = new Catalogue(db);
    assertThat(catalogue.recentTitles("a-1", LocalDate.parse("1972-01-01")))
        .containsExactly("Always Coming Home", "The Dispossessed");
  }

  @Test
  void namesTheAuthorOrSaysUnknown() {
    Catalogue catalogue = new Catalogue(db);
    assertThat(catalogue.authorName("a-1")).isEqualTo("Ursula");
    assertThat(catalogue.authorName("a-2")).isEqualTo("unknown");
  }
}
