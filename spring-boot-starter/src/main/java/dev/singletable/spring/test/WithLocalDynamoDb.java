package dev.singletable.spring.test;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Runs a {@code @SpringBootTest} (or any Spring test context) against the testkit's local engine:
 * the engine of the test JVM ({@code LocalDynamoDb.shared()}) is started, its clients become the
 * primary {@code DynamoDbClient} and {@code DynamoDbAsyncClient} beans (and {@code LocalDynamoDb} a
 * bean, for fault injection), the context's tables get a name prefix of their own ({@code
 * it-3f9a1c2b-Shop}) so that contexts never share data, every table is created when the context
 * starts and deleted when it closes, and a random cursor secret is allowed.
 *
 * <pre>{@code
 * @SpringBootTest
 * @WithLocalDynamoDb
 * class CatalogueTest {
 *   @Autowired LibraryDb db;
 * }
 * }</pre>
 *
 * <p>Needs {@code singletable-testkit} (and Node.js 20+, which the engine runs on) on the test
 * class path.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
public @interface WithLocalDynamoDb {

  /** Create every table when the context starts ({@code singletable.create-tables}). */
  boolean createTables() default true;
}
