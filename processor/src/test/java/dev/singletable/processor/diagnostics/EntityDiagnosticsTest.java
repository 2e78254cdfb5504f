package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** Each entity-level diagnostic: its text (rule, offending value, fix) and where it points. */
class EntityDiagnosticsTest {

  @Test
  void validDesignCompilesWithoutWarnings() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id, String name) {}
            """);
    Compilation compilation = compile(SHOP, user);
    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation).generatedSourceFile("test.UserKey");
    assertThat(compilation).generatedSourceFile("test.UserSchema");
    assertThat(compilation).generatedSourceFile("test.UserRepository");
    assertThat(compilation).generatedSourceFile("test.ShopDb");
  }

  @Test
  void unknownPlaceholderSuggestsTheClosestAttribute() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{ordrId}")
            public record Order(String userId, String orderId) {}
            """);
    Compilation compilation = compile(SHOP, order);
    assertThat(compilation).failed();
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:placeholder-unknown] @KeyPattern sk pattern \"ORDER#{ordrId}\" uses"
                + " {ordrId}, which is not an attribute of Order; did you mean {orderId}?;"
                + " attributes: userId, orderId")
        .inFile(order)
        .onLineContaining("sk = \"ORDER#{ordrId}\"");
  }

  @Test
  void malformedPatternSaysWhere() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId", sk = "ORDER")
            public record Order(String userId) {}
            """);
    Compilation compilation = compile(SHOP, order);
    assertThat(compilation)
        .hadErrorContaining(
            "@KeyPattern pk pattern \"USER#{userId\" is malformed: placeholder opened at position 5"
                + " is not closed")
        .inFile(order)
        .onLineContaining("pk = \"USER#{userId\"");
  }

  @Test
  void placeholderNeedsTheDelimiterAfterIt() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "{a}{b}")
            public record Order(String userId, String a, String b) {}
            """);
    assertThat(compile(SHOP, order))
        .hadErrorContaining(
            "[singletable:placeholder-separator] @KeyPattern sk pattern \"{a}{b}\": {a} must be"
                + " followed by the delimiter \"#\"")
        .inFile(order)
        .onLineContaining("sk = \"{a}{b}\"");
  }

  @Test
  void unsupportedKeyComponentTypeIsRefused() {
    JavaFileObject reading =
        source(
            "test.Reading",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DEVICE#{deviceId}", sk = "VALUE#{value}")
            public record Reading(String deviceId, double value) {}
            """);
    assertThat(compile(SHOP, reading))
        .hadErrorContaining(
            "[singletable:key-component-type] @KeyPattern sk pattern \"VALUE#{value}\" uses"
                + " {value} of type double, which cannot be a key component")
        .inFile(reading)
        .onLineContaining("sk = \"VALUE#{value}\"");
  }

  @Test
  void decimalKeyNeedsAKeyFormat() {
    JavaFileObject score =
        source(
            "test.Score",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "GAME#{gameId}", sk = "SCORE#{score}")
            public record Score(String gameId, BigDecimal score) {}
            """);
    assertThat(compile(SHOP, score))
        .hadErrorContaining(
            "[singletable:key-format-missing] @KeyPattern sk pattern \"SCORE#{score}\" uses"
                + " {score} of type BigDecimal, whose encoding needs a fixed width: add"
                + " @KeyFormat(integerDigits = ..., fractionDigits = ...) to score")
        .inFile(score)
        .onLineContaining("sk = \"SCORE#{score}\"");
  }

  @Test
  void duplicateStoredNamesAreRefusedOnTheSecondAttribute() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                String email,
                @Attribute(name = "email") String contactEmail) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:attribute-duplicate] attributes email and contactEmail of User are both"
                + " stored as \"email\"; rename one with @Attribute(name = ...)")
        .inFile(user)
        .onLineContaining("String contactEmail");
  }

  @Test
  void attributeMayNotUseAKeyAttributeName() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                @Attribute(name = "GSI1PK") String lookup) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:attribute-reserved] attribute lookup of User is stored as \"GSI1PK\","
                + " which is the table's index GSI1 key attribute")
        .inFile(user)
        .onLineContaining("String lookup");
  }

  @Test
  void entityMustPointAtATableInterface() {
    JavaFileObject notTable = source("test.NotATable", "public interface NotATable {}\n");
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = NotATable.class)
            @KeyPattern(pk = "USER#{id}")
            public record User(String id) {}
            """);
    assertThat(compile(notTable, user))
        .hadErrorContaining(
            "[singletable:table-missing] test.NotATable is not annotated with @Table")
        .inFile(user)
        .onLineContaining("@Entity(table = NotATable.class)");
  }

  @Test
  void twoEntitiesMayNotShareATypeName() {
    JavaFileObject a =
        source(
            "test.A",
            """
            @Entity(table = Shop.class, name = "THING")
            @KeyPattern(pk = "A#{id}", sk = "A")
            public record A(String id) {}
            """);
    JavaFileObject b =
        source(
            "test.B",
            """
            @Entity(table = Shop.class, name = "THING")
            @KeyPattern(pk = "B#{id}", sk = "B")
            public record B(String id) {}
            """);
    assertThat(compile(SHOP, a, b))
        .hadErrorContaining(
            "[singletable:entity-type-duplicate] entity type \"THING\" is used by both A and B in"
                + " table Shop")
        .inFile(b)
        .onLineContaining("@Entity(table = Shop.class, name = \"THING\")");
  }

  @Test
  void classWithoutConstructorOrBuilderIsRefused() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public class User {
              private final String id;
              private String name;
              public User(String id) { this.id = id; }
              public String getId() { return id; }
              public String getName() { return name; }
            }
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:entity-shape] entity User cannot be mapped: no constructor takes its"
                + " fields (id, name) and it has no static builder()")
        .inFile(user)
        .onLineContaining("public class User");
  }

  @Test
  void unsupportedAttributeTypeNamesTheFieldAndTheSupportedTypes() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                Thread worker) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:attribute-type] attribute worker of User has type java.lang.Thread, which"
                + " cannot be stored: java.lang.Thread is not a supported attribute type. Supported"
                + " types: String,")
        .inFile(user)
        .onLineContaining("Thread worker");
  }

  @Test
  void missingKeyPatternIsReported() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            public record User(String id) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:key-pattern-missing] entity User has no @KeyPattern; add one, for example"
                + " @KeyPattern(pk = \"USER#{id}\", sk = \"USER\")")
        .inFile(user)
        .onLineContaining("@Entity(table = Shop.class)");
  }

  @Test
  void everyErrorIsReportedNotOnlyTheFirst() {
    JavaFileObject order =
        source(
            "test.Order",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{usrId}", sk = "ORDER#{ordrId}")
            public record Order(String userId, String orderId) {}
            """);
    Compilation compilation = compile(SHOP, order);
    assertThat(compilation).hadErrorCount(2);
  }
}
