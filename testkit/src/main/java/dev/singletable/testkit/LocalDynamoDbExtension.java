package dev.singletable.testkit;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.TestInstancePostProcessor;
import org.junit.platform.commons.support.AnnotationSupport;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.streams.DynamoDbStreamsClient;

/**
 * JUnit 5 extension (usually via {@link LocalDynamoDbTest}) that runs a test class against the
 * JVM's {@link LocalDynamoDb#shared()} engine, gives the class a fresh {@link TestTable} name,
 * resets {@link Faults} before each test and deletes the class's tables afterwards.
 */
public final class LocalDynamoDbExtension
    implements BeforeAllCallback,
        AfterAllCallback,
        BeforeEachCallback,
        TestInstancePostProcessor,
        ParameterResolver {

  private static final ExtensionContext.Namespace NAMESPACE =
      ExtensionContext.Namespace.create(LocalDynamoDbExtension.class);
  private static final List<Class<?>> PROVIDED =
      List.of(
          LocalDynamoDb.class, DynamoDbClient.class, DynamoDbStreamsClient.class, TestTable.class);

  @Override
  public void beforeAll(ExtensionContext context) {
    injectFields(context.getRequiredTestClass(), null, context);
  }

  @Override
  public void beforeEach(ExtensionContext context) {
    LocalDynamoDb engine = LocalDynamoDb.shared();
    if (engine.faultsAvailable()) {
      engine.faults().reset(); // a fault a previous test left pending must not fire in this one
    }
  }

  @Override
  public void postProcessTestInstance(Object testInstance, ExtensionContext context) {
    injectFields(testInstance.getClass(), testInstance, context);
  }

  @Override
  public void afterAll(ExtensionContext context) {
    Class<?> testClass = context.getRequiredTestClass();
    // Only the class whose table it is cleans up: a @Nested class has its own table and its own
    // turn.
    TestTable table = context.getStore(NAMESPACE).get(storeKey(testClass), TestTable.class);
    if (table != null && deletesTables(testClass)) {
      deleteOwnedTables(LocalDynamoDb.shared(), table);
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return PROVIDED.contains(parameter.getParameter().getType());
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return valueOf(parameter.getParameter().getType(), context);
  }

  /** Deletes every table that {@code table} owns: its own name and names derived from it. */
  static void deleteOwnedTables(LocalDynamoDb engine, TestTable table) {
    List<String> owned =
        engine.client().listTablesPaginator().tableNames().stream().filter(table::owns).toList();
    owned.forEach(engine::deleteTable);
  }

  private static Object valueOf(Class<?> type, ExtensionContext context) {
    if (type == LocalDynamoDb.class) {
      return LocalDynamoDb.shared();
    }
    if (type == DynamoDbClient.class) {
      return LocalDynamoDb.shared().client();
    }
    if (type == DynamoDbStreamsClient.class) {
      return LocalDynamoDb.shared().streamsClient();
    }
    if (type == TestTable.class) {
      ExtensionContext classContext = classContext(context);
      Class<?> testClass = classContext.getRequiredTestClass();
      return classContext
          .getStore(NAMESPACE)
          .getOrComputeIfAbsent(
              storeKey(testClass), k -> TestTable.forClass(testClass), TestTable.class);
    }
    throw new ExtensionConfigurationException(
        "LocalDynamoDbExtension cannot provide a "
            + type.getName()
            + "; it provides "
            + PROVIDED.stream().map(Class::getSimpleName).toList());
  }

  private static void injectFields(Class<?> type, Object instance, ExtensionContext context) {
    for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
      for (Field field : c.getDeclaredFields()) {
        boolean isStatic = Modifier.isStatic(field.getModifiers());
        if (field.isAnnotationPresent(InjectDynamoDb.class) && isStatic == (instance == null)) {
          set(field, instance, valueOf(field.getType(), context));
        }
      }
    }
  }

  private static void set(Field field, Object instance, Object value) {
    if (Modifier.isFinal(field.getModifiers())) {
      throw new ExtensionConfigurationException(
          "@InjectDynamoDb field " + field + " must not be final");
    }
    try {
      field.setAccessible(true);
      field.set(instance, value);
    } catch (IllegalAccessException | RuntimeException e) {
      throw new ExtensionConfigurationException("could not set @InjectDynamoDb field " + field, e);
    }
  }

  /** The context of the test class itself, where each class keeps its own table name. */
  private static ExtensionContext classContext(ExtensionContext context) {
    ExtensionContext current = context;
    while (current.getTestMethod().isPresent() && current.getParent().isPresent()) {
      current = current.getParent().get();
    }
    return current;
  }

  private static String storeKey(Class<?> testClass) {
    return "table:" + testClass.getName();
  }

  private static boolean deletesTables(Class<?> testClass) {
    for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
      var annotation = AnnotationSupport.findAnnotation(c, LocalDynamoDbTest.class);
      if (annotation.isPresent()) {
        return annotation.get().deleteTables();
      }
    }
    return true;
  }
}
