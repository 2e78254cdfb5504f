package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A changed delimiter declared as a migration ({@code @Table(delimiter = "|", formerDelimiter =
 * "#")}): against the accepted design, the accepted delimiter turns the {@code baseline-delimiter}
 * error and the keys' {@code baseline-key-pattern} errors into migrations in flight; another former
 * delimiter is an error naming the accepted one. Without a baseline, the former delimiter must be a
 * valid delimiter other than the table's, and an entity that moves with it declares no other former
 * key or format.
 */
class DelimiterMoveDiagnosticsTest {

  private static final String TABLE =
      """
      @Table(name = "Shop", delimiter = "%s"%s,
             gsis = @GlobalIndex(name = "GSI1"),
             lsis = @LocalIndex(name = "LSI1"))
      public interface Shop {}
      """;

  private static final String USER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "USER%1$s{id}", sk = "PROFILE"%2$s)
      @Gsi(index = "GSI1", pk = "EMAIL%1$s{email}", sk = "{id}"%3$s)
      @Lsi(index = "LSI1", sk = "NAME%1$s{name}")
      public record User(String id, String email, String name) {}
      """;

  private static final Path BASELINE = accepted(shop("#", ""), user("#", "", ""));

  private static JavaFileObject shop(String delimiter, String former) {
    return source("test.Shop", TABLE.formatted(delimiter, former));
  }

  private static JavaFileObject user(String delimiter, String keyFormer, String gsiFormer) {
    return source("test.User", USER.formatted(delimiter, keyFormer, gsiFormer));
  }

  private static Compilation v2(String former) {
    return against(
        BASELINE, shop("|", ", formerDelimiter = \"" + former + "\""), user("|", "", ""));
  }

  private static Compilation withoutBaseline(String former, String keyFormer, String gsiFormer) {
    return Sources.compile(
        shop("|", ", formerDelimiter = \"" + former + "\""), user("|", keyFormer, gsiFormer));
  }

  @Test
  void theAcceptedDelimiterIsAMigrationInFlight() {
    Compilation compilation = v2("#");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The key delimiter of table Shop moves from \"#\""
                + " to \"|\" since the accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"User.key\", \"User.fill:GSI1\" of"
                + " ShopDb.migrations())")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("formerDelimiter");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The table key of User moves from pk ="
                + " \"USER#{id}\", sk = \"PROFILE\" to pk = \"USER|{id}\", sk = \"PROFILE\"")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@KeyPattern");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The GSI1 key of User moves from pk ="
                + " \"EMAIL#{email}\", sk = \"{id}\" to pk = \"EMAIL|{email}\", sk = \"{id}\"")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Gsi");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The LSI1 key of User moves from pk = \"USER#{id}\","
                + " sk = \"NAME#{name}\" to pk = \"USER|{id}\", sk = \"NAME|{name}\"")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@Lsi");
    // The record keeps the current delimiter, and lists the key moves in flight.
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains("\"delimiter\": \"|\"", "\"from\": \"pk = \\\"USER#{id}\\\"");
  }

  @Test
  void aFormerDelimiterThatIsNotTheAcceptedOneNamesTheAcceptedDelimiter() {
    Compilation compilation = v2("/");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The key delimiter of table Shop declares"
                + " formerly \"/\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"#\": the stored keys were written with \"#\"; declare formerDelimiter"
                + " = \"#\", or keep the old delimiter")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("formerDelimiter");
    // The entity's key rendered with "/" is not the accepted one either.
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The table key of User declares formerly pk"
                + " = \"USER/{id}\", sk = \"PROFILE\"");
  }

  @Test
  void aFormerDelimiterLeftAfterTheNewOneWasAcceptedIsAnError() {
    Path moved = accepted(shop("|", ""), user("|", "", ""));
    Compilation compilation =
        against(moved, shop("|", ", formerDelimiter = \"#\""), user("|", "", ""));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The key delimiter of table Shop declares"
                + " formerly \"#\", but the accepted design ("
                + file(moved, "Shop")
                + ") had \"|\": the accepted design already separates key parts with \"|\", so no"
                + " key moves; remove formerDelimiter")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("formerDelimiter");
  }

  @Test
  void theUndeclaredChangeIsStillAnError() {
    Compilation compilation = against(BASELINE, shop("|", ""), user("|", "", ""));

    assertThat(compilation)
        .hadErrorContaining("[singletable:baseline-delimiter] table Shop separates key parts with")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("delimiter = \"|\"");
    assertThat(compilation)
        .hadErrorContaining(
            "keep the old delimiter, or declare the migration with formerDelimiter = \"#\" on the"
                + " @Table and run its job from ShopDb.migrations()")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("delimiter = \"|\"");
    assertThat(compilation).hadErrorContaining("[singletable:baseline-key-pattern]");
  }

  @Test
  void aFormerDelimiterMustBeAnotherDelimiter() {
    for (String former : new String[] {"##", "a", "-"}) {
      Compilation compilation = withoutBaseline(former, "", "");
      assertThat(compilation)
          .hadErrorContaining(
              "[singletable:migration-former-delimiter] table Shop declares formerDelimiter = \""
                  + former
                  + "\", but it is not a delimiter: a delimiter is exactly one character")
          .inFile(compilation.sourceFiles().get(0))
          .onLineContaining("formerDelimiter");
    }
    Compilation same = withoutBaseline("|", "", "");
    assertThat(same)
        .hadErrorContaining(
            "[singletable:migration-former-delimiter] table Shop declares formerDelimiter = \"|\","
                + " but it is the table's delimiter, so no key moves; remove formerDelimiter")
        .inFile(same.sourceFiles().get(0))
        .onLineContaining("formerDelimiter");
  }

  @Test
  void anEntityMovesFromOneFormerKeyAtATime() {
    Compilation key =
        withoutBaseline("#", ", formerly = @FormerKey(pk = \"U|{id}\", sk = \"PROFILE\")", "");
    assertThat(key)
        .hadErrorContaining(
            "[singletable:migration-former-delimiter] table Shop declares formerDelimiter = \"#\","
                + " but User moves from one former key at a time, and its @KeyPattern declares"
                + " formerly: its stored keys carry either the former key or the former delimiter")
        .inFile(key.sourceFiles().get(1))
        .onLineContaining("@KeyPattern");

    Compilation index =
        withoutBaseline("#", "", ", formerly = @FormerKey(pk = \"MAIL|{email}\", sk = \"{id}\")");
    assertThat(index)
        .hadErrorContaining(
            "User moves from one former key at a time, and its key in index GSI1 declares"
                + " formerly")
        .inFile(index.sourceFiles().get(1))
        .onLineContaining("@Gsi");
  }

  @Test
  void aFormerKeyFormatCannotMoveWithTheDelimiter() {
    Compilation compilation =
        Sources.compile(
            shop("|", ", formerDelimiter = \"#\""),
            source(
                "test.Payment",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ACCOUNT|{accountId}", sk = "PAID|{paidAt}")
                public record Payment(String accountId,
                    @KeyFormat(fractionDigits = 3, formerly = @FormerFormat) Instant paidAt) {}
                """));

    assertThat(compilation)
        .hadErrorContaining(
            "Payment moves from one former key at a time, and its key component paidAt declares a"
                + " former format")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = @FormerFormat");
  }

  @Test
  void aKeyThatCanEqualAnotherEntitysFormerKeyIsACollision() {
    Compilation compilation =
        Sources.compile(
            shop("|", ", formerDelimiter = \"#\""),
            user("|", "", ""),
            source(
                "test.Badge",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
                public record Badge(String id) {}
                """));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-key-collision] User moves from pk = \"USER#{id}\", sk ="
                + " \"PROFILE\", and that former key can equal the key of Badge")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@KeyPattern");
  }

  @Test
  void aShardedKeyCannotMoveWithTheDelimiter() {
    Compilation compilation =
        Sources.compile(
            shop("|", ", formerDelimiter = \"#\""),
            source(
                "test.Event",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "DAY|{day}|{shard}", sk = "{eventId}")
                @Shard(count = 8, by = "eventId")
                public record Event(String day, String eventId) {}
                """));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-former-delimiter] table Shop declares formerDelimiter = \"#\","
                + " but Event's table key holds the delimiter and a {shard} slot, and a sharded key"
                + " cannot move with the delimiter yet")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("@KeyPattern");
    assertThat(compilation).hadErrorCount(1);
  }

  @Test
  void aMoveWithoutBaselineCompilesClean() {
    assertThat(withoutBaseline("#", "", "")).succeededWithoutWarnings();
  }
}
