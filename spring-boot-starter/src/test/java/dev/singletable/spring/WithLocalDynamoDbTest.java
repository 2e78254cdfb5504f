package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.spring.library.Author;
import dev.singletable.spring.library.Book;
import dev.singletable.spring.library.Library;
import dev.singletable.spring.library.LibraryAsyncDb;
import dev.singletable.spring.library.LibraryDb;
import dev.singletable.spring.test.WithLocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.LocalDate;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Bean;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A {@code @SpringBootTest} of an application that makes its own {@code DynamoDbClient} (for a
 * region it cannot reach from here), run on the local engine by {@link WithLocalDynamoDb}: the
 * engine's clients win, the context's tables have a prefix of their own and exist when it starts.
 */
@SpringBootTest(classes = WithLocalDynamoDbTest.App.class)
@WithLocalDynamoDb
class WithLocalDynamoDbTest {

  /** The application: its own client, and the starter's auto-configuration. */
  @SpringBootConfiguration
  @EnableAutoConfiguration
  static class App {
    @Bean
    DynamoDbClient productionClient() {
      return DynamoDbClient.builder().region(Region.EU_WEST_1).build();
    }
  }

  @Autowired LibraryDb db;
  @Autowired Library library;
  @Autowired LibraryAsyncDb asyncDb;
  @Autowired LocalDynamoDb engine;
  @Autowired SingletableHealthIndicator health;

  @Test
  void theTablesOfTheContextAreOnTheEngineWithAPrefixOfTheirOwn() {
    assertThat(db.tableName()).matches("it-[0-9a-f]{8}-Library");
    assertThat(engine.client().listTables().tableNames()).contains(db.tableName());
    assertThat(asyncDb.tableName()).isEqualTo(db.tableName());
  }

  @Test
  void theApplicationReadsAndWritesThroughItsOwnInterface() {
    db.authors().put(new Author("a-1", "Ursula"));
    db.books().put(new Book("a-1", "b-1", "The Dispossessed", LocalDate.parse("1974-05-01")));
    db.books().put(new Book("a-1", "b-2", "Always Coming Home", LocalDate.parse("1985-09-01")));

    assertThat(library.author("a-1").map(Author::name)).contains("Ursula");
    assertThat(library.booksOfAuthor("a-1"))
        .extracting(Book::title)
        .containsExactly("Always Coming Home", "The Dispossessed");
    assertThat(asyncDb.author("a-1").join()).isPresent();
  }

  @Test
  void theHealthIndicatorIsUp() {
    assertThat(health.health().getStatus()).isEqualTo(Status.UP);
  }
}
