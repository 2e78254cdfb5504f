package dev.singletable.processor.write.report;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.util.Optional;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The processor writes {@code META-INF/singletable/tables.index}: every table compiled together,
 * with its logical name and generated entry points, in a stable order; a compilation without tables
 * writes none.
 */
class TableIndexTest {

  private static JavaFileObject source(String name, String body) {
    String pkg = name.substring(0, name.lastIndexOf('.'));
    return JavaFileObjects.forSourceString(
        name, "package " + pkg + ";\nimport dev.singletable.annotations.*;\n" + body);
  }

  private static final JavaFileObject SHOP =
      source("shop.Shop", "@Table(name = \"Shop\", async = true) public interface Shop {}");
  private static final JavaFileObject ORDER =
      source(
          "shop.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
          public record Order(String orderId, String status) {}
          """);
  private static final JavaFileObject AUTH =
      source("auth.Accounts", "@Table(name = \"Auth\") public interface Accounts {}");
  private static final JavaFileObject LOGIN =
      source(
          "auth.Login",
          """
          @Entity(table = Accounts.class)
          @KeyPattern(pk = "LOGIN#{loginId}", sk = "LOGIN")
          public record Login(String loginId) {}
          """);

  private static Optional<String> index(Compilation compilation) throws IOException {
    Optional<JavaFileObject> file =
        compilation.generatedFile(StandardLocation.CLASS_OUTPUT, TableIndexWriter.INDEX);
    return file.isPresent()
        ? Optional.of(file.get().getCharContent(true).toString())
        : Optional.empty();
  }

  /** The asynchronous Db is named only for a table that has one: Shop opts in, Auth does not. */
  @Test
  void namesEachTableByItsLogicalNameWithItsDbTypesSortedByName() throws IOException {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(SHOP, ORDER, AUTH, LOGIN);

    assertThat(compilation).succeeded();
    assertThat(index(compilation))
        .contains(
            "# Singletable tables: logical name, XxxDb and XxxAsyncDb if async (generated; do"
                + " not edit)\n"
                + "Auth auth.AccountsDb\n"
                + "Shop shop.ShopDb shop.ShopAsyncDb\n");
  }

  @Test
  void noTableNoIndex() throws IOException {
    Compilation compilation =
        javac()
            .withProcessors(new SingletableProcessor())
            .compile(
                JavaFileObjects.forSourceString("plain.Plain", "package plain; class Plain {}"));

    assertThat(compilation).succeededWithoutWarnings();
    assertThat(index(compilation)).isEmpty();
  }
}
