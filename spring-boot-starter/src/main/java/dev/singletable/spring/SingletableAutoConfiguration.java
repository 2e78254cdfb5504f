package dev.singletable.spring;

import dev.singletable.runtime.observe.RequestListener;
import org.springframework.beans.BeansException;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.health.autoconfigure.contributor.ConditionalOnEnabledHealthIndicator;
import org.springframework.boot.health.contributor.HealthIndicator;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.context.annotation.ImportRuntimeHints;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Exposes every generated {@code XxxDb} of the application as a bean made from its {@code
 * DynamoDbClient} bean (and every {@code XxxAsyncDb} when it has a {@code DynamoDbAsyncClient}),
 * with options from the {@code singletable.*} properties, and a health indicator that describes
 * each table. The tables are those of the {@code META-INF/singletable/tables.index} files the
 * processor writes; the client beans are the application's (or another auto-configuration's, such
 * as Spring Cloud AWS's).
 */
@AutoConfiguration(afterName = "io.awspring.cloud.autoconfigure.dynamodb.DynamoDbAutoConfiguration")
@EnableConfigurationProperties(SingletableProperties.class)
@ImportRuntimeHints(SingletableRuntimeHints.class)
public class SingletableAutoConfiguration {

  /**
   * The tables and their options, checked when the application starts.
   *
   * @throws SingletableConfigurationException for a property that cannot be used, naming it
   */
  @Bean(DbBeanRegistrar.TABLES_BEAN)
  static SingletableTables singletableTables(
      SingletableProperties properties,
      BeanFactory beans,
      ObjectProvider<RequestListener> listeners,
      ObjectProvider<DbOptionsCustomizer> customizers) {
    return new SingletableTables(
        TableIndex.read(SingletableAutoConfiguration.class.getClassLoader()),
        properties,
        listener(properties, beans, listeners),
        customizers.orderedStream().toList());
  }

  private static RequestListener listener(
      SingletableProperties properties,
      BeanFactory beans,
      ObjectProvider<RequestListener> listeners) {
    String name = properties.getListener();
    if (name == null || name.isBlank()) {
      return listeners.getIfUnique();
    }
    try {
      return beans.getBean(name, RequestListener.class);
    } catch (BeansException e) {
      throw new SingletableConfigurationException(
          "singletable.listener",
          "the RequestListener bean '" + name + "' cannot be had: " + e.getMessage(),
          e);
    }
  }

  /** The {@code XxxDb} beans, when the application has a {@code DynamoDbClient}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnBean(DynamoDbClient.class)
  @Import(DbBeanRegistrar.Blocking.class)
  static class BlockingDbs {}

  /** The {@code XxxAsyncDb} beans, when the application has a {@code DynamoDbAsyncClient}. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnBean(DynamoDbAsyncClient.class)
  @Import(DbBeanRegistrar.Async.class)
  static class AsyncDbs {}

  /** {@code singletable} in the health endpoint, when Spring Boot's health support is there. */
  @Configuration(proxyBeanMethods = false)
  @ConditionalOnClass(HealthIndicator.class)
  @ConditionalOnEnabledHealthIndicator("singletable")
  static class HealthConfiguration {

    @Bean
    SingletableHealthIndicator singletableHealthIndicator(
        SingletableTables tables,
        ObjectProvider<DynamoDbClient> client,
        ObjectProvider<DynamoDbAsyncClient> asyncClient) {
      return new SingletableHealthIndicator(
          tables, client.getIfUnique(), asyncClient.getIfUnique());
    }
  }
}
