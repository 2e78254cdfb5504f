package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Value types (records of one component): what compiles, and the errors for what cannot be stored
 * or keyed, each on the attribute or pattern that causes it.
 */
class ValueTypeDiagnosticsTest {

  private static final JavaFileObject ORDER_ID =
      source("test.OrderId", "public record OrderId(String value) {}");

  @Test
  void aRecordOfOneComponentIsAKeyComponentAndAnAttribute() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "ORDER")
            public record Order(OrderId orderId, List<OrderId> related) {}
            """);
    Compilation compilation = compile(SHOP, ORDER_ID, order);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.OrderKey")
        .contentsAsUtf8String()
        .contains("public record OrderKey(OrderId orderId)");
  }

  @Test
  void aRecordOfTwoComponentsIsNotAKeyComponent() {
    JavaFileObject ref =
        source("test.OrderRef", "public record OrderRef(String shop, String number) {}");
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{ref}", sk = "ORDER")
            public record Order(OrderRef ref) {}
            """);
    assertThat(compile(SHOP, ref, order))
        .hadErrorContaining(
            "[singletable:key-component-type] @KeyPattern pk pattern \"ORDER#{ref}\" uses {ref} of"
                + " type test.OrderRef, which cannot be a key component (2 components: only a"
                + " record of one component is a value type, stored as that component)")
        .inFile(order)
        .onLineContaining("pk = \"ORDER#{ref}\"");
  }

  @Test
  void aValueTypeOfAComponentThatDoesNotSortIsNotAKeyComponent() {
    JavaFileObject weight = source("test.Weight", "public record Weight(double grams) {}");
    JavaFileObject parcel =
        source(
            "test.Parcel",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PARCEL#{id}", sk = "WEIGHT#{weight}")
            public record Parcel(String id, Weight weight) {}
            """);
    assertThat(compile(SHOP, weight, parcel))
        .hadErrorContaining(
            "uses {weight} of type test.Weight, which cannot be a key component (a value type"
                + " whose component is double)")
        .inFile(parcel)
        .onLineContaining("sk = \"WEIGHT#{weight}\"");
  }

  @Test
  void aValueTypeOfAnUnsupportedComponentIsNotStorable() {
    JavaFileObject handle = source("test.Handle", "public record Handle(Thread thread) {}");
    JavaFileObject job =
        source(
            "test.Job",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "JOB#{id}", sk = "JOB")
            public record Job(String id,
                Handle handle) {}
            """);
    assertThat(compile(SHOP, handle, job))
        .hadErrorContaining(
            "[singletable:attribute-type] attribute handle of Job has type test.Handle, which"
                + " cannot be stored: Handle is a value type stored as its component thread, whose"
                + " type is not supported: java.lang.Thread is not a supported attribute type")
        .inFile(job)
        .onLineContaining("Handle handle");
  }

  @Test
  void aSetOfValueTypesIsRefusedForAList() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{id}", sk = "ORDER")
            public record Order(String id,
                Set<OrderId> related) {}
            """);
    assertThat(compile(SHOP, ORDER_ID, order))
        .hadErrorContaining("sets of value types or converted types are not supported; use a List")
        .inFile(order)
        .onLineContaining("Set<OrderId> related");
  }

  @Test
  void aValueTypeCannotBeTheVersion() {
    JavaFileObject revision = source("test.Revision", "public record Revision(long number) {}");
    JavaFileObject doc =
        source(
            "test.Doc",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DOC#{id}", sk = "DOC")
            public record Doc(String id,
                @Version Revision revision) {}
            """);
    assertThat(compile(SHOP, revision, doc))
        .hadErrorContaining(
            "[singletable:role-type] @Version on revision of Doc needs type long or int, but it is"
                + " test.Revision (stored as long through a value type or converter)")
        .inFile(doc)
        .onLineContaining("@Version Revision revision");
  }

  @Test
  void aRecordOfOneCollectionStaysANestedMap() {
    JavaFileObject tags = source("test.Tags", "public record Tags(List<String> values) {}");
    JavaFileObject post =
        source(
            "test.Post",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "POST#{id}", sk = "POST")
            public record Post(String id, Tags tags) {}
            """);
    Compilation compilation = compile(SHOP, tags, post);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .generatedSourceFile("test.PostSchema")
        .contentsAsUtf8String()
        .contains("Codec.nested(ENTITY_TYPE, \"tags\"");
  }

  @Test
  void aDeclaredReadTakesTheValueTypeNotItsComponent() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "ORDER")
            public record Order(OrderId orderId, String note) {}
            """);
    JavaFileObject typed =
        source(
            "test.Shop",
            """
            @Table(name = "Shop")
            public interface Shop {
              @AccessPattern("Get an order by id")
              Optional<Order> order(OrderId orderId);
            }
            """);
    assertThat(compile(typed, ORDER_ID, order)).succeededWithoutWarnings();

    JavaFileObject untyped =
        source(
            "test.Shop",
            """
            @Table(name = "Shop")
            public interface Shop {
              @AccessPattern("Get an order by id")
              Optional<Order> order(String orderId);
            }
            """);
    assertThat(compile(untyped, ORDER_ID, order))
        .hadErrorContaining(
            "[singletable:pattern-parameter-type] parameter orderId of order() has type String, but"
                + " attribute orderId of Order is OrderId; declare the parameter as OrderId")
        .inFile(untyped)
        .onLineContaining("Optional<Order> order(String orderId)");
  }
}
