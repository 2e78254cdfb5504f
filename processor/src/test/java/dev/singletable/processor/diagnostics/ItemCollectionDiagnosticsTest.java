package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The design review's {@code lsi-unbounded} warning and the {@code @Attribute(maxLength)} it
 * accepts.
 */
class ItemCollectionDiagnosticsTest {

  @Test
  void anUnboundedStringOnAnEntityInALocalIndexIsAWarning() {
    JavaFileObject review =
        source(
            "test.Review",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{productId}", sk = "REVIEW#{userId}")
            @Lsi(index = "LSI1", sk = "REVIEW#{createdAt}#{userId}")
            public record Review(String productId, String userId, Instant createdAt,
                String text,
                List<String> photos) {}
            """);
    var compilation = compile(SHOP, review);
    assertThat(compilation)
        .hadWarningContaining(
            "[singletable:lsi-unbounded] attribute text of Review is a String without a size bound,"
                + " and Review keeps any number of items per PK value in the item collections of"
                + " local index LSI1, which DynamoDB caps at 10 GB per partition-key value (table"
                + " and index items together); declare the largest size with @Attribute(maxLength ="
                + " ...) after checking that a partition stays far below 10 GB, keep large values"
                + " elsewhere (another partition or S3), or suppress this with"
                + " @SuppressWarnings(\"singletable:lsi-unbounded\")")
        .inFile(review)
        .onLineContaining("String text");
    assertThat(compilation)
        .hadWarningContaining(
            "attribute photos of Review is a collection (java.util.List<java.lang.String>)"
                + " without a size bound")
        .inFile(review)
        .onLineContaining("List<String> photos");
  }

  @Test
  void aDeclaredMaxLengthBoundsTheAttribute() {
    JavaFileObject review =
        source(
            "test.Review",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{productId}", sk = "REVIEW#{userId}")
            @Lsi(index = "LSI1", sk = "REVIEW#{createdAt}#{userId}")
            public record Review(String productId, String userId, Instant createdAt,
                @Attribute(maxLength = 2000) String text,
                @Attribute(name = "p", maxLength = 5) List<String> photos) {}
            """);
    assertThat(compile(SHOP, review)).succeededWithoutWarnings();
  }

  @Test
  void anEntityOutsideTheLocalIndexIsNotReported() {
    JavaFileObject product =
        source(
            "test.Product",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{productId}", sk = "NOTE#{noteId}")
            public record Product(String productId, String noteId, String text) {}
            """);
    assertThat(compile(SHOP, product)).succeededWithoutWarnings();
  }

  @Test
  void theWarningIsSuppressedPerEntity() {
    JavaFileObject review =
        source(
            "test.Review",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "PRODUCT#{productId}", sk = "REVIEW#{userId}")
            @Lsi(index = "LSI1", sk = "REVIEW#{createdAt}#{userId}")
            @SuppressWarnings("singletable:lsi-unbounded")
            public record Review(String productId, String userId, Instant createdAt, String text) {}
            """);
    assertThat(compile(SHOP, review)).succeededWithoutWarnings();
  }

  @Test
  void maxLengthMustBePositiveAndOnASizedType() {
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "NOTE#{id}", sk = "NOTE")
            public record Note(String id,
                @Attribute(maxLength = 0) String text,
                @Attribute(maxLength = 10) int stars) {}
            """);
    var compilation = compile(SHOP, note);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:max-length] @Attribute(maxLength = 0) on text of Note must be at least 1"
                + " (characters, bytes or elements)")
        .inFile(note)
        .onLineContaining("maxLength = 0");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:max-length] @Attribute(maxLength = 10) on stars of Note applies to"
                + " String, byte[], SdkBytes, lists, sets and maps (or an Optional of one), not"
                + " int; remove it")
        .inFile(note)
        .onLineContaining("maxLength = 10");
  }
}
