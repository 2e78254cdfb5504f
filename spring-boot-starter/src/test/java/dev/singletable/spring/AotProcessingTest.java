package dev.singletable.spring;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.testkit.LocalDynamoDb;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.aot.generate.ClassNameGenerator;
import org.springframework.aot.generate.DefaultGenerationContext;
import org.springframework.aot.generate.GeneratedFiles.Kind;
import org.springframework.aot.generate.InMemoryGeneratedFiles;
import org.springframework.aot.hint.predicate.RuntimeHintsPredicates;
import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.context.annotation.AnnotationConfigUtils;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.aot.ApplicationContextAotGenerator;
import org.springframework.context.support.GenericApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.io.InputStreamSource;
import org.springframework.javapoet.ClassName;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Spring AOT (what a native image of the application is built from) processes the starter's beans:
 * each {@code XxxDb} bean becomes a direct call of the generated factory method, and the only hint
 * the starter needs is the table index it reads at start-up.
 */
class AotProcessingTest {

  @Configuration(proxyBeanMethods = false)
  @ImportAutoConfiguration(SingletableAutoConfiguration.class)
  static class App {
    @Bean
    DynamoDbClient dynamoDbClient() {
      return LocalDynamoDb.shared().clientBuilder().build();
    }

    @Bean
    DynamoDbAsyncClient dynamoDbAsyncClient() {
      return LocalDynamoDb.shared().asyncClientBuilder().build();
    }
  }

  @Test
  void theDbBeansBecomeDirectCallsAndTheIndexAResourceHint() {
    GenericApplicationContext context = new GenericApplicationContext();
    context
        .getEnvironment()
        .getPropertySources()
        .addFirst(
            new MapPropertySource(
                "test", Map.of("singletable.allow-random-cursor-secret", "true")));
    AnnotationConfigUtils.registerAnnotationConfigProcessors(context);
    context.registerBean(App.class);
    InMemoryGeneratedFiles files = new InMemoryGeneratedFiles();
    DefaultGenerationContext generation =
        new DefaultGenerationContext(
            new ClassNameGenerator(ClassName.get(AotProcessingTest.class)), files);

    new ApplicationContextAotGenerator().processAheadOfTime(context, generation);
    generation.writeGeneratedContent();

    String sources =
        files.getGeneratedFiles(Kind.SOURCE).values().stream()
            .map(AotProcessingTest::read)
            .collect(Collectors.joining("\n"));
    assertThat(sources)
        .contains("LibraryDb.create(", "LibraryDb.createAsync(", "AuditDb.create(")
        .contains("\"options\"", "\"Library\"")
        .doesNotContain("AuditDb.createAsync("); // Audit has no asynchronous face
    assertThat(
            RuntimeHintsPredicates.resource()
                .forResource("META-INF/singletable/tables.index")
                .test(generation.getRuntimeHints()))
        .isTrue();
  }

  private static String read(InputStreamSource source) {
    try (InputStream in = source.getInputStream()) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
