package dev.singletable.spring.test;

import dev.singletable.testkit.LocalDynamoDb;
import java.util.Map;
import java.util.UUID;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.ApplicationListener;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.event.ContextClosedEvent;
import org.springframework.core.env.MapPropertySource;
import org.springframework.test.context.ContextCustomizer;
import org.springframework.test.context.MergedContextConfiguration;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Points one test context at the local engine: its clients as primary beans, a table-name prefix of
 * its own, tables created at start and deleted at close (see {@link WithLocalDynamoDb}).
 */
final class LocalDynamoDbContextCustomizer implements ContextCustomizer {

  private final boolean createTables;

  LocalDynamoDbContextCustomizer(boolean createTables) {
    this.createTables = createTables;
  }

  @Override
  public void customizeContext(
      ConfigurableApplicationContext context, MergedContextConfiguration configuration) {
    LocalDynamoDb engine = LocalDynamoDb.shared();
    String prefix = "it-" + UUID.randomUUID().toString().substring(0, 8) + "-";
    context
        .getEnvironment()
        .getPropertySources()
        .addFirst(
            new MapPropertySource(
                "singletableLocalDynamoDb",
                Map.of(
                    "singletable.table-name-prefix", prefix,
                    "singletable.create-tables", createTables,
                    "singletable.allow-random-cursor-secret", true)));
    BeanDefinitionRegistry registry = (BeanDefinitionRegistry) context.getBeanFactory();

    RootBeanDefinition engineBean = new RootBeanDefinition(LocalDynamoDb.class, () -> engine);
    engineBean.setDestroyMethodName(""); // the JVM's shared engine outlives the context
    registry.registerBeanDefinition("singletableLocalDynamoDb", engineBean);

    RootBeanDefinition client = new RootBeanDefinition(DynamoDbClient.class, engine::client);
    client.setPrimary(true);
    client.setDestroyMethodName(""); // the engine owns it
    registry.registerBeanDefinition("singletableLocalDynamoDbClient", client);

    RootBeanDefinition asyncClient =
        new RootBeanDefinition(
            DynamoDbAsyncClient.class, () -> engine.asyncClientBuilder().build());
    asyncClient.setPrimary(true); // closed with the context
    registry.registerBeanDefinition("singletableLocalDynamoDbAsyncClient", asyncClient);

    context.addApplicationListener(
        (ApplicationListener<ContextClosedEvent>)
            event -> {
              if (event.getApplicationContext() == context) {
                engine.client().listTablesPaginator().tableNames().stream()
                    .filter(name -> name.startsWith(prefix))
                    .forEach(engine::deleteTable);
              }
            });
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof LocalDynamoDbContextCustomizer customizer
        && customizer.createTables == createTables;
  }

  @Override
  public int hashCode() {
    return Boolean.hashCode(createTables);
  }
}
