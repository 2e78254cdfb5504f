package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.observe.RequestListener;
import java.util.Base64;
import org.junit.jupiter.api.Test;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Lazy;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Properties the application cannot start with: each start-up fails with a {@link
 * SingletableConfigurationException} naming the property and the table, before any request.
 */
class StartupRefusalsTest {

  /** A client that fails every request: the refusals happen before any. */
  @Configuration(proxyBeanMethods = false)
  static class RefusingClient {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return new DynamoDbClient() {
        @Override
        public String serviceName() {
          return "dynamodb";
        }

        @Override
        public void close() {}
      };
    }
  }

  /** Lazy, so that the starter asks for it (an eager one fails first, Spring naming the bean). */
  @Configuration(proxyBeanMethods = false)
  static class BrokenListener {
    @Bean
    @Lazy
    RequestListener broken() {
      throw new IllegalStateException("no metrics registry");
    }
  }

  /** A resolver that returns null, as one reading an unset environment variable might. */
  @Configuration(proxyBeanMethods = false)
  static class NullResolver {
    @Bean
    DbOptionsCustomizer fromEnvironment() {
      return (table, options) -> options.tableNames(name -> null);
    }
  }

  /** A resolver whose empty prefix leaves a name DynamoDB refuses ("" + "Li" is too short). */
  @Configuration(proxyBeanMethods = false)
  static class ShortNames {
    @Bean
    DbOptionsCustomizer abbreviations() {
      return (table, options) -> options.tableNames(name -> "" + name.substring(0, 2));
    }
  }

  /** A customizer that throws. */
  @Configuration(proxyBeanMethods = false)
  static class ThrowingCustomizer {
    @Bean
    DbOptionsCustomizer broken() {
      return (table, options) -> {
        throw new IllegalStateException("STAGE is not set");
      };
    }
  }

  private static ApplicationContextRunner runner(String... properties) {
    return new ApplicationContextRunner()
        .withConfiguration(AutoConfigurations.of(SingletableAutoConfiguration.class))
        .withUserConfiguration(RefusingClient.class)
        .withPropertyValues(
            "singletable.cursor-secret=" + Base64.getEncoder().encodeToString(new byte[32]))
        .withPropertyValues(properties);
  }

  private static SingletableConfigurationException failure(ApplicationContextRunner runner) {
    SingletableConfigurationException[] found = new SingletableConfigurationException[1];
    runner.run(
        context -> {
          assertThat(context).hasFailed();
          Throwable cause = context.getStartupFailure();
          while (cause != null && !(cause instanceof SingletableConfigurationException)) {
            cause = cause.getCause();
          }
          assertThat(cause)
              .as("start-up failure %s", context.getStartupFailure())
              .isInstanceOf(SingletableConfigurationException.class);
          found[0] = (SingletableConfigurationException) cause;
        });
    return found[0];
  }

  @Test
  void startsWithGoodPropertiesAndNoRequest() {
    runner("singletable.table-name-prefix=dev-")
        .run(context -> assertThat(context).hasNotFailed().hasBean("libraryDb"));
  }

  @Test
  void aTableThePropertiesNameButTheApplicationHasNot() {
    SingletableConfigurationException e = failure(runner("singletable.tables.Libary.name=books"));
    assertThat(e.property()).isEqualTo("singletable.tables.Libary");
    assertThat(e.getMessage())
        .isEqualTo(
            "singletable.tables.Libary: the application has no table Libary; its tables (@Table"
                + " names): Audit, Library");
  }

  @Test
  void anEmptyTableNameOrAPrefixDynamoDbRefuses() {
    SingletableConfigurationException empty = failure(runner("singletable.tables.Library.name="));
    assertThat(empty.property()).isEqualTo("singletable.tables.Library.name");
    assertThat(empty.getMessage())
        .contains("table Library: \"\" is not a table name DynamoDB accepts");

    SingletableConfigurationException prefix =
        failure(runner("singletable.table-name-prefix=dev/"));
    assertThat(prefix.property()).isEqualTo("singletable.table-name-prefix");
    assertThat(prefix.getMessage()).contains("\"dev/\" has a character DynamoDB refuses");

    SingletableConfigurationException tooLong =
        failure(runner("singletable.table-name-suffix=" + "x".repeat(250)));
    assertThat(tooLong.property()).isEqualTo("singletable.table-name-suffix");
    assertThat(tooLong.getMessage()).contains("table Library:", "(257 characters, over 255)");
  }

  @Test
  void aCustomizerWhoseResolverReturnsNullOrAnInvalidNameOrThrows() {
    SingletableConfigurationException nulls =
        failure(runner().withUserConfiguration(NullResolver.class));
    assertThat(nulls.property()).startsWith("DbOptionsCustomizer " + getClass().getName());
    assertThat(nulls.getMessage())
        .contains("table Audit: the DbOptions.tableNames resolver returned null");

    SingletableConfigurationException shortName =
        failure(runner().withUserConfiguration(ShortNames.class));
    assertThat(shortName.property()).startsWith("DbOptionsCustomizer ");
    assertThat(shortName.getMessage())
        .contains("table Audit: \"Au\" is not a table name DynamoDB accepts")
        .contains("shorter than 3 characters");

    SingletableConfigurationException thrown =
        failure(runner().withUserConfiguration(ThrowingCustomizer.class));
    assertThat(thrown.property()).startsWith("DbOptionsCustomizer ");
    assertThat(thrown.getMessage())
        .contains("table Audit: the customizer failed:", "STAGE is not set");
  }

  @Test
  void noCursorSecretUnlessARandomOneIsAllowed() {
    ApplicationContextRunner withoutSecret =
        new ApplicationContextRunner()
            .withConfiguration(AutoConfigurations.of(SingletableAutoConfiguration.class))
            .withUserConfiguration(RefusingClient.class);
    SingletableConfigurationException e = failure(withoutSecret);
    assertThat(e.property()).isEqualTo("singletable.cursor-secret");
    assertThat(e.getMessage()).contains("singletable.allow-random-cursor-secret=true");

    withoutSecret
        .withPropertyValues("singletable.allow-random-cursor-secret=true")
        .run(context -> assertThat(context).hasNotFailed());
  }

  @Test
  void aCursorSecretTooShortOrNotBase64() {
    assertThat(
            failure(
                    runner(
                        "singletable.cursor-secret="
                            + Base64.getEncoder().encodeToString(new byte[8])))
                .getMessage())
        .isEqualTo(
            "singletable.cursor-secret: 8 bytes; a cursor secret needs at least 16 (32 are best)");
    assertThat(failure(runner("singletable.previous-cursor-secrets[0]=not base64!")).property())
        .isEqualTo("singletable.previous-cursor-secrets[0]");
  }

  @Test
  void retriesAndThreadsOutOfRange() {
    assertThat(failure(runner("singletable.retry.max-attempts=0")).getMessage())
        .isEqualTo("singletable.retry: maxAttempts must be at least 1, got 0");
    assertThat(failure(runner("singletable.shard-read-threads=0")).property())
        .isEqualTo("singletable.shard-read-threads");
  }

  @Test
  void aListenerBeanThatIsMissingOrCannotBeMade() {
    SingletableConfigurationException missing = failure(runner("singletable.listener=metrics"));
    assertThat(missing.property()).isEqualTo("singletable.listener");
    assertThat(missing.getMessage()).contains("'metrics' cannot be had");

    SingletableConfigurationException broken =
        failure(runner("singletable.listener=broken").withUserConfiguration(BrokenListener.class));
    assertThat(broken.property()).isEqualTo("singletable.listener");
    assertThat(broken.getMessage()).contains("no metrics registry");
  }

  @Test
  void theFailureAnalysisNamesThePropertyToCorrect() {
    SingletableConfigurationException e = failure(runner("singletable.tables.Nope.name=x"));
    var analysis = new SingletableFailureAnalyzer().analyze(e);
    assertThat(analysis.getAction()).startsWith("Correct singletable.tables.Nope");
    assertThat(analysis.getDescription()).contains("the application has no table Nope");
  }
}
