package dev.singletable.testkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Marks a test class that runs against {@link LocalDynamoDb#shared()}: parameters and {@link
 * InjectDynamoDb} fields of type {@link LocalDynamoDb}, {@code DynamoDbClient}, {@code
 * DynamoDbStreamsClient} and {@link TestTable} are provided.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@ExtendWith(LocalDynamoDbExtension.class)
public @interface LocalDynamoDbTest {

  /** Delete, after the class, the tables named by its {@link TestTable} or derived from it. */
  boolean deleteTables() default true;
}
