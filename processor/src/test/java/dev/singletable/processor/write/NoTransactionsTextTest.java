package dev.singletable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A multi-Region strongly consistent table has no transactions, so nothing generated for it points
 * at them: the batch read's and the items' Javadoc do not link the missing {@code transactGet()},
 * and the capacity report has no "in a transaction" column.
 */
class NoTransactionsTextTest {

  private static final JavaFileObject SHOP =
      JavaFileObjects.forSourceString(
          "test.Shop",
          """
          package test;
          import dev.singletable.annotations.*;
          @Table(name = "Shop")
          @TableSettings(multiRegionConsistency = TableSettings.MultiRegionConsistency.STRONG)
          public interface Shop {}
          """);

  private static final JavaFileObject USER =
      JavaFileObjects.forSourceString(
          "test.User",
          """
          package test;
          import dev.singletable.annotations.*;
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
          public record User(String id, String name) {}
          """);

  private static Compilation compilation;

  @BeforeAll
  static void compile() {
    compilation = javac().withProcessors(new SingletableProcessor()).compile(SHOP, USER);
    assertThat(compilation).succeeded();
  }

  @Test
  void theBatchReadAndItsItemsDoNotLinkTheMissingTransactGet() throws IOException {
    String batchGet = source("test.ShopBatchGet");
    String items = source("test.ShopItems");
    assertThat(batchGet)
        .doesNotContain("transactGet")
        .contains("Not a snapshot, and the table has")
        .contains("no transactions to take one: it is multi-Region strongly consistent.");
    assertThat(items)
        .doesNotContain("transactGet")
        .contains("Items of table {@code Shop} read by {@link ShopDb#batchGet()}, by the");
  }

  @Test
  void theCapacityReportHasNoTransactionColumn() throws IOException {
    String md = resource("Shop.md");
    assertThat(md)
        .contains("| entity | item size | table | index copies | per put or delete |\n|---|---|")
        .doesNotContain("in a transaction");
    assertThat(resource("Shop.json")).contains("\"transactionalUnits\": null");
  }

  private static String source(String name) throws IOException {
    return compilation.generatedSourceFile(name).orElseThrow().getCharContent(true).toString();
  }

  private static String resource(String name) throws IOException {
    return compilation
        .generatedFile(StandardLocation.CLASS_OUTPUT, "META-INF/singletable/" + name)
        .orElseThrow()
        .getCharContent(true)
        .toString();
  }
}
