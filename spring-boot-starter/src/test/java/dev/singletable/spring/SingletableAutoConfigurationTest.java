package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.observe.RequestEvent;
import dev.singletable.runtime.observe.RequestListener;
import dev.singletable.spring.audit.AuditDb;
import dev.singletable.spring.audit.AuditEvent;
import dev.singletable.spring.audit.AuditEventKey;
import dev.singletable.spring.library.Author;
import dev.singletable.spring.library.Book;
import dev.singletable.spring.library.Library;
import dev.singletable.spring.library.LibraryAsyncDb;
import dev.singletable.spring.library.LibraryDb;
import dev.singletable.testkit.LocalDynamoDb;
import java.time.LocalDate;
import java.util.Base64;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.Status;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The auto-configuration in real Spring Boot application contexts against the local engine: the
 * beans it makes from the application's clients, the properties, and the start-ups that fail,
 * naming the property and the table.
 */
class SingletableAutoConfigurationTest {

  static final String SECRET = Base64.getEncoder().encodeToString(new byte[32]);

  static LocalDynamoDb engine;
  static DynamoDbAsyncClient asyncClient;
  static String prefix;

  @BeforeAll
  static void start() {
    engine = LocalDynamoDb.shared();
    asyncClient = engine.asyncClientBuilder().build();
    prefix = "starter-" + UUID.randomUUID().toString().substring(0, 8) + "-";
  }

  @AfterAll
  static void deleteTables() {
    asyncClient.close();
    engine.client().listTablesPaginator().tableNames().stream()
        .filter(name -> name.startsWith(prefix))
        .forEach(engine::deleteTable);
  }

  /** The application's client, as its own configuration would make it. */
  @Configuration(proxyBeanMethods = false)
  static class Client {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return engine.clientBuilder().build(); // closed with the context
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class AsyncClient {
    @Bean
    DynamoDbAsyncClient dynamoDbAsyncClient() {
      return asyncClient;
    }
  }

  /** Hears every request; named {@code heard} for {@code singletable.listener}. */
  static final List<RequestEvent> HEARD = new CopyOnWriteArrayList<>();

  @Configuration(proxyBeanMethods = false)
  static class Listeners {
    @Bean
    RequestListener heard() {
      return HEARD::add;
    }

    @Bean
    RequestListener throwing() {
      return event -> {
        throw new IllegalStateException("metrics backend down");
      };
    }
  }

  @Configuration(proxyBeanMethods = false)
  static class OwnLibraryDb {
    @Bean
    LibraryDb myLibrary(DynamoDbClient client) {
      return LibraryDb.create(client);
    }
  }

  private static ApplicationContextRunner runner() {
    return new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(SingletableAutoConfiguration.class))
        .withUserConfiguration(Client.class)
        .withPropertyValues(
            "singletable.table-name-prefix=" + prefix,
            "singletable.cursor-secret=" + SECRET,
            "singletable.create-tables=true");
  }

  @Test
  void eachTableIsABeanOfItsDbMadeFromTheApplicationsClient() {
    runner()
        .run(
            context -> {
              assertThat(context).hasNotFailed();
              LibraryDb library = context.getBean(LibraryDb.class);
              assertThat(context.getBean("libraryDb")).isSameAs(library);
              assertThat(context.getBean(Library.class)).isSameAs(library);
              assertThat(library.tableName()).isEqualTo(prefix + "Library");
              assertThat(context.getBean(AuditDb.class).tableName()).isEqualTo(prefix + "Audit");
              assertThat(context).doesNotHaveBean(LibraryAsyncDb.class);

              library.authors().put(new Author("a-1", "Ursula"));
              assertThat(library.author("a-1")).contains(new Author("a-1", "Ursula"));
              assertThat(engine.client().listTables().tableNames())
                  .contains(prefix + "Library", prefix + "Audit");
            });
  }

  @Test
  void anAsyncClientBeanAddsTheAsyncDbs() {
    runner()
        .withUserConfiguration(AsyncClient.class)
        .run(
            context -> {
              LibraryAsyncDb async = context.getBean(LibraryAsyncDb.class);
              assertThat(async.tableName()).isEqualTo(prefix + "Library");
              // Audit does not opt in to the asynchronous face: its blocking Db alone.
              assertThat(context).hasSingleBean(AuditDb.class).doesNotHaveBean("auditAsyncDb");
              assertThatThrownBy(
                      () -> Class.forName(AuditDb.class.getPackageName() + ".AuditAsyncDb"))
                  .isInstanceOf(ClassNotFoundException.class);
              context.getBean(LibraryDb.class).authors().put(new Author("a-2", "Octavia"));
              assertThat(async.author("a-2").join()).contains(new Author("a-2", "Octavia"));
            });
  }

  @Test
  void aTableNamedExactlyByItsPropertyKeepsTheOthersPrefixed() {
    String exact = prefix + "books-eu";
    runner()
        .withPropertyValues("singletable.tables.Library.name=" + exact)
        .run(
            context -> {
              assertThat(context.getBean(LibraryDb.class).tableName()).isEqualTo(exact);
              assertThat(context.getBean(AuditDb.class).tableName()).isEqualTo(prefix + "Audit");
            });
  }

  @Test
  void theApplicationsOwnDbBeanIsLeftAlone() {
    runner()
        .withUserConfiguration(OwnLibraryDb.class)
        .run(
            context -> {
              assertThat(context).hasSingleBean(LibraryDb.class);
              assertThat(context.getBean(LibraryDb.class).tableName()).isEqualTo("Library");
              assertThat(context).hasSingleBean(AuditDb.class);
            });
  }

  @Test
  void cursorsMadeUnderTheSecretAreReadByAnotherContextWithIt() {
    String[] cursor = new String[1];
    runner()
        .run(
            context -> {
              LibraryDb library = context.getBean(LibraryDb.class);
              for (int i = 1; i <= 3; i++) {
                library
                    .books()
                    .put(new Book("a-9", "b-" + i, "Book " + i, LocalDate.parse("2020-01-0" + i)));
              }
              Page<Book> first = library.books().byAuthorId("a-9").oldestFirst().limit(2).page();
              cursor[0] = first.nextCursor().orElseThrow();
            });
    runner()
        .run(
            context -> {
              Page<Book> next =
                  context
                      .getBean(LibraryDb.class)
                      .books()
                      .byAuthorId("a-9")
                      .oldestFirst()
                      .startAfter(cursor[0])
                      .page();
              assertThat(next.items()).extracting(Book::bookId).containsExactly("b-3");
            });
  }

  @Test
  void theListenerNamedByItsPropertyHearsEveryRequest() {
    HEARD.clear();
    runner()
        .withUserConfiguration(Listeners.class)
        .withPropertyValues("singletable.listener=heard")
        .run(
            context -> {
              context.getBean(AuditDb.class).auditEvents().put(new AuditEvent("s1", "e1", "x"));
              assertThat(HEARD)
                  .anySatisfy(
                      event -> {
                        assertThat(event.api()).isEqualTo("PutItem");
                        assertThat(event.table()).isEqualTo(prefix + "Audit");
                      });
            });
  }

  @Test
  void aListenerThatThrowsNeverFailsTheRequestItHears() {
    runner()
        .withUserConfiguration(Listeners.class)
        .withPropertyValues("singletable.listener=throwing")
        .run(
            context -> {
              AuditDb audit = context.getBean(AuditDb.class);
              audit.auditEvents().put(new AuditEvent("s2", "e1", "y"));
              assertThat(audit.auditEvents().get(new AuditEventKey("s2", "e1"))).isPresent();
            });
  }

  @Test
  void theHealthIndicatorDescribesEachTable() {
    runner()
        .run(
            context -> {
              Health health = context.getBean(SingletableHealthIndicator.class).health();
              assertThat(health.getStatus()).isEqualTo(Status.UP);
              assertThat(health.getDetails()).containsKeys("Library", "Audit");
              assertThat(health.getDetails().get("Library").toString())
                  .contains(prefix + "Library", "ACTIVE");
            });
    runner()
        .withPropertyValues(
            "singletable.create-tables=false", "singletable.tables.Audit.name=" + prefix + "absent")
        .run(
            context -> {
              Health health = context.getBean(SingletableHealthIndicator.class).health();
              assertThat(health.getStatus()).isEqualTo(Status.DOWN);
              assertThat(health.getDetails().get("Audit").toString())
                  .contains(prefix + "absent", "ResourceNotFoundException");
            });
  }
}
