package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Sub-collections of one partition: {@code collection-overlap} (a prefix whose begins_with matches
 * another entity's keys, with a fix that the test applies and compiles clean), {@code
 * collection-prefix} and {@code collection-prefix-mismatch}.
 */
class SubCollectionDiagnosticsTest {

  private static JavaFileObject entity(String name, String sk, String collections, String fields) {
    return source(
        "test." + name,
        "@Entity(table = Shop.class)\n"
            + "@KeyPattern(pk = \"USER#{user}\", sk = \""
            + sk
            + "\")\n"
            + collections
            + "\npublic record "
            + name
            + "(String user, "
            + fields
            + ") {}\n");
  }

  private static String collection(String name, String prefix) {
    return "@dev.singletable.annotations.Collection(value = \""
        + name
        + "\", prefix = \""
        + prefix
        + "\")";
  }

  @Test
  void aPrefixThatMatchesAnotherCollectionsKeysIsAnErrorWhoseFixLengthensIt() {
    JavaFileObject owned =
        entity("OwnedRepo", "OWN#{repo}", collection("owned", "OWN"), "String repo");
    JavaFileObject owner =
        entity("Owner", "OWNER#{org}", collection("orgs", "OWNER#"), "String org");

    assertThat(compile(SHOP, owned, owner))
        .hadErrorContaining(
            "[singletable:collection-overlap] collection \"owned\" (prefix \"OWN\") reads"
                + " partitions of the table (PK = \"USER#{user}\") with begins_with(SK, \"OWN\"),"
                + " which also matches Owner, a member of collection \"orgs\" (prefix"
                + " \"OWNER#\"): Owner {user=\"a\", org=\"x\"} at PK=\"USER#a\","
                + " SK=\"OWNER#x\". Every read of \"owned\" would also read its items only to drop"
                + " them; end the prefix where its members' sort keys continue alike: prefix ="
                + " \"OWN#\" on every @Collection(\"owned\"), which every member's sort key starts"
                + " with and no other entity's key does")
        .inFile(owned)
        .onLineContaining("prefix = \"OWN\"");

    JavaFileObject fixed =
        entity("OwnedRepo", "OWN#{repo}", collection("owned", "OWN#"), "String repo");
    assertThat(compile(SHOP, fixed, owner)).succeededWithoutWarnings();
  }

  @Test
  void aPrefixNeedNotEndAtADelimiterWhenNoOtherKeyContinuesIt() {
    JavaFileObject owned =
        entity("OwnedRepo", "OWN#{repo}", collection("owned", "OWN"), "String repo");
    JavaFileObject managed =
        entity("ManagedRepo", "MANAGES#{repo}", collection("managed", "MANAGES#"), "String repo");

    assertThat(compile(SHOP, owned, managed)).succeededWithoutWarnings();
  }

  @Test
  void whenThePrefixCannotGrowTheFixMovesTheEntityThatLeaks() {
    JavaFileObject managed =
        entity("ManagedRepo", "REPO#{repo}", collection("managed", "REPO#"), "String repo");
    JavaFileObject owned =
        entity("OwnedRepo", "REPO#OWNED#{repo}", collection("owned", "REPO#OWNED#"), "String repo");

    Compilation compilation = compile(SHOP, managed, owned);
    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:collection-overlap] collection \"managed\" (prefix \"REPO#\") reads"
                + " partitions of the table (PK = \"USER#{user}\") with begins_with(SK, \"REPO#\"),"
                + " which also matches OwnedRepo, a member of collection \"owned\" (prefix"
                + " \"REPO#OWNED#\"): OwnedRepo {user=\"a\", repo=\"x\"} at PK=\"USER#a\","
                + " SK=\"REPO#OWNED#x\". Every read of \"managed\" would also read its items only"
                + " to drop them; give OwnedRepo's sort key on the table a start that \"REPO#\""
                + " does not match, such as sk = \"OWNED#{repo}\", with prefix = \"OWNED#\" on its"
                + " @Collection(\"owned\")")
        .inFile(managed)
        .onLineContaining("prefix = \"REPO#\"");

    JavaFileObject fixed =
        entity("OwnedRepo", "OWNED#{repo}", collection("owned", "OWNED#"), "String repo");
    assertThat(compile(SHOP, managed, fixed)).succeededWithoutWarnings();
  }

  @Test
  void anEntityInNoCollectionUnderThePrefixIsAnOverlapToo() {
    JavaFileObject owned =
        entity("OwnedRepo", "REPO#{repo}", collection("owned", "REPO#"), "String repo");
    JavaFileObject stats = entity("RepoStats", "REPO#STATS", "", "long count");

    assertThat(compile(SHOP, owned, stats))
        .hadErrorContaining(
            "which also matches RepoStats, which is not a member: RepoStats {user=\"a\"} at"
                + " PK=\"USER#a\", SK=\"REPO#STATS\". Every read of \"owned\" would also read its"
                + " items only to drop them; give RepoStats's sort key on the table a start that"
                + " \"REPO#\" does not match, such as sk = \"REPOSTATS\"")
        .inFile(owned)
        .onLineContaining("prefix = \"REPO#\"");

    JavaFileObject fixed = entity("RepoStats", "REPOSTATS", "", "long count");
    assertThat(compile(SHOP, owned, fixed)).succeededWithoutWarnings();
  }

  @Test
  void aMemberWhoseSortKeyDoesNotStartWithThePrefixIsAnError() {
    JavaFileObject owned =
        entity("OwnedRepo", "REPO#{repo}", collection("owned", "OWNS#"), "String repo");

    assertThat(compile(SHOP, owned))
        .hadErrorContaining(
            "[singletable:collection-prefix] collection \"owned\" is selected by the sort-key"
                + " prefix \"OWNS#\", but OwnedRepo's sort key on the table is \"REPO#{repo}\","
                + " which does not start with it; start it with the prefix (such as sk ="
                + " \"OWNS#REPO#{repo}\"), or give the collection a prefix that every member's sort"
                + " key starts with")
        .inFile(owned)
        .onLineContaining("prefix = \"OWNS#\"");
  }

  @Test
  void membersThatDisagreeOnThePrefixAreAnError() {
    JavaFileObject issue =
        entity(
            "Issue",
            "DISCUSSES#ISSUE#{number}",
            collection("discussions", "DISCUSSES#"),
            "int number");
    JavaFileObject pull =
        entity(
            "Pull",
            "DISCUSSES#PULL#{number}",
            collection("discussions", "DISCUSSES#P"),
            "int number");

    assertThat(compile(SHOP, issue, pull))
        .hadErrorContaining(
            "[singletable:collection-prefix-mismatch] collection \"discussions\" is selected by"
                + " prefix \"DISCUSSES#\" on Issue but by \"DISCUSSES#P\" on Pull; its one Query"
                + " sends one prefix, so give every member the same prefix = \"DISCUSSES#\"")
        .inFile(pull)
        .onLineContaining("prefix = \"DISCUSSES#P\"");
  }

  @Test
  void aDeclaredReadOfASubCollectionIsDescribedByItsPrefix() {
    JavaFileObject table =
        source(
            "test.Shop",
            """
            @Table(name = "Shop")
            public interface Shop {
              @AccessPattern("A user's repositories with some stars")
              ShopDb.Owned popular(String user, @Filter int stars);
            }
            """);
    JavaFileObject owned =
        entity("OwnedRepo", "OWNS#{repo}", collection("owned", "OWNS#"), "String repo, int stars");

    assertThat(compile(table, owned))
        .hadErrorContaining(
            "[singletable:pattern-collection] popular() reads collection \"owned\", the items of"
                + " partition USER#{user} whose sort key starts with \"OWNS#\" (in key order, or"
                + " backwards with @Descending), so parameter stars cannot be a @Filter")
        .inFile(table)
        .onLineContaining("@Filter int stars");
  }
}
