package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Baselines.accepted;
import static dev.singletable.processor.diagnostics.Baselines.against;
import static dev.singletable.processor.diagnostics.Baselines.file;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import java.nio.file.Path;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * Changes of an entity against the accepted design record. What would orphan or misread the items
 * already stored is an error on the annotation or component that changed: a key pattern, a key
 * format, a shard count, the entity type name, a stored name, a stored type (nested records and
 * collections included), an enum constant removed, an attribute made required, an entity removed. A
 * new optional attribute, a new entity or a new enum constant compiles clean.
 */
class BaselineEntityDiagnosticsTest {

  private static final String V1 =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "CUSTOMER#{customerId}",
          sk = "ORDER#{placedAt}#{orderId}")
      @Gsi(index = "GSI1", pk = "ORDER#{orderId}", sk = "ORDER")
      public record Order(
          String customerId,
          String orderId,
          @KeyFormat(fractionDigits = 3) Instant placedAt,
          Status status,
          long total,
          Long points,
          Address shipTo,
          List<Line> lines) {
        public enum Status { PLACED, SHIPPED }
        public record Address(String street, String city) {}
        public record Line(String sku, int quantity) {}
      }
      """;

  private static final JavaFileObject EVENT_V1 =
      source(
          "test.Event",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
          @Shard(count = 4, by = "eventId")
          public record Event(LocalDate day, Instant at, String eventId) {}
          """);

  private static final Path BASELINE = accepted(SHOP, order(V1), EVENT_V1);

  private static JavaFileObject order(String body) {
    return source("test.Order", body);
  }

  /** Order with each {@code from, to} pair replaced, compiled against the baseline. */
  private static Compilation v2(String... fromTo) {
    String body = V1;
    for (int i = 0; i < fromTo.length; i += 2) {
      Assertions.assertThat(body).contains(fromTo[i]);
      body = body.replace(fromTo[i], fromTo[i + 1]);
    }
    return against(BASELINE, SHOP, order(body), EVENT_V1);
  }

  private static JavaFileObject orderOf(Compilation compilation) {
    return compilation.sourceFiles().get(1);
  }

  private static void clean(Compilation compilation) {
    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(compilation.notes().stream().map(n -> n.getMessage(null)))
        .noneMatch(note -> note.contains("singletable:"));
  }

  @Test
  void compatibleChangesCompileCleanWithoutNotes() {
    JavaFileObject customer =
        source(
            "test.Customer",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "CUSTOMER#{customerId}", sk = "PROFILE")
            public record Customer(String customerId, int age) {}
            """);
    String body =
        V1.replace(
                "    long total,", "    long total,\n    String note,\n    Optional<String> gift,")
            .replace("PLACED, SHIPPED", "PLACED, SHIPPED, CANCELLED")
            .replace("int quantity", "long quantity")
            .replace("Long points", "Optional<Long> points")
            .replace("String city", "String city, String zip");

    clean(against(BASELINE, SHOP, order(body), EVENT_V1, customer));
  }

  @Test
  void aJavaRenameThatKeepsTheStoredNameCompilesClean() {
    clean(
        v2(
            "#{orderId}\")",
            "#{id}\")",
            "ORDER#{orderId}\", sk",
            "ORDER#{id}\", sk",
            "    String orderId,",
            "    @Attribute(name = \"orderId\") String id,"));
  }

  @Test
  void aNewSortKeyPatternIsAnErrorOnThePattern() {
    Compilation compilation =
        v2("sk = \"ORDER#{placedAt}#{orderId}\")", "sk = \"O#{placedAt}#{orderId}\")");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-pattern] The table sort key of Order is"
                + " \"O#{placedAt}#{orderId}\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"ORDER#{placedAt}#{orderId}\": the items already stored keep the keys the"
                + " old pattern made, so reads under the new one miss them and writes store second"
                + " copies beside them; keep the old pattern, or declare the migration with"
                + " formerly = @FormerKey(pk = \"CUSTOMER#{customerId}\", sk ="
                + " \"ORDER#{placedAt}#{orderId}\") on the @KeyPattern and run its job from"
                + " ShopDb.migrations() (see docs/evolution.md), then accept the"
                + " new design by copying the record the processor wrote,"
                + " META-INF/singletable/Shop.design.json in the class output (target/classes with"
                + " Maven), over "
                + file(BASELINE, "Shop"))
        .inFile(orderOf(compilation))
        .onLineContaining("sk = \"O#{placedAt}");
  }

  @Test
  void aNewIndexKeyPatternIsAnErrorOnTheGsi() {
    Compilation compilation = v2("sk = \"ORDER\")", "sk = \"ORDER#{placedAt}\")");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-pattern] The GSI1 sort key of Order is \"ORDER#{placedAt}\","
                + " but the accepted design ("
                + file(BASELINE, "Shop")
                + ") had \"ORDER\"")
        .inFile(orderOf(compilation))
        .onLineContaining("@Gsi(");
  }

  @Test
  void anIndexKeyNoLongerFilledIsAnErrorOnTheEntity() {
    Compilation compilation =
        v2("@Gsi(index = \"GSI1\", pk = \"ORDER#{orderId}\", sk = \"ORDER\")\n", "");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-index-key-removed] Order no longer fills index GSI1 (the"
                + " accepted design "
                + file(BASELINE, "Shop")
                + " had pk = \"ORDER#{orderId}\", sk = \"ORDER\"): the items already stored keep"
                + " their GSI1 keys, so they stay in the index, where no read of Order expects"
                + " them, until each is written again")
        .inFile(orderOf(compilation))
        .onLineContaining("@Entity");
  }

  @Test
  void anIndexKeyFilledAnewIsABackfillNote() {
    Compilation compilation =
        v2(
            "@Gsi(index = \"GSI1\"",
            "@Gsi(index = \"GSI2\", pk = \"C#{customerId}\", sk = \"O#{orderId}\","
                + " query = \"viaGsi2\")\n@Gsi(index = \"GSI1\"");

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:baseline-backfill] Order fills index GSI2 since the accepted design ("
                + file(BASELINE, "Shop")
                + "): the items already stored have no GSI2 keys, so the index holds only items"
                + " written from now on until every stored Order is written again")
        .inFile(orderOf(compilation))
        // javac cannot place a diagnostic on an annotation of an implicit container (two @Gsi):
        // it falls back to the annotated record.
        .onLineContaining("public record Order");
  }

  @Test
  void aNewKeyFormatIsAnErrorOnTheKeyFormat() {
    Compilation compilation =
        v2("@KeyFormat(fractionDigits = 3)", "@KeyFormat(fractionDigits = 0)");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-format] Order writes placedAt into its table sort key as"
                + " instant with 0 fraction digits, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") wrote it as instant with 3 fraction digits: the keys already stored hold the"
                + " old text, so reads that compute the new one miss them and sort-key ranges"
                + " compare the wrong text; keep the old format, or declare the migration with"
                + " formerly = @FormerFormat(fractionDigits = 3) on the @KeyFormat")
        .inFile(orderOf(compilation))
        .onLineContaining("@KeyFormat(fractionDigits = 0)");
  }

  @Test
  void aKeyComponentOfAnotherTypeIsAKeyFormatErrorOnTheComponent() {
    Compilation compilation = v2("    String orderId,", "    UUID orderId,");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-key-format] Order writes orderId into its table sort key as"
                + " uuid, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") wrote it as string")
        .inFile(orderOf(compilation))
        .onLineContaining("UUID orderId");
  }

  @Test
  void aNewShardCountIsAnErrorOnTheShard() {
    JavaFileObject event =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
            @Shard(count = 8,
                by = "eventId")
            public record Event(LocalDate day, Instant at, String eventId) {}
            """);

    assertThat(against(BASELINE, SHOP, order(V1), event))
        .hadErrorContaining(
            "[singletable:baseline-shards] The table key of Event spreads over 8 shards by the hash"
                + " of eventId, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") spread it over 4 shards by the hash of eventId: the items already stored stay"
                + " where the old shards put them, so point reads and merged reads under the new"
                + " ones miss some of them; keep the old shards, or move")
        .inFile(event)
        .onLineContaining("@Shard(count = 8");
  }

  @Test
  void shardingAKeyThatWasNotShardedIsAKeyPatternError() {
    JavaFileObject unsharded =
        source(
            "test.Event",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "DAY#{day}", sk = "{at}#{eventId}")
            @SuppressWarnings("singletable:hot-partition")
            public record Event(LocalDate day, Instant at, String eventId) {}
            """);
    Path baseline = accepted(SHOP, unsharded);

    assertThat(against(baseline, SHOP, EVENT_V1))
        .hadErrorContaining(
            "[singletable:baseline-key-pattern] The table partition key of Event is"
                + " \"DAY#{day}#{shard}\", but the accepted design ("
                + Baselines.file(baseline, "Shop")
                + ") had \"DAY#{day}\"")
        .inFile(EVENT_V1)
        .onLineContaining("@KeyPattern");
  }

  @Test
  void aNewEntityTypeNameIsAnErrorOnTheEntity() {
    Compilation compilation =
        v2("@Entity(table = Shop.class)", "@Entity(table = Shop.class,\n    name = \"Purchase\")");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-entity-type] Order is stored as entity type \"Purchase\", but"
                + " the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as \"Order\": the items already stored carry \"Order\" in"
                + " entityType, so reads of Order refuse them as items of another entity; keep the"
                + " old name with @Entity(name = \"Order\"), or declare the migration with"
                + " formerly = \"Order\" on the @Entity and run its job from ShopDb.migrations()")
        .inFile(orderOf(compilation))
        .onLineContaining("name = \"Purchase\"");
  }

  @Test
  void aRemovedEntityIsAnErrorOnTheTable() {
    Compilation compilation = against(BASELINE, SHOP, EVENT_V1);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-entity-removed] entity type \"Order\" (test.Order) of the"
                + " accepted design ("
                + file(BASELINE, "Shop")
                + ") is gone from table Shop: the items already stored under that type stay in the"
                + " table, and no generated code reads, updates or deletes them any more; keep the"
                + " entity, or delete its stored items")
        .inFile(SHOP)
        .onLineContaining("@Table");
  }

  @Test
  void aNewStoredNameIsAnErrorOnTheAttribute() {
    Compilation compilation =
        v2("    long total,", "    @Attribute(name = \"amount\") long total,");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-attribute-name] attribute total of Order is stored as"
                + " \"amount\", but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as \"total\": the items already stored hold its value under"
                + " \"total\", so it reads as absent from them; keep the old name with"
                + " @Attribute(name = \"total\"), or declare the migration with"
                + " @Attribute(name = \"amount\", formerly = \"total\") and run its job from"
                + " ShopDb.migrations()")
        .inFile(orderOf(compilation))
        .onLineContaining("@Attribute(name = \"amount\")");
  }

  @Test
  void aNumberStoredAsAStringIsAnErrorOnTheAttribute() {
    Compilation compilation = v2("    long total,", "    String total,");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-stored-type] Attribute total of Order is stored as S (string),"
                + " but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as N (int64): the values already stored are not all readable as the"
                + " new type, so reading those items fails; keep the old type, or declare the"
                + " migration with @Formerly(type = long.class) on the attribute and run its job"
                + " from ShopDb.migrations()")
        .inFile(orderOf(compilation))
        .onLineContaining("String total");
  }

  @Test
  void aNarrowerNumberIsAnError() {
    Compilation compilation = v2("    long total,", "    int total,");

    assertThat(compilation)
        .hadErrorContaining(
            "Attribute total of Order is stored as N (int32), but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as N (int64)")
        .inFile(orderOf(compilation))
        .onLineContaining("int total");
  }

  @Test
  void aNestedRecordsFieldOfAnotherTypeIsAnErrorOnTheField() {
    Compilation compilation = v2("String sku, int quantity", "String sku,\n      String quantity");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-stored-type] Attribute lines.quantity of Order is stored as S"
                + " (string), but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as N (int32)")
        .inFile(orderOf(compilation))
        .onLineContaining("String quantity");
  }

  @Test
  void aNestedRecordTurnedIntoAStringIsAnError() {
    Compilation compilation = v2("    Address shipTo,", "    String shipTo,");

    assertThat(compilation)
        .hadErrorContaining(
            "Attribute shipTo of Order is stored as S (string), but the accepted design ("
                + file(BASELINE, "Shop")
                + ") stored it as M (nested test.Order.Address)")
        .inFile(orderOf(compilation))
        .onLineContaining("String shipTo");
  }

  @Test
  void aRemovedEnumConstantIsAnErrorOnTheAttribute() {
    Compilation compilation =
        v2("    Status status,", "    Status status,\n", "PLACED, SHIPPED", "PLACED, SENT");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-enum-constant] Attribute status of Order is of type"
                + " test.Order.Status, which no longer has constant SHIPPED (the accepted design "
                + file(BASELINE, "Shop")
                + " had it): items already stored with SHIPPED fail to read; keep the constants"
                + " (deprecated if need be), or declare the migration with @Formerly(\"SHIPPED\")"
                + " on the constant that replaces it")
        .inFile(orderOf(compilation))
        .onLineContaining("Status status");
  }

  @Test
  void aNewPrimitiveAttributeIsAnError() {
    Compilation compilation = v2("    long total,", "    long total,\n    boolean gift,");

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:baseline-required] attribute gift of Order is a primitive boolean, so"
                + " reading an item needs it, but the accepted design ("
                + file(BASELINE, "Shop")
                + ") does not store it: the items already stored without it fail to read; make it"
                + " optional (a boxed type or Optional), or declare what they read as with"
                + " @Attribute(ifAbsent = \"...\") (the job \"Order.default:gift\" of"
                + " ShopDb.migrations() writes it into them, see docs/evolution.md), then accept")
        .inFile(orderOf(compilation))
        .onLineContaining("boolean gift");
  }

  @Test
  void aBoxedAttributeMadePrimitiveIsAnError() {
    Compilation compilation = v2("    Long points,", "    long points,");

    assertThat(compilation)
        .hadErrorContaining(
            "attribute points of Order is a primitive long, so reading an item needs it, but the"
                + " accepted design ("
                + file(BASELINE, "Shop")
                + ") may leave it absent (it was java.lang.Long)")
        .inFile(orderOf(compilation))
        .onLineContaining("long points");
  }

  @Test
  void aNewPrimitiveFieldOfANestedRecordIsAnError() {
    Compilation compilation =
        v2("String street, String city", "String street, String city,\n      int floor");

    assertThat(compilation)
        .hadErrorContaining(
            "attribute shipTo.floor of Order is a primitive int, so reading an item needs it, but"
                + " the accepted design ("
                + file(BASELINE, "Shop")
                + ") does not store it")
        .inFile(orderOf(compilation))
        .onLineContaining("int floor");
  }

  @Test
  void aKeyComponentMadePrimitiveIsNotAnError() {
    String counter =
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "COUNTER#{id}", sk = "COUNTER")
        public record Counter(Integer id, Long value) {}
        """;
    Path baseline = accepted(SHOP, source("test.Counter", counter));

    assertThat(
            against(
                baseline, SHOP, source("test.Counter", counter.replace("Integer id", "int id"))))
        .succeededWithoutWarnings();
    assertThat(
            against(
                baseline,
                SHOP,
                source("test.Counter", counter.replace("Long value", "long value"))))
        .hadErrorContaining("[singletable:baseline-required] attribute value of Counter");
  }
}
