package com.example.library;

import java.net.URI;
import java.time.LocalDate;
import org.springframework.boot.ApplicationRunner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.core.env.Environment;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * The application: its {@code DynamoDbClient}, its service, and a demo that loads a few books and
 * prints what the service answers. The starter adds the {@code LibraryDb} bean (which implements
 * {@link Library}) from the client and the {@code singletable.*} properties.
 */
@SpringBootApplication
public class LibraryApplication {

  public static void main(String[] args) {
    SpringApplication.run(LibraryApplication.class, args);
  }

  /**
   * The client: the SDK's default region and credentials chains, and the endpoint of {@code
   * library.dynamodb-endpoint} when set (a local engine).
   */
  @Bean
  @ConditionalOnMissingBean
  DynamoDbClient dynamoDbClient(Environment environment) {
    DynamoDbClientBuilder builder = DynamoDbClient.builder();
    String endpoint = environment.getProperty("library.dynamodb-endpoint");
    if (endpoint != null && !endpoint.isBlank()) {
      builder.endpointOverride(URI.create(endpoint));
    }
    return builder.build();
  }

  @Bean
  Catalogue catalogue(Library library) {
    return new Catalogue(library);
  }

  /** Loads a few books and prints the catalogue's answers ({@code library.demo=true}). */
  @Bean
  @ConditionalOnProperty("library.demo")
  ApplicationRunner demo(LibraryDb db, Catalogue catalogue) {
    return args -> {
      db.authors().put(new Author("a-1", "Ursula"));
      db.books().put(new Book("a-1", "b-1", "The Dispossessed", LocalDate.parse("1974-05-01")));
      db.books().put(new Book("a-1", "b-2", "Always Coming Home", LocalDate.parse("1985-09-01")));
      System.out.println(
          "table "
              + db.tableName()
              + ": "
              + catalogue.authorName("a-1")
              + ": "
              + catalogue.recentTitles("a-1", null));
    };
  }
}
