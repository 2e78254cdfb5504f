package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import dev.singletable.processor.SingletableProcessor;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.jar.JarFile;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * {@code ShopDb.migrations()} returns the types of {@code singletable-migrations}: it is written
 * only when that module is on the compilation's class path. Without it, a table that declares a
 * change compiles with a note on its {@code @Table} interface naming the jobs and the dependency;
 * one whose only jobs are backfills compiles without it. (The behavioural migration tests run the
 * method with the module on the class path.)
 */
class MigrationsModuleNoteTest {

  private static final String MIGRATIONS_CLASS = "dev/singletable/migrations/Migrations.class";

  /**
   * An order whose entity type, key and stored attribute {@code amount} are renamed, with a
   * declared default, and in GSI1 too.
   */
  private static final JavaFileObject RENAMED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class, formerly = "ORDER")
          @KeyPattern(pk = "ORDER#{orderId}", sk = "HEADER",
              formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
          @Gsi(index = "GSI1", pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}")
          public record Order(
              String orderId,
              String customer,
              @Attribute(formerly = "amount") long total,
              @Attribute(ifAbsent = "false") boolean gift) {}
          """);

  /** An order that only fills an index: its one job is a backfill. */
  private static final JavaFileObject INDEXED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          @Gsi(index = "GSI1", pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}")
          public record Order(String orderId, String customer, long total) {}
          """);

  @Test
  void withoutTheModuleADeclaredChangeIsNotedOnTheTableAndTheDbHasNoMigrations() {
    Compilation compilation = withoutModule(SHOP, RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migrations-module] ShopDb has no migrations(): table Shop declares"
                + " changes whose online jobs run from it (Order.type, Order.key,"
                + " Order.amount->total, Order.default:gift), but"
                + " singletable-migrations is not on the class path. Add the dependency"
                + " dev.singletable:singletable-migrations (package dev.singletable.migrations) to"
                + " run them (see docs/evolution.md)")
        .inFile(SHOP)
        .onLineContaining("public interface Shop");
    Assertions.assertThat(notes(compilation, "migrations-module")).hasSize(1);
    Assertions.assertThat(db(compilation))
        .doesNotContain("migrations()")
        .doesNotContain("dev.singletable.migrations");
  }

  @Test
  void withoutTheModuleBackfillsAloneAreNotNoted() {
    Compilation compilation = withoutModule(SHOP, INDEXED);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(notes(compilation, "migrations-module")).isEmpty();
    Assertions.assertThat(db(compilation)).doesNotContain("migrations()");
  }

  @Test
  void withTheModuleTheDbRunsEveryJobWithoutANote() {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(SHOP, RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    Assertions.assertThat(notes(compilation, "migrations-module")).isEmpty();
    Assertions.assertThat(db(compilation))
        .contains("import dev.singletable.migrations.Migrations;")
        .contains("public Migrations migrations() {")
        .contains("MigrationJob.retype(\"Order.type\", OrderSchema.INSTANCE)")
        .contains("MigrationJob.moveKey(\"Order.key\", OrderSchema.INSTANCE)")
        .contains(
            "MigrationJob.rename(\"Order.amount->total\", OrderSchema.INSTANCE, \"amount\","
                + " \"total\")")
        .contains(
            "MigrationJob.writeDefault(\"Order.default:gift\", OrderSchema.INSTANCE, \"gift\")")
        .contains("MigrationJob.fillIndex(\"Order.fill:GSI1\", OrderSchema.INSTANCE, \"GSI1\")");
  }

  /** The order as version 1 stored it: type ORDER, key METADATA, amount, in no index. */
  private static final JavaFileObject STORED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class, name = "ORDER")
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          public record Order(String orderId, String customer, long amount) {}
          """);

  /** An order moved into its customer's partition, where its table queries cannot follow it. */
  private static final JavaFileObject REHOMED =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "CUSTOMER#{customer}", sk = "ORDER#{orderId}",
              formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
          public record Order(String orderId, String customer, long total) {}
          """);

  private static final String NEEDS =
      "ShopDb.migrations() (which needs the dependency dev.singletable:singletable-migrations, not"
          + " on the class path)";

  @Test
  void withoutTheModuleEveryMessageNamingAJobSaysTheDependencyItNeeds() {
    Path baseline = Baselines.accepted(SHOP, STORED);
    Compilation compilation =
        withoutModule(List.of("-Asingletable.baseline=" + baseline), SHOP, RENAMED);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-in-flight] The table key of Order moves from pk ="
                + " \"ORDER#{orderId}\", sk = \"METADATA\" to pk = \"ORDER#{orderId}\", sk ="
                + " \"HEADER\" since the accepted design ("
                + Baselines.file(baseline, "Shop")
                + "): reads understand both forms and writes write the new one until the stored"
                + " items are migrated (the job \"Order.key\" of "
                + NEEDS
                + "); then remove formerly and copy")
        .inFile(RENAMED)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadNoteContaining(
            "(the backfill job \"Order.fill:GSI1\" of " + NEEDS + ", see docs/evolution.md)")
        .inFile(RENAMED)
        .onLineContaining("@Gsi");
    // The type, key and rename in flight, the backfill: each names the job the same way.
    List<String> naming = messagesNaming(compilation, "ShopDb.migrations()");
    Assertions.assertThat(naming).hasSizeGreaterThanOrEqualTo(4).allMatch(m -> m.contains(NEEDS));
    Assertions.assertThat(messagesNaming(compilation, "(the job \"Order.type\" of " + NEEDS + ")"))
        .hasSize(1);
    Assertions.assertThat(
            messagesNaming(compilation, "(the job \"Order.amount->total\" of " + NEEDS + ")"))
        .hasSize(1);

    // With the module, the same messages name the method alone.
    Compilation withModule =
        javac()
            .withProcessors(new SingletableProcessor())
            .withOptions("-Asingletable.baseline=" + baseline)
            .compile(SHOP, RENAMED);
    assertThat(withModule).succeededWithoutWarnings();
    Assertions.assertThat(messagesNaming(withModule, "ShopDb.migrations()"))
        .hasSameSizeAs(naming)
        .noneMatch(m -> m.contains("which needs the dependency"));
  }

  @Test
  void withoutTheModuleAMoveQueriesCannotFollowSaysTheDependencyItsJobNeeds() {
    Compilation compilation = withoutModule(List.of(), SHOP, REHOMED);

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(compilation)
        .hadNoteContaining(
            "[singletable:migration-query-partial] the table key of Order moves from pk ="
                + " \"ORDER#{orderId}\", sk = \"METADATA\", and")
        .inFile(REHOMED)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadNoteContaining(
            "until the job \"Order.key\" of "
                + NEEDS
                + " ran, its queries of the table key (collections of its partition included) read"
                + " only the items already moved");
  }

  @Test
  void withoutTheModuleAFormerKeyCollisionSaysTheDependencyItsJobNeeds() {
    JavaFileObject meta =
        source(
            "test.OrderMeta",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
            public record OrderMeta(String orderId, String channel) {}
            """);
    Compilation compilation = withoutModule(SHOP, REHOMED, meta);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:former-key-collision] Order moves from pk = \"ORDER#{orderId}\", sk ="
                + " \"METADATA\", and that former key can equal the key of OrderMeta on the"
                + " table")
        .inFile(REHOMED)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation)
        .hadErrorContaining(
            "would overwrite the stored Order before the job \"Order.key\" of "
                + NEEDS
                + " moved it: that item would be lost.")
        .inFile(REHOMED)
        .onLineContaining("formerly = @FormerKey");
    assertThat(compilation).hadErrorCount(1);
  }

  private static List<String> messagesNaming(Compilation compilation, String text) {
    return compilation.diagnostics().stream()
        .map(d -> d.getMessage(null))
        .filter(m -> m.contains(text))
        .toList();
  }

  /** Compiles on the test class path without the entry that holds the migrations module. */
  private static Compilation withoutModule(JavaFileObject... sources) {
    return withoutModule(List.of(), sources);
  }

  /** {@link #withoutModule(JavaFileObject...)} with javac options. */
  private static Compilation withoutModule(List<String> options, JavaFileObject... sources) {
    List<File> kept = new ArrayList<>();
    List<File> dropped = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
      File file = new File(entry);
      (holdsMigrations(file.toPath()) ? dropped : kept).add(file);
    }
    Assertions.assertThat(dropped).as("the migrations module on the test class path").hasSize(1);
    return javac()
        .withProcessors(new SingletableProcessor())
        .withClasspath(kept)
        .withOptions(options)
        .compile(sources);
  }

  private static boolean holdsMigrations(Path entry) {
    if (Files.isDirectory(entry)) {
      return Files.exists(entry.resolve(MIGRATIONS_CLASS));
    }
    if (!entry.toString().endsWith(".jar") || !Files.exists(entry)) {
      return false;
    }
    try (JarFile jar = new JarFile(entry.toFile())) {
      return jar.getEntry(MIGRATIONS_CLASS) != null;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static List<String> notes(Compilation compilation, String id) {
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.NOTE)
        .map(d -> d.getMessage(null))
        .filter(m -> m.startsWith("[singletable:" + id + "]"))
        .toList();
  }

  private static String db(Compilation compilation) {
    try {
      return compilation
          .generatedSourceFile("test.ShopDb")
          .orElseThrow()
          .getCharContent(true)
          .toString();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
