package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Typed paths into lists and maps of nested records are checked by javac: a field of an element of
 * a list of records compiles, with its type; a path into a list of scalars has no fields.
 */
class TypedPathDiagnosticsTest {

  private static final JavaFileObject PULL =
      source(
          "test.Pull",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "PULL#{id}", sk = "PULL")
          public record Pull(String id, List<Reviewer> reviewers, Map<String, Reviewer> byLogin,
              List<String> labels) {
            public record Reviewer(String login, boolean approved) {}
          }
          """);

  @Test
  void aFieldOfAListOrMapElementIsATypedReference() {
    JavaFileObject use =
        source(
            "test.Use",
            """
            class Use {
              void approve(ShopDb db) {
                db.pulls().update(new PullKey("p1"))
                    .apply(PullSchema.REVIEWERS.at(0).approved().set(true))
                    .apply(PullSchema.BY_LOGIN.at("ana").approved().set(true))
                    .condition(PullSchema.REVIEWERS.at(0).login().eq("ana"))
                    .execute();
              }
            }
            """);
    assertThat(compile(SHOP, PULL, use)).succeeded();
  }

  @Test
  void aFieldOfAnElementHasItsType() {
    JavaFileObject use =
        source(
            "test.Use",
            """
            class Use {
              void approve(ShopDb db) {
                db.pulls().update(new PullKey("p1"))
                    .apply(PullSchema.REVIEWERS.at(0).approved().set("yes"))
                    .execute();
              }
            }
            """);
    assertThat(compile(SHOP, PULL, use))
        .hadErrorContaining("incompatible types: java.lang.String cannot be converted to")
        .inFile(use)
        .onLineContaining(".approved().set(\"yes\")");
  }

  @Test
  void aPathIntoAListOfScalarsHasNoFields() {
    JavaFileObject use =
        source(
            "test.Use",
            """
            class Use {
              void label(ShopDb db) {
                db.pulls().update(new PullKey("p1"))
                    .apply(PullSchema.LABELS.element(0).login().set("x"))
                    .execute();
              }
            }
            """);
    assertThat(compile(SHOP, PULL, use))
        .hadErrorContaining("cannot find symbol")
        .inFile(use)
        .onLineContaining("LABELS.element(0).login()");
  }
}
