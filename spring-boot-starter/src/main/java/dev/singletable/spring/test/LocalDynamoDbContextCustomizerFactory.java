package dev.singletable.spring.test;

import java.util.List;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.core.annotation.MergedAnnotations.SearchStrategy;
import org.springframework.test.context.ContextConfigurationAttributes;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.ContextCustomizerFactory;

/**
 * Finds {@link WithLocalDynamoDb} on a test class (registered in {@code META-INF/spring.factories},
 * so that Spring's test support calls it for every test context); names no testkit type, so that a
 * test class path without the testkit is not disturbed.
 */
class LocalDynamoDbContextCustomizerFactory implements ContextCustomizerFactory {

  @Override
  public ContextCustomizer createContextCustomizer(
      Class<?> testClass, List<ContextConfigurationAttributes> configAttributes) {
    WithLocalDynamoDb annotation =
        MergedAnnotations.from(testClass, SearchStrategy.TYPE_HIERARCHY)
            .get(WithLocalDynamoDb.class)
            .synthesize(a -> a.isPresent())
            .orElse(null);
    return annotation == null
        ? null
        : new LocalDynamoDbContextCustomizer(annotation.createTables());
  }
}
