package dev.singletable.annotations;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares a DynamoDB table shared by several entity types (single-table design).
 *
 * <p>Put it on an interface; entities point at that interface with {@link Entity#table()}. The
 * processor generates {@code <Interface>Db}, the entry point to every entity of the table, which
 * implements the interface: each abstract method of the interface declares a read of the
 * application with {@link AccessPattern}, and the processor proves a key serves it and implements
 * it.
 *
 * <pre>{@code
 * @Table(name = "Shop",
 *        gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)},
 *        lsis = @LocalIndex(name = "LSI1"))
 * public interface Shop {
 *   @AccessPattern("Get a user by id")
 *   Optional<User> user(String userId);
 * }
 * }</pre>
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Table {

  /**
   * The table name, for example {@code "Shop"}; it can be overridden at run time when the generated
   * {@code ShopDb} is created (one table per stage, per test class...).
   */
  String name();

  /**
   * The partition key attribute name, {@code "PK"} unless given: {@code @Table(name = "Shop", pk =
   * "pk")}.
   */
  String pk() default "PK";

  /**
   * The sort key attribute name, {@code "SK"} unless given. An empty string declares a table
   * without a sort key: {@code @Table(name = "Counters", sk = "")}; its entities then declare only
   * {@link KeyPattern#pk()}.
   */
  String sk() default "SK";

  /**
   * The attribute that stores each item's entity type, {@code "entityType"} unless given:
   * {@code @Table(name = "Shop", entityType = "_type")}.
   */
  String entityType() default "entityType";

  /**
   * The character that separates key parts, {@code "#"} unless given. Key values are refused if
   * they contain it, so that every key can be read back unambiguously: {@code @Table(name = "Shop",
   * delimiter = "|")}.
   */
  String delimiter() default "#";

  /**
   * The delimiter the stored items' keys were written with, while a migration moves them to {@link
   * #delimiter()}: {@code @Table(name = "Shop", delimiter = "|", formerDelimiter = "#")}. Each
   * entity's former key is its key pattern with the former delimiter in place of the new one (the
   * same components, in the same formats): reads also read it, and the job {@code <Entity>.key} of
   * {@code ShopDb.migrations()} moves the items; the index fill jobs rewrite their index keys.
   * Empty (the default) when the delimiter does not move.
   */
  String formerDelimiter() default "";

  /** The global secondary indexes: {@code gsis = @GlobalIndex(name = "GSI1")}. */
  GlobalIndex[] gsis() default {};

  /** The local secondary indexes (at most 5): {@code lsis = @LocalIndex(name = "LSI1")}. */
  LocalIndex[] lsis() default {};

  /**
   * The table's DynamoDB stream, none unless given: {@code stream = StreamView.NEW_AND_OLD_IMAGES}
   * puts the stream in the generated table definition and generates {@code ShopChanges}, which
   * decodes its records into a sealed {@code ShopChange} with one record type per entity.
   */
  StreamView stream() default StreamView.NONE;

  /**
   * Converters of application types, each a class implementing the runtime's {@code
   * AttributeConverter<T, S>} with a public no-argument constructor: {@code converters = {
   * MoneyConverter.class, ZonedDateTimeConverter.class }}. Declared once here, a converter serves
   * every attribute, element, nested field and key component of type {@code T} in the table's
   * entities; the processor checks that its stored type {@code S} can serve each use (a key
   * component needs a type keys can hold).
   */
  Class<?>[] converters() default {};

  /**
   * Whether the table also gets its asynchronous face, off unless given: {@code @Table(name =
   * "Shop", async = true)} generates {@code ShopDb.createAsync(DynamoDbAsyncClient)}, which returns
   * {@code ShopAsyncDb}; {@code ShopAsync}, the twin of the table interface whose declared reads
   * return a {@code CompletableFuture} of the same shapes; and an {@code OrderAsyncRepository} per
   * entity. Every terminal of that face returns a future, and none blocks a thread.
   *
   * <p>It is opt-in because it costs every build: the async face is one more type per entity and
   * two per table, about an eighth of the code javac compiles for the table, which an application
   * that calls DynamoDB only through the blocking {@code DynamoDbClient} never uses. The blocking
   * face ({@code ShopDb}) is the same with or without it.
   */
  boolean async() default false;
}
