package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/** The design review's {@code prefix-leak}: every key condition a generated query can send. */
class PrefixLeakDiagnosticsTest {

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}",
              sk = "ORDER#{orderId}")
          public record Order(String userId, String orderId) {}
          """);

  @Test
  void beginsWithOfOneEntityMatchingAnothersKeysIsAnError() {
    JavaFileObject line =
        source(
            "test.OrderLine",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}#ITEM#{line}")
            public record OrderLine(String userId, String orderId, int line) {}
            """);
    var compilation = compile(SHOP, ORDER, line);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:prefix-leak] query byUserId() of Order on the table also reads OrderLine"
                + " items: its key condition PK = \"USER#a\" AND begins_with(SK, \"ORDER#\")"
                + " matches OrderLine {userId=\"a\", orderId=\"x\", line=0}, stored at"
                + " PK=\"USER#a\", SK=\"ORDER#x#ITEM#0000000000\". The runtime drops them"
                + " (Page.skippedItems()), but they cost read capacity and count against"
                + " limit(...). Start OrderLine's sort key with a literal that does not begin with"
                + " \"ORDER#\", such as \"ORDERLINE#\" (a distinct literal, like ITEM# next to"
                + " ORDER#)")
        .inFile(ORDER)
        .onLineContaining("sk = \"ORDER#{orderId}\"");
    // Both queries start with ORDER#, so each reads the other's items.
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:prefix-leak] query byUserId() of OrderLine on the table also reads Order"
                + " items")
        .inFile(line)
        .onLineContaining("@KeyPattern");
  }

  @Test
  void aDistinctLiteralKeepsQueriesExact() {
    JavaFileObject line =
        source(
            "test.OrderLine",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{userId}", sk = "ITEM#{orderId}#{line}")
            public record OrderLine(String userId, String orderId, int line) {}
            """);
    assertThat(compile(SHOP, ORDER, line)).succeededWithoutWarnings();
  }

  @Test
  void aSortKeyWithoutLiteralPrefixReadsTheWholePartition() {
    JavaFileObject reading =
        source(
            "test.Reading",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "SENSOR#{sensorId}",
                sk = "{value}#{at}")
            public record Reading(String sensorId, long value, long at) {}
            """);
    JavaFileObject calibration =
        source(
            "test.Calibration",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "SENSOR#{sensorId}", sk = "CALIBRATION")
            public record Calibration(String sensorId, int offset) {}
            """);
    assertThat(compile(SHOP, reading, calibration))
        .hadErrorContaining(
            "[singletable:prefix-leak] query bySensorId() of Reading on the table also reads"
                + " Calibration items: its key condition PK = \"SENSOR#a\" (no sort-key condition)"
                + " matches Calibration {sensorId=\"a\"}, stored at PK=\"SENSOR#a\","
                + " SK=\"CALIBRATION\". The runtime drops them (Page.skippedItems()), but they cost"
                + " read capacity and count against limit(...). Start Reading's sort key with a"
                + " literal of its own, such as \"READING#{value}#{at}\", so that its queries can"
                + " use begins_with")
        .inFile(reading)
        .onLineContaining("sk = \"{value}#{at}\"");
  }

  @Test
  void theUpperBoundOfARangeIsCheckedToo() {
    // createdAtFrom(...) sends SK BETWEEN "LOG#<value>#" AND "LOG$" (the successor of "LOG#").
    JavaFileObject log =
        source(
            "test.Log",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "APP#{appId}",
                sk = "LOG#{createdAt}")
            public record Log(String appId, Instant createdAt) {}
            """);
    JavaFileObject marker =
        source(
            "test.Marker",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "APP#{appId}", sk = "LOG$")
            public record Marker(String appId) {}
            """);
    assertThat(compile(SHOP, log, marker))
        .hadErrorContaining(
            "[singletable:prefix-leak] query byAppId() of Log on the table also reads Marker items:"
                + " its key condition PK = \"APP#a\" AND SK BETWEEN ... AND \"LOG$\" (the upper"
                + " bound of its Range.from/Range.after ranges) matches Marker {appId=\"a\"},"
                + " stored at PK=\"APP#a\", SK=\"LOG$\"")
        .inFile(log)
        .onLineContaining("sk = \"LOG#{createdAt}\"");
  }

  @Test
  void anInvertedIndexHoldsEveryItemWithItsKeysSwapped() {
    // Like declares no @Gsi, but Inverted's keys are the table's: it is there as NOTE#x /
    // USER#a#LIKE.
    JavaFileObject table =
        source(
            "test.Social",
            """
            @Table(name = "Social", gsis = @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"))
            public interface Social {}
            """);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Social.class)
            @KeyPattern(pk = "USER#{userId}", sk = "NOTE#{noteId}")
            @Gsi(index = "Inverted", pk = "NOTE#{noteId}", sk = "USER#{userId}", query = "byNote")
            public record Note(String userId, String noteId) {}
            """);
    JavaFileObject like =
        source(
            "test.Like",
            """
            @Entity(table = Social.class)
            @KeyPattern(pk = "USER#{userId}#LIKE", sk = "NOTE#{noteId}")
            public record Like(String userId, String noteId) {}
            """);
    assertThat(compile(table, note, like))
        .hadErrorContaining(
            "[singletable:prefix-leak] query byNote() of Note on index Inverted also reads Like"
                + " items: its key condition SK = \"NOTE#a\" AND begins_with(PK, \"USER#\") matches"
                + " Like {noteId=\"a\", userId=\"x\"}, stored at SK=\"NOTE#a\", PK=\"USER#x#LIKE\"")
        .inFile(note)
        .onLineContaining("@Gsi(index = \"Inverted\"");
  }

  @Test
  void anEntityAbsentFromASparseIndexIsNotReadThere() {
    JavaFileObject placed =
        source(
            "test.Placed",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "ORDER")
            @Gsi(index = "GSI1", pk = "BUYER#{buyerId}", sk = "ORDER#{orderId}")
            public record Placed(String orderId, String buyerId) {}
            """);
    JavaFileObject refund =
        source(
            "test.Refund",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "BUYER#{buyerId}", sk = "ORDER#{orderId}#REFUND")
            public record Refund(String orderId, String buyerId) {}
            """);
    // On the table, Refund's keys would match Placed's GSI1 prefix; but Refund does not fill GSI1.
    assertThat(compile(SHOP, placed, refund)).succeededWithoutWarnings();
  }
}
