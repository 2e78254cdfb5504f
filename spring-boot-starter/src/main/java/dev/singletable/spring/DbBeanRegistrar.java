package dev.singletable.spring;

import java.beans.Introspector;
import java.util.Optional;
import org.springframework.beans.factory.BeanClassLoaderAware;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.support.BeanDefinitionRegistry;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.context.EnvironmentAware;
import org.springframework.context.annotation.ImportBeanDefinitionRegistrar;
import org.springframework.core.env.Environment;
import org.springframework.core.type.AnnotationMetadata;
import org.springframework.util.ClassUtils;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * Registers a bean per table of the {@link TableIndex}: {@code shopDb} made by {@code
 * ShopDb.create(client, options)} ({@link Blocking}) or {@code shopAsyncDb} made by {@code
 * ShopDb.createAsync(asyncClient, options)} ({@link Async}), the client being the application's
 * {@code DynamoDbClient} (or {@code DynamoDbAsyncClient}) bean and the options those of {@link
 * SingletableTables#options(String)}. The definitions name the generated factory method, so that
 * Spring AOT turns them into direct calls: nothing is looked up reflectively in a native image. An
 * application bean of the same type or name is left alone.
 */
abstract class DbBeanRegistrar
    implements ImportBeanDefinitionRegistrar, BeanClassLoaderAware, EnvironmentAware {

  /** The bean of {@link SingletableTables}. */
  static final String TABLES_BEAN = "singletableTables";

  private ClassLoader classLoader;
  private Environment environment;

  @Override
  public void setBeanClassLoader(ClassLoader classLoader) {
    this.classLoader = classLoader;
  }

  @Override
  public void setEnvironment(Environment environment) {
    this.environment = environment;
  }

  /**
   * The generated type this face exposes: {@code XxxDb}, or {@code XxxAsyncDb} (none for a table
   * without the asynchronous face).
   */
  abstract Optional<String> exposedType(TableIndex.Entry table);

  abstract String factoryMethod();

  abstract Class<?> clientType();

  /** Whether the bean creates its table when it starts ({@code singletable.create-tables}). */
  abstract boolean createsTable(Environment environment);

  @Override
  public void registerBeanDefinitions(
      AnnotationMetadata metadata, BeanDefinitionRegistry registry) {
    for (TableIndex.Entry table : TableIndex.read(classLoader)) {
      Optional<String> exposedType = exposedType(table);
      if (exposedType.isEmpty()) {
        continue; // a table without the asynchronous face
      }
      Class<?> db = load(table, table.db());
      Class<?> exposed = load(table, exposedType.get());
      String name = Introspector.decapitalize(exposed.getSimpleName());
      if (registry.containsBeanDefinition(name)
          || (registry instanceof ListableBeanFactory beans
              && beans.getBeanNamesForType(exposed, true, false).length > 0)) {
        continue; // the application made its own
      }
      RootBeanDefinition options = new RootBeanDefinition(dev.singletable.runtime.DbOptions.class);
      options.setFactoryBeanName(TABLES_BEAN);
      options.setUniqueFactoryMethodName("options");
      options.getConstructorArgumentValues().addIndexedArgumentValue(0, table.name());
      options.setRole(BeanDefinition.ROLE_INFRASTRUCTURE);

      RootBeanDefinition bean = new RootBeanDefinition(db);
      bean.setTargetType(exposed);
      bean.setFactoryMethodName(factoryMethod());
      bean.getConstructorArgumentValues()
          .addIndexedArgumentValue(0, new RuntimeBeanReference(clientType()));
      bean.getConstructorArgumentValues().addIndexedArgumentValue(1, options);
      bean.setDescription("table " + table.name() + " (" + TableIndex.RESOURCE + ")");
      if (createsTable(environment)) {
        bean.setInitMethodName("createTable");
      }
      registry.registerBeanDefinition(name, bean);
    }
  }

  private Class<?> load(TableIndex.Entry table, String type) {
    try {
      return ClassUtils.forName(type, classLoader);
    } catch (ClassNotFoundException | LinkageError e) {
      throw new SingletableConfigurationException(
          table.source(),
          "table " + table.name() + " names " + type + ", which is not on the class path",
          e);
    }
  }

  /** The blocking {@code XxxDb} of every table, from the {@code DynamoDbClient} bean. */
  static final class Blocking extends DbBeanRegistrar {
    @Override
    Optional<String> exposedType(TableIndex.Entry table) {
      return Optional.of(table.db());
    }

    @Override
    String factoryMethod() {
      return "create";
    }

    @Override
    Class<?> clientType() {
      return DynamoDbClient.class;
    }

    @Override
    boolean createsTable(Environment environment) {
      return environment.getProperty("singletable.create-tables", Boolean.class, false);
    }
  }

  /**
   * The asynchronous {@code XxxAsyncDb} of every table that has one ({@code @Table(async = true)}),
   * from the {@code DynamoDbAsyncClient}.
   */
  static final class Async extends DbBeanRegistrar {
    @Override
    Optional<String> exposedType(TableIndex.Entry table) {
      return table.asyncDb();
    }

    @Override
    String factoryMethod() {
      return "createAsync";
    }

    @Override
    Class<?> clientType() {
      return DynamoDbAsyncClient.class;
    }

    @Override
    boolean createsTable(Environment environment) {
      return false; // its createTable() answers with a future; the blocking XxxDb creates tables
    }
  }
}
