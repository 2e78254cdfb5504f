package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Changes of the table itself against the accepted design record: what would orphan stored items
 * (its name, key attributes, entity-type attribute, delimiter, an index removed or re-keyed, a
 * local index added) is an error on the {@code @Table} value that changed; what the deployed table
 * needs (a new global index, a new projection, TTL, stream) is a note, and the compile stays clean.
 */
class BaselineTableDiagnosticsTest {

  private static final String V1 =
      """
      @Table(
          name = "Shop",
          pk = "PK",
          entityType = "entityType",
          delimiter = "#",
          gsis = {
            @GlobalIndex(name = "GSI1"),
            @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY)
          },
          lsis = {@LocalIndex(name = "LSI1")})
      public interface Shop {}
      """;

  private static final JavaFileObject USER =
      source(
          "test.User",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
          @Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "USER")
          @Lsi(index = "LSI1", sk = "NAME#{name}")
          public record User(String id, String email, String name, @Ttl Long expiresAt) {}
          """);

  private static final Path BASELINE = accepted(shop(V1), USER);

  private static JavaFileObject shop(String body) {
    return source("test.Shop", body);
  }

  private static Compilation v2(String from, String to) {
    Assertions.assertThat(V1).contains(from);
    return against(BASELINE, shop(V1.replace(from, to)), USER);
  }

  @Test
  void theSameDesignCompilesCleanAndWithoutNotes() {
    Compilation compilation = against(BASELINE, shop(V1), USER);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(compilation.notes().stream().map(n -> n.getMessage(null)))
        .noneMatch(note -> note.contains("singletable:"));
  }

  @Test
  void aNewTableNameIsAnError() {
    JavaFileObject shop = shop(V1.replace("name = \"Shop\"", "name = \"Store\""));

    assertThat(against(BASELINE, shop, USER))
        .hadErrorContaining(
            "[singletable:baseline-table-name] table Shop is named \"Store\", but the accepted"
                + " design ("
                + file(BASELINE, "Shop")
                + ") named it \"Shop\": the items already stored are in table Shop, which the"
                + " generated code no longer names (unless a table name is given at run time);"
                + " keep the old name, or move the stored items to the new form (see"
                + " docs/evolution.md), then accept the new design by"
                + " copying the record the processor wrote, META-INF/singletable/Shop.design.json"
                + " in the class output (target/classes with Maven), over "
                + file(BASELINE, "Shop"))
        .inFile(shop)
        .onLineContaining("name = \"Store\"");
  }

  @Test
  void aNewKeyAttributeIsAnError() {
    Compilation compilation = v2("pk = \"PK\"", "pk = \"pk\"");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-attributes] the partition key attribute of table Shop is"
                + " \"pk\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"PK\": the key schema of a deployed table cannot change")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("pk = \"pk\"");
  }

  @Test
  void aNewEntityTypeAttributeIsAnError() {
    Compilation compilation = v2("entityType = \"entityType\"", "entityType = \"_type\"");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-entity-type-attribute] table Shop stores each item's entity"
                + " type in \"_type\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it in \"entityType\": the items already stored carry their type only in"
                + " \"entityType\", so reads no longer recognise them as any entity; keep the old"
                + " attribute, or move")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("entityType = \"_type\"");
  }

  @Test
  void aNewDelimiterIsAnError() {
    Compilation compilation = v2("delimiter = \"#\"", "delimiter = \"|\"");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-delimiter] table Shop separates key parts with \"|\", but the"
                + " accepted design ("
                + file(BASELINE, "Shop")
                + ") used \"#\": the keys already stored were written under the old delimiter, so"
                + " values holding \"|\" that were stored then are refused now")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("delimiter = \"|\"");
  }

  @Test
  void aRemovedIndexIsAnError() {
    Compilation compilation =
        v2(",\n      @GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY)", "");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-index-removed] Global index GSI2 of the accepted design ("
                + file(BASELINE, "Shop")
                + ") is gone from table Shop: the deployed index and the index keys stored in the"
                + " items stay, and nothing reads or maintains them any more")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("gsis = {");
  }

  @Test
  void anIndexWithOtherKeysIsAnError() {
    Compilation compilation =
        v2("@GlobalIndex(name = \"GSI1\")", "@GlobalIndex(name = \"GSI1\", pk = \"G1PK\")");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-index-keys] index GSI1 of table Shop is now a global index keyed"
                + " by \"G1PK\" and \"GSI1SK\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") declared it a global index keyed by \"GSI1PK\" and \"GSI1SK\": the keys of a"
                + " deployed index cannot change")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("pk = \"G1PK\"");
  }

  @Test
  void aNewLocalIndexIsAnError() {
    Compilation compilation =
        v2(
            "lsis = {@LocalIndex(name = \"LSI1\")}",
            "lsis = {@LocalIndex(name = \"LSI1\"),\n      @LocalIndex(name = \"LSI2\")}");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-lsi-added] local index LSI2 is new, but table Shop is deployed"
                + " (the accepted design "
                + file(BASELINE, "Shop")
                + " has no such index) and DynamoDB creates local indexes only with their table:"
                + " declare a global index instead")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@LocalIndex(name = \"LSI2\")");
  }

  @Test
  void aNewGlobalIndexIsANoteAndTheCompileStaysClean() {
    Compilation compilation =
        v2(
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY)",
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY),\n"
                + "      @GlobalIndex(name = \"GSI3\")");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-deploy] Index GSI3 of table Shop is new since the accepted"
                + " design ("
                + file(BASELINE, "Shop")
                + "): create it on the deployed table before the code that reads it is deployed:"
                + " createIndex(\"GSI3\", ...) of ShopDb.migrations() sends UpdateTable and fills"
                + " the keys of the items stored; then copy the record the processor wrote")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@GlobalIndex(name = \"GSI3\")");
  }

  @Test
  void aNewNativeIndexOverStoredAttributesIsANoteWithoutBackfill() {
    Compilation compilation =
        v2(
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY)",
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY),\n"
                + "      @GlobalIndex(name = \"ByName\", partitionKeys = \"name\","
                + " sortKeys = \"email\")");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-deploy] Index ByName of table Shop is new since the accepted"
                + " design ("
                + file(BASELINE, "Shop")
                + "): create it on the deployed table (UpdateTable) before the code that reads it"
                + " is deployed; it is keyed by attributes the items already store, so DynamoDB"
                + " fills it from them and no backfill is needed")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("@GlobalIndex(name = \"ByName\"");
    Assertions.assertThat(compilation.notes().stream().map(n -> n.getMessage(null)))
        .noneMatch(note -> note.contains("baseline-backfill"));
  }

  @Test
  void nativeIndexKeysAreRecordedAndTheirChangeIsAnError() {
    String withIndex =
        V1.replace(
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY)",
            "@GlobalIndex(name = \"GSI2\", projection = Projection.KEYS_ONLY),\n"
                + "      @GlobalIndex(name = \"ByName\", partitionKeys = \"name\","
                + " sortKeys = \"email\")");
    Compilation v1 = Sources.compile(shop(withIndex), USER);
    Assertions.assertThat(Baselines.record(v1, "Shop"))
        .contains("\"partitionKeys\": [\"name\"]")
        .contains("\"sortKeys\": [\"email\"]");
    Path accepted = accepted(shop(withIndex), USER);

    Compilation compilation =
        against(
            accepted, shop(withIndex.replace("sortKeys = \"email\"", "sortKeys = \"id\"")), USER);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-index-keys] index ByName of table Shop is now a global index"
                + " keyed by its items' own attributes name then id, but the accepted design ("
                + Baselines.file(accepted, "Shop")
                + ") declared it a global index keyed by its items' own attributes name then"
                + " email");
  }

  @Test
  void aNewProjectionIsANote() {
    Compilation compilation =
        v2("projection = Projection.KEYS_ONLY", "projection = Projection.ALL");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-deploy] Index GSI2 of table Shop projects ALL, not KEYS_ONLY"
                + " since the accepted design ("
                + file(BASELINE, "Shop")
                + "): DynamoDB cannot change the projection of a deployed index")
        .inFile(compilation.sourceFiles().get(0))
        .onLineContaining("projection = Projection.ALL");
  }

  @Test
  void aNewStreamAndANewTtlAttributeAreNotes() {
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            @Gsi(index = "GSI1", pk = "EMAIL#{email}", sk = "USER")
            @Lsi(index = "LSI1", sk = "NAME#{name}")
            public record User(String id, String email, String name, Long expiresAt,
                @Ttl Long deleteAt) {}
            """);
    JavaFileObject shop =
        shop(
            V1.replace(
                "delimiter = \"#\",", "delimiter = \"#\",\n    stream = StreamView.NEW_IMAGE,"));

    Compilation compilation = against(BASELINE, shop, user);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-deploy] The stream of table Shop is \"NEW_IMAGE\", not none"
                + " since the accepted design")
        .inFile(shop)
        .onLineContaining("stream = StreamView.NEW_IMAGE");
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-deploy] The TTL attribute of table Shop is \"deleteAt\", not"
                + " \"expiresAt\" since the accepted design ("
                + file(BASELINE, "Shop")
                + "): set it on the deployed table (UpdateTimeToLive)");
    Assertions.assertThat(compilation.notes())
        .filteredOn(note -> note.getMessage(null).contains("TTL attribute"))
        .allMatch(note -> note.getKind() == Diagnostic.Kind.NOTE);
  }
}
