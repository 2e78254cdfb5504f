package dev.singletable.testkit;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Asks {@link LocalDynamoDbExtension} to set a field of type {@link LocalDynamoDb}, {@code
 * DynamoDbClient}, {@code DynamoDbStreamsClient} or {@link TestTable}: static fields before all
 * tests of the class, instance fields on each test instance.
 */
@Target(ElementType.FIELD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface InjectDynamoDb {}
