package dev.singletable.processor.write;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static com.google.testing.compile.Compiler.javac;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.singletable.processor.SingletableProcessor;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The asynchronous face is opt-in ({@code @Table(async = true)}): without it the processor writes
 * no {@code ShopAsyncDb}, {@code ShopAsync} or {@code XAsyncRepository}, and nothing it writes
 * names them; with it, it writes them and {@code ShopDb.createAsync}. The blocking types are the
 * same either way but for the sentences and the constructor that point at the asynchronous face,
 * and {@code ShopDb}'s declared reads: with one face each is one method, ended by a blocking
 * terminal, with no body generic over the face for the other face to call.
 */
class AsyncOptInTest {

  private static JavaFileObject shop(String table) {
    return JavaFileObjects.forSourceString(
        "test.Shop",
        """
        package test;
        import dev.singletable.annotations.*;
        import java.util.Optional;
        %s
        public interface Shop {
          @AccessPattern("Get a user by id")
          Optional<User> user(String id);
        }
        """
            .formatted(table));
  }

  private static final JavaFileObject USER =
      JavaFileObjects.forSourceString(
          "test.User",
          """
          package test;
          import dev.singletable.annotations.*;
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{id}", sk = "PROFILE")
          @Collection("account")
          public record User(String id, String name) {}
          """);

  /** The generated sources by binary name, each with its text. */
  private static Map<String, String> generated(String table) throws IOException {
    Compilation compilation =
        javac().withProcessors(new SingletableProcessor()).compile(shop(table), USER);
    assertThat(compilation).succeededWithoutWarnings();
    Map<String, String> sources = new TreeMap<>();
    for (JavaFileObject file : compilation.generatedSourceFiles()) {
      String name = file.getName();
      String binary =
          name.substring(name.indexOf("test/"), name.length() - ".java".length()).replace('/', '.');
      sources.put(binary, file.getCharContent(true).toString());
    }
    return sources;
  }

  @Test
  void withoutItNoAsyncTypeIsWrittenOrNamed() throws IOException {
    Map<String, String> sources = generated("@Table(name = \"Shop\")");

    assertThat(sources)
        .containsKeys("test.ShopDb", "test.UserRepository", "test.ShopTransaction")
        .doesNotContainKeys("test.ShopAsyncDb", "test.ShopAsync", "test.UserAsyncRepository");
    sources.forEach(
        (name, text) ->
            assertThat(text)
                .as(name)
                .doesNotContain("ShopAsyncDb", "ShopAsync", "AsyncRepository", "createAsync")
                .doesNotContain("DynamoDbAsyncClient", "AsyncEntityRepository"));
    // Only the factory uses ShopDb's constructor once no asynchronous Db runs its declared reads.
    assertThat(sources.get("test.ShopDb")).contains("  private ShopDb(TableHandle table) {");
  }

  @Test
  void withItTheAsyncFaceIsWrittenBesideTheSameBlockingTypes() throws IOException {
    Map<String, String> sync = generated("@Table(name = \"Shop\")");
    Map<String, String> async = generated("@Table(name = \"Shop\", async = true)");

    assertThat(async.keySet())
        .containsAll(sync.keySet())
        .contains("test.ShopAsyncDb", "test.ShopAsync", "test.UserAsyncRepository")
        .hasSize(sync.size() + 3);
    assertThat(async.get("test.ShopDb"))
        .contains(
            "  public static ShopAsyncDb createAsync(DynamoDbAsyncClient client) {",
            "  public static ShopAsyncDb createAsync(DynamoDbAsyncClient client, DbOptions options)"
                + " {",
            "  ShopDb(TableHandle table) {");
    assertThat(async.get("test.ShopAsyncDb"))
        .contains("public final class ShopAsyncDb implements ShopAsync {");
    assertThat(async.get("test.ShopAsync"))
        .contains("  CompletableFuture<Optional<User>> user(String id);");
    // The blocking types only gain the sentences that link the asynchronous Db.
    for (String name : sync.keySet()) {
      String withAsync = async.get(name);
      if (!withAsync.contains("ShopAsyncDb")) {
        assertThat(withAsync).as(name).isEqualTo(sync.get(name));
      }
    }
    assertThat(async.get("test.ShopTransaction"))
        .contains("Obtain it from {@link ShopDb#transaction()} (or {@link")
        .contains("Used by {@link ShopDb#transaction()} and {@link ShopAsyncDb#transaction()}.");
    assertThat(sync.get("test.ShopTransaction")).contains("Used by {@link ShopDb#transaction()}.");
  }

  @Test
  void withoutItADeclaredReadIsOneMethodWithNoBodyGenericOverTheFace() throws IOException {
    String sync = generated("@Table(name = \"Shop\")").get("test.ShopDb");
    String async = generated("@Table(name = \"Shop\", async = true)").get("test.ShopDb");

    assertThat(sync)
        .contains(
            """
              public Optional<User> user(String id) {
                String outer = DeclaredReads.enter("user");
                try {
                  DeclaredReads.require("user", List.of("id"), id);
                  return users().get(new UserKey(id));
                } finally {
                  DeclaredReads.leave(outer);
                }
              }
            """)
        .doesNotContain("<R> R user(", "DeclaredReads.serve(", "DeclaredReads.get(");
    assertThat(async)
        .contains(
            "    return user(Face.blocking(), id);",
            "  <R> R user(Face<Optional<User>, R> face, String id) {",
            "    return DeclaredReads.serve(face, \"user\", () -> {",
            "      return DeclaredReads.get(face, users(), new UserKey(id));")
        .doesNotContain("DeclaredReads.enter(");
  }
}
