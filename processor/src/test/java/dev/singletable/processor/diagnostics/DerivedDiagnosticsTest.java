package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Derived} mistakes are compile errors on the element that makes them, saying the fix: an
 * unknown or self-referencing source, a method that cannot compute the attribute, a derived
 * attribute in the primary key or with another role, a source the update cannot set.
 */
class DerivedDiagnosticsTest {

  private static JavaFileObject ticket(String components, String methods) {
    return source(
        "test.Ticket",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "TICKET#{id}", sk = "TICKET")
        public record Ticket(String id, int number, String title,
            %s) {
        %s
        }
        """
            .formatted(components, methods));
  }

  @Test
  void aParameterNamingNoAttributeIsAnErrorOnTheParameter() {
    JavaFileObject ticket =
        ticket(
            "@Derived(\"codeOf\") String code",
            "  static String codeOf(int numbr) { return \"T-\" + numbr; }");

    Compilation compilation = compile(SHOP, ticket);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:derived-unknown] parameter numbr of Ticket.codeOf(...), which computes"
                + " @Derived attribute code, names no attribute of Ticket; name each parameter"
                + " after the attribute it reads (one of id, number, title)")
        .inFile(ticket)
        .onLineContaining("static String codeOf(int numbr)");
  }

  @Test
  void anAttributeDerivedFromItselfIsACycle() {
    JavaFileObject ticket =
        ticket(
            "@Derived(\"codeOf\") String code",
            "  static String codeOf(String code) { return code; }");

    Compilation compilation = compile(SHOP, ticket);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:derived-cycle] @Derived attribute Ticket.code depends on itself (code <-"
                + " code); compute it from attributes that are not derived from it")
        .inFile(ticket)
        .onLineContaining("@Derived(\"codeOf\")");
  }

  @Test
  void twoAttributesDerivedFromEachOtherAreOneCycle() {
    JavaFileObject ticket =
        ticket(
            "@Derived(\"codeOf\") String code, @Derived(\"labelOf\") String label",
            """
              static String codeOf(String label) { return label; }
              static String labelOf(String code) { return code; }
            """);

    Compilation compilation = compile(SHOP, ticket);

    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:derived-cycle] @Derived attribute Ticket.code depends on itself (code <-"
                + " label <- code)")
        .inFile(ticket)
        .onLineContaining("@Derived(\"codeOf\")");
  }

  @Test
  void aMissingInstanceOrMistypedMethodIsAnErrorOnTheAnnotation() {
    JavaFileObject missing = ticket("@Derived(\"codeOf\") String code", "");
    assertThat(compile(SHOP, missing))
        .hadErrorContaining(
            "[singletable:derived-method] @Derived(\"codeOf\") on Ticket.code: the entity declares"
                + " no method codeOf; declare static java.lang.String codeOf(...) in Ticket, one"
                + " parameter per source attribute, named and typed as that attribute")
        .inFile(missing)
        .onLineContaining("@Derived(\"codeOf\")");

    JavaFileObject instance =
        ticket(
            "@Derived(\"codeOf\") String code",
            "  String codeOf(int number) { return \"T-\" + number; }");
    assertThat(compile(SHOP, instance))
        .hadErrorContaining(
            "[singletable:derived-method] @Derived(\"codeOf\") on Ticket.code: codeOf is not"
                + " static (an instance method could read anything; a static one reads only its"
                + " parameters)")
        .inFile(instance)
        .onLineContaining("@Derived(\"codeOf\")");

    JavaFileObject returns =
        ticket("@Derived(\"codeOf\") String code", "  static int codeOf(int number) { return 1; }");
    assertThat(compile(SHOP, returns))
        .hadErrorContaining(
            "[singletable:derived-method] @Derived(\"codeOf\") on Ticket.code: codeOf returns int;")
        .inFile(returns)
        .onLineContaining("@Derived(\"codeOf\")");

    JavaFileObject parameter =
        ticket(
            "@Derived(\"codeOf\") String code",
            "  static String codeOf(String number) { return number; }");
    assertThat(compile(SHOP, parameter))
        .hadErrorContaining(
            "[singletable:derived-method] @Derived(\"codeOf\") on Ticket.code: parameter number is"
                + " java.lang.String, which attribute number (int) cannot be passed to;")
        .inFile(parameter)
        .onLineContaining("static String codeOf(String number)");
  }

  @Test
  void aDerivedPrimaryKeyComponentIsAnErrorThatPointsAtTheKeyPattern() {
    JavaFileObject ticket =
        source(
            "test.Ticket",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TICKET#{code}", sk = "TICKET")
            public record Ticket(int number,
                @Derived("codeOf") String code) {
              static String codeOf(int number) { return "T-" + number; }
            }
            """);

    assertThat(compile(SHOP, ticket))
        .hadErrorContaining(
            "[singletable:derived-key] @Derived attribute Ticket.code is a component of the primary"
                + " key (pk = \"TICKET#{code}\"), which an update cannot change; put its sources"
                + " (number) in the key pattern instead, which composes them already, or derive an"
                + " attribute outside the primary key")
        .inFile(ticket)
        .onLineContaining("@Derived(\"codeOf\")");
  }

  @Test
  void aDerivedVersionOrAVersionSourceIsAnError() {
    JavaFileObject role =
        ticket(
            "@Version @Derived(\"versionOf\") long version",
            "  static long versionOf(int number) { return number; }");
    assertThat(compile(SHOP, role))
        .hadErrorContaining(
            "[singletable:derived-role] @Derived attribute Ticket.version is also @Version"
                + " (maintained by Singletable); remove @Derived: Singletable maintains it")
        .inFile(role)
        .onLineContaining("@Derived(\"versionOf\")");

    JavaFileObject source =
        ticket(
            "@Version long version, @Derived(\"codeOf\") String code",
            "  static String codeOf(long version) { return \"v\" + version; }");
    assertThat(compile(SHOP, source))
        .hadErrorContaining(
            "[singletable:derived-source] @Derived attribute Ticket.code reads version, which is"
                + " @Version (maintained by Singletable), so the update could not compute it"
                + " again; read a stored attribute that updates set")
        .inFile(source)
        .onLineContaining("static String codeOf(long version)");
  }

  @Test
  void aDerivedListIsAnError() {
    JavaFileObject ticket =
        ticket(
            "@Derived(\"tagsOf\") List<String> tags",
            "  static List<String> tagsOf(String title) { return List.of(title); }");
    assertThat(compile(SHOP, ticket))
        .hadErrorContaining(
            "[singletable:derived-type] @Derived attribute Ticket.tags is itself, stored as a"
                + " list, set, map, Optional or nested type; derived attributes and their sources"
                + " are scalars")
        .inFile(ticket)
        .onLineContaining("@Derived(\"tagsOf\")");
  }

  @Test
  void theGenericUpdateCannotSetADerivedAttribute() {
    JavaFileObject ticket =
        ticket(
            "@Derived(\"codeOf\") String code",
            "  static String codeOf(String id, String title) { return id + title; }");
    assertThat(compile(SHOP, ticket)).succeededWithoutWarnings();

    JavaFileObject use =
        source(
            "test.Use",
            """
            class Use {
              void rename(ShopDb db) {
                db.tickets().update(new TicketKey("t1")).set(TicketSchema.CODE, "x").execute();
              }
            }
            """);
    assertThat(compile(SHOP, ticket, use))
        .hadErrorContaining("ReadOnlyStringRef<test.Ticket> cannot be converted to")
        .inFile(use)
        .onLineContaining("TicketSchema.CODE");
    JavaFileObject setter =
        source(
            "test.Use",
            """
            class Use {
              void rename(ShopDb db) {
                db.tickets().update(new TicketKey("t1")).setTitle("new").execute();
              }
            }
            """);
    assertThat(compile(SHOP, ticket, setter)).succeeded();
    JavaFileObject derivedSetter =
        source(
            "test.Use",
            """
            class Use {
              void rename(ShopDb db) {
                db.tickets().update(new TicketKey("t1")).setCode("x").execute();
              }
            }
            """);
    assertThat(compile(SHOP, ticket, derivedSetter))
        .hadErrorContaining("cannot find symbol")
        .inFile(derivedSetter)
        .onLineContaining("setCode(\"x\")");
  }

  @Test
  void derivedOnAFieldOfANestedRecordIsAnError() {
    JavaFileObject ticket =
        source(
            "test.Ticket",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TICKET#{id}", sk = "TICKET")
            public record Ticket(String id, Owner owner) {
              public record Owner(String login,
                  @Derived("nameOf") String name) {
                static String nameOf(String login) { return login; }
              }
            }
            """);
    assertThat(compile(SHOP, ticket))
        .hadErrorContaining(
            "[singletable:role-nested] @Derived on name of test.Ticket.Owner has no effect:"
                + " test.Ticket.Owner is stored inside attribute owner of entity Ticket, and"
                + " @Derived applies only to a top-level attribute of an entity; move it to a field"
                + " of Ticket")
        .inFile(ticket)
        .onLineContaining("@Derived(\"nameOf\")");
  }
}
