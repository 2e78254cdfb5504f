package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Names DynamoDB would refuse and roles the library would ignore are compile errors on the
 * annotation that declares them.
 */
class StoredNameDiagnosticsTest {

  @Test
  void anAttributeNameOverSixtyFourKilobytesIsAnErrorOnItsAnnotation() {
    String name = "n".repeat(65_536);
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                @Attribute(name = "%s") String bio) {}
            """
                .formatted(name));

    Compilation compilation = compile(SHOP, user);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:attribute-name-length] attribute bio of User is stored under a name of"
                + " 65536 UTF-8 bytes, but DynamoDB accepts attribute names (and map keys) of at"
                + " most 65535 bytes; give it a shorter name with @Attribute(name = ...)")
        .inFile(user)
        .onLineContaining("@Attribute(name = \"nnn");
  }

  @Test
  void aNestedTypesAttributeNameIsCheckedToo() {
    String name = "é".repeat(32_768); // 65,536 UTF-8 bytes in 32,768 characters
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id, List<Address> addresses) {
              public record Address(@Attribute(name = "%s") String street) {}
            }
            """
                .formatted(name));

    Compilation compilation = compile(SHOP, user);

    assertThat(compilation)
        .hadErrorContaining("[singletable:attribute-name-length] attribute street of User")
        .inFile(user)
        .onLineContaining("public record Address(");
  }

  @Test
  void ttlOnAFieldOfANestedRecordIsAnError() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id, Session session) {
              public record Session(String device,
                  @Ttl long expiresAt) {}
            }
            """);

    Compilation compilation = compile(SHOP, user);

    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:role-nested] @Ttl on expiresAt of test.User.Session has no effect:"
                + " test.User.Session is stored inside attribute session of entity User, and @Ttl"
                + " applies only to a top-level attribute of an entity (DynamoDB's TTL reads a"
                + " top-level Number attribute); move it to a field of User")
        .inFile(user)
        .onLineContaining("@Ttl long expiresAt");
  }

  @Test
  void versionInsideAListOfNestedRecordsIsAnErrorToo() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id, Optional<List<Line>> lines) {
              public record Line(String sku,
                  @Version long version) {}
            }
            """);

    Compilation compilation = compile(SHOP, user);

    assertThat(compilation)
        .hadErrorContaining("[singletable:role-nested] @Version on version of test.User.Line")
        .inFile(user)
        .onLineContaining("@Version long version");
  }
}
