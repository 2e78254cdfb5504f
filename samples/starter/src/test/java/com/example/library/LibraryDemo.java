package com.example.library;

import dev.singletable.testkit.LocalDynamoDb;
import java.time.LocalDate;

/**
 * Runs the catalogue once against an embedded local engine: {@code mvn -q test-compile exec:java}.
 */
public final class LibraryDemo {

  private LibraryDemo() {}

  public static void main(String[] args) {
    try (LocalDynamoDb engine = LocalDynamoDb.start()) {
      LibraryDb db = LibraryDb.create(engine.client());
      db.createTable();
      db.authors().put(new Author("a-1", "Ursula"));
      db.books().put(new Book("a-1", "b-1", "The Dispossessed", LocalDate.parse("1974-05-01")));
      db.books().put(new Book("a-1", "b-2", "Always Coming Home", LocalDate.parse("1985-09-01")));
      Catalogue catalogue = new Catalogue(db);
      System.out.println(catalogue.authorName("a-1") + ": " + catalogue.recentTitles("a-1", null));
    }
  }
}
