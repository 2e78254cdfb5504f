package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.error;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A renamed entity type against the accepted design: undeclared it is an error that suggests {@code
 * formerly}; declared with the type the accepted design stores ({@code @Entity(formerly =
 * "ORDER")}) it is a migration in flight; a {@code formerly} the accepted design never had, or left
 * after the rename was accepted, is an error naming what it holds. Without a baseline, a former
 * type must be a type name no entity of the table has.
 */
class EntityTypeMigrationDiagnosticsTest {

  private static final String ORDER =
      """
      %s
      @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
      public record Order(String orderId, long amount) {}
      """;

  private static final Path BASELINE =
      accepted(SHOP, order("@Entity(table = Shop.class, name = \"ORDER\")"));

  private static JavaFileObject order(String entity) {
    return source("test.Order", ORDER.formatted(entity));
  }

  private static Compilation v2(String entity) {
    return against(BASELINE, SHOP, order(entity));
  }

  @Test
  void aDeclaredRenameIsAMigrationInFlight() {
    Compilation compilation =
        v2("@Entity(table = Shop.class, name = \"Order\",\n    formerly = \"ORDER\")");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The entity type of Order moves from \"ORDER\" to"
                + " \"Order\" since the accepted design ("
                + file(BASELINE, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.type\" of ShopDb.migrations()); then"
                + " remove formerly and copy")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"ORDER\"");
    Assertions.assertThat(Baselines.record(compilation, "Shop"))
        .contains(
            "\"migrations\": [{\"kind\": \"entityType\", \"from\": \"ORDER\", \"to\":"
                + " \"Order\"}]");
  }

  @Test
  void anUndeclaredRenameSuggestsTheFormerlyThatResolvesIt() {
    String v2 = "@Entity(table = Shop.class,\n    name = \"Order\")";
    Compilation compilation = v2(v2);

    String message = error(compilation, "baseline-entity-type");
    assertThat(compilation)
        .hadErrorContaining(
            "keep the old name with @Entity(name = \"ORDER\"), or declare the migration with"
                + " formerly = \"ORDER\" on the @Entity and run its job from ShopDb.migrations()")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("name = \"Order\"");
    Matcher suggested =
        Pattern.compile("with (formerly = \"\\w+\") on the @Entity").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    Compilation fixed = v2(v2.replace(")", ", " + suggested.group(1) + ")"));
    assertThat(fixed).succeededWithoutWarnings();
    assertThat(fixed).hadNoteContaining("[singletable:migration-in-flight] The entity type");
  }

  @Test
  void aFormerTypeTheAcceptedDesignNeverHadNamesTheOneItStores() {
    String v2 = "@Entity(table = Shop.class, name = \"Order\",\n    formerly = \"ORDR\")";
    Compilation compilation = v2(v2);

    String message = error(compilation, "migration-formerly-mismatch");
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The entity type of Order declares formerly"
                + " \"ORDR\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"ORDER\": declare formerly = \"ORDER\", the entity type the stored items"
                + " carry")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"ORDR\"");
    Matcher suggested = Pattern.compile("declare (formerly = \"\\w+\")").matcher(message);
    Assertions.assertThat(suggested.find()).isTrue();

    Compilation fixed = v2(v2.replace("formerly = \"ORDR\"", suggested.group(1)));
    assertThat(fixed).succeededWithoutWarnings();
  }

  @Test
  void aFormerTypeOfANewEntityListsTheAcceptedTypes() {
    Compilation compilation =
        against(
            BASELINE,
            SHOP,
            order("@Entity(table = Shop.class, name = \"ORDER\")"),
            source(
                "test.Invoice",
                """
                @Entity(table = Shop.class, formerly = "BILL")
                @KeyPattern(pk = "INVOICE#{invoiceId}", sk = "METADATA")
                public record Invoice(String invoiceId) {}
                """));

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:migration-formerly-mismatch] The entity type of Invoice declares"
                + " formerly \"BILL\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had no entity type \"BILL\": it has no entity type \"BILL\" (it has ORDER)")
        .inFile(compilation.sourceFiles().get(2))
        .onLineContaining("formerly = \"BILL\"");
  }

  @Test
  void aFormerTypeLeftAfterTheRenameWasAcceptedIsAnError() {
    Compilation compilation =
        v2("@Entity(table = Shop.class, name = \"ORDER\",\n    formerly = \"Order\")");

    assertThat(compilation)
        .hadErrorContaining(
            "The entity type of Order declares formerly \"Order\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"ORDER\": the accepted design already stores it as \"ORDER\", so the"
                + " stored items are accepted as renamed; remove formerly")
        .inFile(compilation.sourceFiles().get(1))
        .onLineContaining("formerly = \"Order\"");
  }

  @Test
  void withoutABaselineTheFormerTypeMustBeNoTypeOfTheTable() {
    Compilation current =
        Sources.compile(SHOP, order("@Entity(table = Shop.class,\n    formerly = \"Order\")"));
    assertThat(current)
        .hadErrorContaining(
            "[singletable:migration-former-type] Order declares formerly = \"Order\" as the"
                + " entity type its stored items carry, but it is the current entity type; remove"
                + " formerly")
        .inFile(current.sourceFiles().get(1))
        .onLineContaining("formerly = \"Order\"");

    Compilation another =
        Sources.compile(
            SHOP,
            order("@Entity(table = Shop.class,\n    formerly = \"Invoice\")"),
            source(
                "test.Invoice",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "INVOICE#{invoiceId}", sk = "METADATA")
                public record Invoice(String invoiceId) {}
                """));
    assertThat(another)
        .hadErrorContaining(
            "Order declares formerly = \"Invoice\" as the entity type its stored items carry, but"
                + " it is the entity type of Invoice, whose items reads of Order would take as"
                + " their own")
        .inFile(another.sourceFiles().get(1))
        .onLineContaining("formerly = \"Invoice\"");

    Compilation delimited =
        Sources.compile(SHOP, order("@Entity(table = Shop.class,\n    formerly = \"OR#DER\")"));
    assertThat(delimited)
        .hadErrorContaining(
            "but an entity type name must not be empty or contain the delimiter \"#\"")
        .inFile(delimited.sourceFiles().get(1))
        .onLineContaining("formerly = \"OR#DER\"");
  }
}
