package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.SHOP;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @Unique} where a guard item cannot keep a value unique is a compile error on the
 * annotation, saying the fix: a primary-key component, a collection or a type a key cannot hold, a
 * derived or ignored attribute, or one nested in another.
 */
class UniqueDiagnosticsTest {

  private static JavaFileObject member(String components) {
    return source(
        "test.Member",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "MEMBER#{id}", sk = "MEMBER")
        public record Member(String id, String name,
            %s) {
          static String handleOf(String name) { return name.toLowerCase(); }
        }
        """
            .formatted(components));
  }

  @Test
  void aUniqueAttributeCompilesClean() {
    Compilation compilation =
        compile(SHOP, member("@Unique String email, @Unique java.util.Optional<Long> phone"));

    assertThat(compilation).succeededWithoutWarnings();
  }

  @Test
  void aKeyComponentIsAlreadyUnique() {
    JavaFileObject member =
        source(
            "test.Member",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "MEMBER#{id}", sk = "MEMBER")
            public record Member(@Unique String id, String name) {}
            """);

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:unique-key] @Unique on Member.id: it is a component of the primary key"
                + " (pk = \"MEMBER#{id}\"), and a key names one item already; remove @Unique (to"
                + " make id unique on its own, make it the whole key)")
        .inFile(member)
        .onLineContaining("@Unique String id");
  }

  @Test
  void aCollectionCannotKeyAGuard() {
    JavaFileObject member = member("@Unique java.util.List<String> emails");

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:unique-type] @Unique on Member.emails, a"
                + " java.util.List<java.lang.String>: a guard item is keyed by the value, so only a"
                + " scalar that can be a key component is unique")
        .inFile(member)
        .onLineContaining("@Unique java.util.List<String> emails");
  }

  @Test
  void aTypeWithoutAKeyEncodingCannotKeyAGuard() {
    JavaFileObject member = member("@Unique double score");

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining("[singletable:unique-type] @Unique on Member.score, a double:")
        .inFile(member)
        .onLineContaining("@Unique double score");
  }

  @Test
  void aDerivedAttributeIsRewrittenByUpdatesSoItIsRefused() {
    JavaFileObject member = member("@Unique @Derived(\"handleOf\") String handle");

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:unique-derived] @Unique on Member.handle, which is @Derived: the update"
                + " setters of its sources rewrite it, and an update cannot move a guard item;"
                + " make a stored attribute @Unique instead")
        .inFile(member)
        .onLineContaining("@Unique @Derived(\"handleOf\") String handle");
  }

  @Test
  void anIgnoredAttributeHasNoValueToGuard() {
    JavaFileObject member = member("@Unique @Ignore String nickname");

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:unique-ignored] @Unique on Member.nickname, which is @Ignore (not"
                + " stored), so there is no value to keep unique; remove @Unique or @Ignore")
        .inFile(member)
        .onLineContaining("@Unique @Ignore String nickname");
  }

  @Test
  void aNestedAttributeHasNoGuardOfItsOwn() {
    JavaFileObject member =
        source(
            "test.Member",
            """
            @Entity(table = Shop.class)
            @KeyPattern(pk = "MEMBER#{id}", sk = "MEMBER")
            public record Member(String id, Contact contact) {
              public record Contact(@Unique String email) {}
            }
            """);

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:role-nested] @Unique on email of test.Member.Contact has no effect:"
                + " test.Member.Contact is stored inside attribute contact of entity Member, and"
                + " @Unique applies only to a top-level attribute of an entity; move it to a field"
                + " of Member")
        .inFile(member)
        .onLineContaining("@Unique String email");
  }

  @Test
  void aMaintainedAttributeCannotAlsoBeUnique() {
    JavaFileObject member = member("@Unique @Version long version");

    Compilation compilation = compile(SHOP, member);

    assertThat(compilation)
        .hadErrorContaining(
            "[singletable:role-conflict] version of Member cannot be both @Version and @Unique");
  }
}
