package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * DynamoDB limits the review relies on: the ones validation checks (more than 5 LSIs is in {@link
 * TableDiagnosticsTest}) and the ones the review adds.
 */
class LimitDiagnosticsTest {

  @Test
  void moreThanOneHundredProjectedAttributesIsAnError() {
    StringBuilder names = new StringBuilder();
    for (int i = 0; i < 101; i++) {
      names.append(i == 0 ? "" : ", ").append("\"a").append(i).append('"');
    }
    JavaFileObject table =
        source(
            "test.Wide",
            """
            @Table(name = "Wide",
                gsis = @GlobalIndex(name = "GSI1", projection = Projection.INCLUDE, include = {%s}))
            public interface Wide {}
            """
                .formatted(names));
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:projection-limit] table Wide projects 101 non-key attributes across its"
                + " indexes; DynamoDB allows at most 100")
        .inFile(table)
        .onLineContaining("@Table(name = \"Wide\"");
  }

  @Test
  void moreThanTwentyGlobalIndexesIsAWarningThatTheTableCanSuppress() {
    StringBuilder indexes = new StringBuilder();
    for (int i = 1; i <= 21; i++) {
      indexes
          .append(i == 1 ? "" : ", ")
          .append("@GlobalIndex(name = \"GSI")
          .append(i)
          .append("\")");
    }
    JavaFileObject table =
        source(
            "test.Busy",
            """
            @Table(name = "Busy",
                gsis = {%s})
            public interface Busy {}
            """
                .formatted(indexes));
    assertThat(compile(table))
        .hadWarningContaining(
            "[singletable:gsi-quota] table Busy declares 21 global secondary indexes, above"
                + " DynamoDB's default quota of 20 per table; ask for a quota increase before"
                + " deploying")
        .inFile(table)
        .onLineContaining("gsis = {");
    JavaFileObject suppressed =
        source(
            "test.Busy",
            """
            @Table(name = "Busy",
                gsis = {%s})
            @SuppressWarnings("singletable:gsi-quota") // the quota was raised for this account
            public interface Busy {}
            """
                .formatted(indexes));
    assertThat(compile(suppressed)).succeededWithoutWarnings();
  }

  @Test
  void anIndexKeyAttributeNameLongerThan255BytesIsAnError() {
    String name = "k".repeat(256);
    JavaFileObject table =
        source(
            "test.Lengthy",
            """
            @Table(name = "Lengthy",
                gsis = @GlobalIndex(name = "GSI1",
                    pk = "%s"))
            public interface Lengthy {}
            """
                .formatted(name));
    assertThat(compile(table))
        .hadErrorContaining(
            "[singletable:key-attribute-name] key attribute name \""
                + name
                + "\" of index GSI1"
                + " partition key is empty or longer than 255 bytes")
        .inFile(table)
        .onLineContaining("pk = \"kkk");
  }

  @Test
  void anEntityAttributeStoredUnderAnIndexKeyNameIsRefusedWhateverItsType() {
    // Index keys always hold the strings key patterns make; a number stored there would break them.
    JavaFileObject user =
        source(
            "test.User",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
            public record User(String id,
                @Attribute(name = "GSI1SK") int rank) {}
            """);
    assertThat(compile(SHOP, user))
        .hadErrorContaining(
            "[singletable:attribute-reserved] attribute rank of User is stored as \"GSI1SK\", which"
                + " is the table's index GSI1 key attribute")
        .inFile(user)
        .onLineContaining("int rank");
  }

  @Test
  void aKeyPatternWhoseShortestKeyIsTooLongIsAnError() {
    String literal = "X".repeat(1020);
    JavaFileObject note =
        source(
            "test.Note",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "NOTE#{id}",
                sk = "%s#{at}")
            public record Note(String id, long at) {}
            """
                .formatted(literal));
    assertThat(compile(SHOP, note))
        .hadErrorContaining(
            "[singletable:key-length] @KeyPattern sk pattern \""
                + literal
                + "#{at}\" makes keys of"
                + " at least 1040 UTF-8 bytes (for example \""
                + "X".repeat(60)
                + "...\"), but DynamoDB accepts sort"
                + " keys of at most 1024 bytes; shorten its literals")
        .inFile(note)
        .onLineContaining("sk = \"XXX");
  }
}
