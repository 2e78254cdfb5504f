package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The design review's {@code key-collision}: decided exactly from segments and encoding alphabets.
 */
class KeyCollisionDiagnosticsTest {

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
          public record Order(String userId, String orderId) {}
          """);

  @Test
  void twoEntitiesWritingOneTableKeyIsAnErrorWithCollidingValues() {
    JavaFileObject receipt =
        source(
            "test.Receipt",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}",
                sk = "ORDER#{receiptId}")
            public record Receipt(String userId, String receiptId) {}
            """);
    assertThat(compile(SHOP, ORDER, receipt))
        .hadErrorContaining(
            "[singletable:key-collision] Order and Receipt can write the same key on the table, so"
                + " the later write silently replaces the other item: Order {userId=\"a\","
                + " orderId=\"x\"} and Receipt {userId=\"a\", receiptId=\"x\"} both write"
                + " PK=\"USER#a\", SK=\"ORDER#x\". Make the keys distinct: start Receipt's sort key"
                + " with a literal Order's keys cannot have there, such as \"RECEIPT#\"")
        .inFile(receipt)
        .onLineContaining("sk = \"ORDER#{receiptId}\"");
  }

  /**
   * The example values of a review message are written as values of their types, not as key text or
   * strings: an enum constant, a plain number, an ISO instant and date, a boolean, a UUID (and
   * quotes only for strings), each of which parses back as its type.
   */
  @Test
  void exampleValuesAreValuesOfTheirTypes() {
    String record =
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "T#{id}", sk = "{state}#{count}#{at}#{day}#{flag}#{ref}")
        public record %s(String id, State state, int count, Instant at, LocalDate day,
            boolean flag, UUID ref) {
          public enum State { OPEN, CLOSED }
        }
        """;
    JavaFileObject first = source("test.First", record.formatted("First"));
    JavaFileObject second = source("test.Second", record.formatted("Second"));
    Compilation compilation = compile(SHOP, first, second);
    String message =
        compilation.errors().stream()
            .map(error -> error.getMessage(null))
            .filter(text -> text.startsWith("[singletable:key-collision]"))
            .findFirst()
            .orElseThrow();
    Matcher values =
        Pattern.compile(
                "First \\{id=\"(\\w+)\", state=(\\w+), count=(-?\\d+), at=([^,]+), day=([^,]+),"
                    + " flag=(\\w+), ref=([^}]+)\\}")
            .matcher(message);
    org.assertj.core.api.Assertions.assertThat(values.find()).as(message).isTrue();
    org.assertj.core.api.Assertions.assertThat(values.group(2)).isIn("OPEN", "CLOSED");
    org.assertj.core.api.Assertions.assertThat(Integer.parseInt(values.group(3)))
        .as("a number, not its fixed-width key text")
        .hasToString(values.group(3));
    java.time.Instant.parse(values.group(4));
    java.time.LocalDate.parse(values.group(5));
    org.assertj.core.api.Assertions.assertThat(values.group(6)).isIn("true", "false");
    java.util.UUID.fromString(values.group(7));
  }

  @Test
  void sharingAPartitionWithDistinctSortKeysIsNormalSingleTableDesign() {
    JavaFileObject profile =
        source(
            "test.Profile",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
            public record Profile(String userId, String name) {}
            """);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "NOTE#{noteId}")
            public record Note(String userId, String noteId) {}
            """);
    assertThat(compile(SHOP, ORDER, profile, note)).succeededWithoutWarnings();
  }

  @Test
  void anEnumPlaceholderCollidesOnlyWithItsOwnConstantNames() {
    JavaFileObject ticket =
        source(
            "test.Ticket",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TICKET#{id}", sk = "STATE#{state}")
            public record Ticket(String id, State state) {
              public enum State { OPEN, CLOSED }
            }
            """);
    JavaFileObject pending =
        source(
            "test.Pending",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TICKET#{id}", sk = "STATE#PENDING")
            public record Pending(String id) {}
            """);
    JavaFileObject open =
        source(
            "test.TicketOpen",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TICKET#{id}", sk = "STATE#OPEN")
            public record TicketOpen(String id) {}
            """);
    var compilation = compile(SHOP, ticket, pending, open);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:key-collision] Ticket and TicketOpen can write the same key on the table,"
                + " so the later write silently replaces the other item: Ticket {id=\"a\","
                + " state=OPEN} and TicketOpen {id=\"a\"} both write PK=\"TICKET#a\","
                + " SK=\"STATE#OPEN\"")
        .inFile(open)
        .onLineContaining("sk = \"STATE#OPEN\"");
    // PENDING is not a constant of State: no collision (the prefix leak into Ticket's query is
    // reported).
    assertThat(compilation).hadErrorCount(2);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:prefix-leak] query byId() of Ticket on the table"
                + " also reads Pending items");
  }

  @Test
  void fixedWidthNumbersOfDifferentWidthsNeverCollide() {
    JavaFileObject small =
        source(
            "test.Small",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "N#{id}", sk = "V#{value}#SMALL")
            public record Small(String id, int value) {}
            """);
    JavaFileObject big =
        source(
            "test.Big",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "N#{id}", sk = "V#{value}#SMALL")
            public record Big(String id, long value) {}
            """);
    JavaFileObject text =
        source(
            "test.Text",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "N#{id}", sk = "V#{label}#SMALL")
            public record Text(String id, String label) {}
            """);
    var compilation = compile(SHOP, small, big, text);
    // An int is 10 digits (or '-' and 10), a long 19: never equal; a string can be either.
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:key-collision] Small and Text can write the same key on the table, so the"
                + " later write silently replaces the other item: Small {id=\"a\", value=0} and"
                + " Text {id=\"a\", label=\"0000000000\"}");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:key-collision] Big and Text can write the same key on the table, so the"
                + " later write silently replaces the other item: Big {id=\"a\", value=0} and Text"
                + " {id=\"a\", label=\"0000000000000000000\"}");
    // Small and Big only leak into each other's begins_with(SK, "V#") queries.
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:prefix-leak] query byId() of Small on the table also"
                + " reads Big items");
    assertThat(compilation).hadErrorCount(4);
  }

  @Test
  void anAttributeUsedTwiceMustTakeOneValue() {
    // Group's keys are ORG#x / ORG#x; Pair writes ORG#A / ORG#B, which Group can never write.
    JavaFileObject group =
        source(
            "test.Group",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORG#{orgId}", sk = "ORG#{orgId}")
            public record Group(String orgId) {}
            """);
    JavaFileObject pair =
        source(
            "test.Pair",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORG#A", sk = "ORG#B")
            public record Pair(String note) {}
            """);
    var compilation = compile(SHOP, group, pair);
    assertThat(compilation).hadErrorCount(1);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:prefix-leak] query byOrgId() of Group on the table also reads Pair items:"
                + " its key condition PK = \"ORG#A\" AND begins_with(SK, \"ORG#\") matches Pair {},"
                + " stored at PK=\"ORG#A\", SK=\"ORG#B\"");
  }

  @Test
  void aGlobalIndexKeyTwoEntitiesCanShareIsAnError() {
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENT#{id}", sk = "EVENT")
            @Gsi(index = "GSI1", pk = "DAY#{day}", sk = "{at}#{id}")
            public record Event(String id, @KeyFormat(fractionDigits = 0) Instant at, String day) {}
            """);
    JavaFileObject trail =
        source(
            "test.Trail",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "TRAIL#{id}", sk = "TRAIL")
            @Gsi(index = "GSI1", pk = "DAY#{day}", sk = "{at}#{id}")
            public record Trail(String id, @KeyFormat(fractionDigits = 0) Instant at, String day) {}
            """);
    assertThat(compile(SHOP, event, trail))
        .hadErrorContaining(
            "[singletable:key-collision] Event and Trail can write the same key on index GSI1,"
                + " where both items stay (index keys need not be unique) but no key condition can"
                + " tell them apart: Event {day=\"a\", at=0000-01-01T00:00:00Z, id=\"x\"} and Trail"
                + " {day=\"a\", at=0000-01-01T00:00:00Z, id=\"x\"} both write GSI1PK=\"DAY#a\","
                + " GSI1SK=\"0000-01-01T00:00:00Z#x\"")
        .inFile(trail)
        .onLineContaining("@Gsi(index = \"GSI1\"");
  }

  @Test
  void anEntityAbsentFromASparseIndexCannotCollideThere() {
    // Only Event fills GSI1; Trail's table keys cannot collide with Event's either.
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "EVENT#{id}", sk = "EVENT")
            @Gsi(index = "GSI1", pk = "DAY#{day}", sk = "{at}#{id}")
            public record Event(String id, @KeyFormat(fractionDigits = 0) Instant at, String day) {}
            """);
    JavaFileObject trail =
        source(
            "test.Trail",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}", sk = "{at}#{id}")
            public record Trail(String id, @KeyFormat(fractionDigits = 0) Instant at, String day) {}
            """);
    assertThat(compile(SHOP, event, trail)).succeededWithoutWarnings();
  }
}
