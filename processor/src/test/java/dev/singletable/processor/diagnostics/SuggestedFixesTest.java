package dev.singletable.processor.diagnostics;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every concrete fix a diagnostic suggests is valid for the entity it names: each case compiles a
 * source with the diagnostic, reads the suggestion out of the message text (so that a wrong
 * suggestion fails here), applies it to the source as a user would, compiles again and checks that
 * the diagnostic is gone and no error came instead.
 */
class SuggestedFixesTest {

  /**
   * A diagnostic and its fix.
   *
   * @param id the diagnostic's id
   * @param sources the failing sources: simple type name to body (after the usual imports)
   * @param suggestion what the message must suggest, with groups the fix reads
   * @param fix applies the suggestion (the matcher of {@code suggestion}) to the sources
   */
  record Case(
      String id,
      Map<String, String> sources,
      String suggestion,
      BiConsumer<Matcher, Map<String, String>> fix) {
    @Override
    public String toString() {
      return id + " " + sources.keySet();
    }
  }

  private static final String SHOP =
      """
      @Table(name = "Shop",
             gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2"),
                     @GlobalIndex(name = "GSI3", projection = Projection.KEYS_ONLY)})
      @SuppressWarnings("singletable:index-unused")
      public interface Shop {
      %s
      }
      """;

  private static final String ORDER =
      """
      @Entity(table = Shop.class)
      @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{createdAt}#{orderId}")
      public record Order(String userId, String orderId, Instant createdAt, Status status,
          String note) {
        public enum Status { PLACED, SHIPPED, CANCELLED }
      }
      """;

  private static final String COLLECTION = "@dev.singletable.annotations.Collection";

  static Stream<Case> cases() {
    return Stream.of(
        new Case(
            "key-pattern-missing",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Note",
                """
                @Entity(table = Shop.class)
                public record Note(String noteId, String text) {}
                """),
            "for example (@KeyPattern\\(.*\\))$",
            (m, s) -> insertBefore(s, "Note", "public record", m.group(1) + "\n")),
        new Case(
            "placeholder-separator",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Event",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "EVENT#{day}", sk = "{kind}{at}")
                public record Event(String day, String kind, Instant at) {}
                """),
            "write (\\{\\w+\\})(.)\\.\\.\\.$",
            (m, s) -> replace(s, "Event", m.group(1) + "{", m.group(1) + m.group(2) + "{")),
        new Case(
            "shard-unused",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Metric",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "METRIC#{name}", sk = "AT#{at}")
                @Shard(count = 4, by = "name")
                public record Metric(String name, Instant at, long value) {}
                """),
            "e\\.g\\. pk = \"([^\"]+)\"",
            (m, s) ->
                replace(s, "Metric", "pk = \"METRIC#{name}\"", "pk = \"" + m.group(1) + "\"")),
        new Case(
            "key-collision",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Invoice",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
                public record Invoice(String userId, String orderId) {}
                """,
                "Receipt",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{receiptId}")
                public record Receipt(String userId, String receiptId) {}
                """),
            "start (\\w+)'s (sort|partition) key with a literal .*, such as \"([^\"]+)\"",
            (m, s) ->
                replace(
                    s,
                    m.group(1),
                    (m.group(2).equals("sort") ? "sk" : "pk") + " = \"",
                    (m.group(2).equals("sort") ? "sk" : "pk") + " = \"" + m.group(3))),
        new Case(
            "former-key-collision",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "HEADER",
                    formerly = @FormerKey(pk = "ORDER#{orderId}", sk = "METADATA"))
                public record Order(String orderId, long total) {}
                """,
                "OrderMeta",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA")
                public record OrderMeta(String orderId, String channel) {}
                """),
            "start (\\w+)'s (sort|partition) key with a literal .*, such as \"([^\"]+)\"",
            (m, s) ->
                replace(
                    s,
                    m.group(1),
                    (m.group(2).equals("sort") ? "sk" : "pk") + " = \"",
                    (m.group(2).equals("sort") ? "sk" : "pk") + " = \"" + m.group(3))),
        new Case(
            "collection-leak",
            collectionWithUser("USER#{username}"),
            "add @Collection\\(\"(\\w+)\"\\) to (\\w+)",
            (m, s) ->
                insertBefore(
                    s, m.group(2), "public record", COLLECTION + "(\"" + m.group(1) + "\")\n")),
        new Case(
            "collection-leak",
            collectionWithUser("USER#{username}"),
            "partition-key literal of its own, such as \"([^\"]+)\"\\)$",
            (m, s) ->
                replace(s, "User", "pk = \"USER#{username}\"", "pk = \"" + m.group(1) + "\"")),
        new Case(
            "collection-leak",
            collectionWithUser("USER#{login}"),
            "^((?!add @Collection).)*partition-key literal of its own, such as \"([^\"]+)\"\\)$",
            (m, s) -> replace(s, "User", "pk = \"USER#{login}\"", "pk = \"" + m.group(2) + "\"")),
        new Case(
            "query-unservable",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Tag",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "{tag}", sk = "{owner}")
                @Gsi(index = "GSI3", pk = "{owner}", sk = "{tag}", query = "tagsOf")
                public record Tag(String tag, String owner) {}
                """),
            "declare \"(\\w+)\" with (projection = Projection.INCLUDE, include = \\{\"\\w+\"\\})",
            (m, s) ->
                replaceRegex(
                    s,
                    "Shop",
                    "@GlobalIndex\\(name = \"" + m.group(1) + "\"[^)]*\\)",
                    "@GlobalIndex(name = \"" + m.group(1) + "\", " + m.group(2) + ")")),
        new Case(
            "pattern-parameter-type",
            sources(
                "Shop",
                SHOP.formatted(
                    """
                    @AccessPattern("Orders in a status")
                    List<Order> ordersIn(String status);
                    """),
                "Order",
                ORDER.replace(
                    "public record",
                    "@Gsi(index = \"GSI1\", pk = \"STATUS#{status}\", sk = \"{orderId}\")\n"
                        + "public record")),
            "declare the parameter as ([\\w.]+)$",
            (m, s) -> replace(s, "Shop", "String status", m.group(1) + " status")),
        new Case(
            "pattern-sort-gap",
            ordersWith(
                """
                @AccessPattern("A user's orders from an id on")
                List<Order> ordersOf(String userId, @Since("orderId") String first);
                """),
            "mark (\\w+) @Filter",
            (m, s) -> replace(s, "Shop", "String " + m.group(1), "@Filter String " + m.group(1))),
        new Case(
            "pattern-sort-gap",
            ordersWith(
                """
                @AccessPattern("A user's orders from an id on")
                List<Order> ordersOf(String userId, @Since("orderId") String first);
                """),
            "add (@Gsi\\(.*\\)) to (\\w+) \\(",
            (m, s) -> insertBefore(s, m.group(2), "public record", m.group(1) + "\n")),
        new Case(
            "pattern-parameter-not-in-key",
            ordersWith(
                """
                @AccessPattern("A user's orders in a status")
                List<Order> ordersIn(String userId, Order.Status status);
                """),
            "add (@Gsi\\(.*\\)) to (\\w+) \\(",
            (m, s) -> insertBefore(s, m.group(2), "public record", m.group(1) + "\n")),
        new Case(
            "pattern-unserved",
            ordersWith(
                """
                @AccessPattern("Orders with a note")
                List<Order> byNote(String note);
                """),
            "add (@Gsi\\(.*\\)) to (\\w+) \\(",
            (m, s) -> insertBefore(s, m.group(2), "public record", m.group(1) + "\n")),
        new Case(
            "pattern-filter-heavy",
            ordersWith(
                """
                @AccessPattern("A user's orders in a status")
                List<Order> ordersIn(String userId, @Filter Order.Status status);
                """),
            "put (\\w+) in the key \\(for example add (@Gsi\\(.*\\)) to (\\w+) \\(",
            (m, s) -> {
              // In the key, it is no longer a filter.
              replace(
                  s, "Shop", "@Filter Order.Status " + m.group(1), "Order.Status " + m.group(1));
              insertBefore(s, m.group(3), "public record", m.group(2) + "\n");
            }),
        new Case(
            "prefix-leak",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Order",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}")
                public record Order(String userId, String orderId) {}
                """,
                "OrderLine",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{userId}", sk = "ORDER#{orderId}#ITEM#{line}")
                public record OrderLine(String userId, String orderId, int line) {}
                """),
            "Start (\\w+)'s sort key with a literal that does not begin with \"[^\"]+\", such as"
                + " \"([^\"]+)\"",
            (m, s) -> replace(s, m.group(1), "sk = \"", "sk = \"" + m.group(2))),
        new Case(
            "prefix-leak",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Reading",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "SENSOR#{sensorId}", sk = "{value}#{at}")
                public record Reading(String sensorId, long value, long at) {}
                """,
                "Calibration",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "SENSOR#{sensorId}", sk = "CALIBRATION")
                public record Calibration(String sensorId, int offset) {}
                """),
            "Start (\\w+)'s sort key with a literal of its own, such as \"([^\"]+)\"",
            (m, s) ->
                replaceRegex(s, m.group(1), "sk = \"[^\"]*\"", "sk = \"" + m.group(2) + "\"")),
        new Case(
            "hot-partition",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Log",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "LOG", sk = "{at}#{id}")
                public record Log(String id, Instant at, String text) {}
                """),
            "e\\.g\\. pk = \"([^\"]+)\" with (@Shard\\([^)]*\\)) on (\\w+) \\(",
            (m, s) -> {
              replace(s, m.group(3), "pk = \"LOG\"", "pk = \"" + m.group(1) + "\"");
              insertBefore(s, m.group(3), "public record", m.group(2) + "\n");
            }),
        new Case(
            "shard-undeclared",
            sources(
                "Shop",
                SHOP.formatted(""),
                "Event",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "DAY#{day}#{shard}", sk = "{at}#{eventId}")
                public record Event(String day, Instant at, String eventId) {}
                """),
            "add (@Shard\\(.*\\)) to (\\w+), or remove",
            (m, s) -> insertBefore(s, m.group(2), "public record", m.group(1) + "\n")),
        new Case(
            "native-hot-partition",
            sources(
                "Shop",
                """
                @Table(name = "Shop",
                       gsis = @GlobalIndex(name = "ByStatus", partitionKeys = {"status"}))
                public interface Shop {}
                """,
                "Game",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "GAME#{gameId}", sk = "GAME")
                public record Game(String gameId, Status status) {
                  public enum Status { DRAWN, PLAYING, PLAYED }
                }
                """),
            "add an attribute with many values, such as \"(\\w+)\", to partitionKeys",
            (m, s) ->
                replace(
                    s,
                    "Shop",
                    "partitionKeys = {\"status\"}",
                    "partitionKeys = {\"status\", \"" + m.group(1) + "\"}")),
        new Case(
            "collection-prefix-former",
            sources(
                "Shop",
                SHOP.formatted(
                    """
                    @AccessPattern("A user's repositories")
                    ShopDb.Owned ownedBy(String username);
                    """),
                "OwnedRepo",
                """
                @Entity(table = Shop.class)
                @KeyPattern(pk = "USER#{username}", sk = "OWNS#{repo}",
                    formerly = @FormerKey(pk = "USER#{username}", sk = "REPO#{repo}"))
                %s(value = "owned", prefix = "OWNS#")
                public record OwnedRepo(String username, String repo) {}
                """
                    .formatted(COLLECTION)),
            "remove prefix = \"([^\"]+)\" from every @Collection\\(\"(\\w+)\"\\)$",
            (m, s) ->
                replace(
                    s,
                    "OwnedRepo",
                    "(value = \"" + m.group(2) + "\", prefix = \"" + m.group(1) + "\")",
                    "(\"" + m.group(2) + "\")")),
        new Case(
            "pattern-name-clash",
            ordersWith(
                """
                @AccessPattern("A user's orders")
                List<Order> create(String userId);
                """),
            "for example to (\\w+)$",
            (m, s) -> replace(s, "Shop", "create(", m.group(1) + "(")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theSuggestedFixResolvesTheDiagnostic(Case c) {
    Map<String, String> sources = new LinkedHashMap<>(c.sources());
    String message =
        diagnostic(compile(sources), c.id())
            .orElseThrow(() -> new AssertionError("no " + c.id() + " in the failing source"));
    Matcher matcher = Pattern.compile(c.suggestion()).matcher(message);
    assertThat(matcher.find()).as("the suggestion of: %s", message).isTrue();
    c.fix().accept(matcher, sources);
    Compilation fixed = compile(sources);
    assertThat(diagnostic(fixed, c.id()))
        .as("after the fix suggested by: %s\n%s", message, sources)
        .isEmpty();
    assertThat(fixed.errors())
        .as("errors after the fix suggested by: %s\n%s", message, sources)
        .isEmpty();
  }

  private static Map<String, String> collectionWithUser(String userPartition) {
    return sources(
        "Shop",
        SHOP.formatted(""),
        "Repo",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "USER#{username}", sk = "REPO#{name}")
        %s("owned")
        public record Repo(String username, String name) {}
        """
            .formatted(COLLECTION),
        "Star",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "USER#{username}", sk = "STAR#{repo}")
        %s("owned")
        public record Star(String username, String repo) {}
        """
            .formatted(COLLECTION),
        "User",
        """
        @Entity(table = Shop.class)
        @KeyPattern(pk = "%s", sk = "PROFILE")
        public record User(String %s, String email) {}
        """
            .formatted(
                userPartition,
                userPartition.substring(userPartition.indexOf('{') + 1).replace("}", "")));
  }

  private static Map<String, String> ordersWith(String reads) {
    return sources("Shop", SHOP.formatted(reads), "Order", ORDER);
  }

  private static Map<String, String> sources(String... namesAndBodies) {
    Map<String, String> sources = new LinkedHashMap<>();
    for (int i = 0; i < namesAndBodies.length; i += 2) {
      sources.put(namesAndBodies[i], namesAndBodies[i + 1]);
    }
    return sources;
  }

  private static void insertBefore(
      Map<String, String> sources, String type, String anchor, String text) {
    replace(sources, type, anchor, text + anchor);
  }

  private static void replace(Map<String, String> sources, String type, String from, String to) {
    String body = sources.get(type);
    assertThat(body).as("source of %s", type).isNotNull().contains(from);
    sources.put(type, body.replaceFirst(Pattern.quote(from), Matcher.quoteReplacement(to)));
  }

  private static void replaceRegex(
      Map<String, String> sources, String type, String regex, String to) {
    String body = sources.get(type);
    assertThat(body).as("source of %s", type).isNotNull().containsPattern(regex);
    sources.put(type, body.replaceFirst(regex, Matcher.quoteReplacement(to)));
  }

  private static Compilation compile(Map<String, String> sources) {
    List<JavaFileObject> files =
        sources.entrySet().stream()
            .map(e -> Sources.source("test." + e.getKey(), sourceBody(e.getKey(), e.getValue())))
            .toList();
    return Sources.compile(files.toArray(JavaFileObject[]::new));
  }

  /** The table interface imports the runtime, for the return types of its reads. */
  private static String sourceBody(String type, String body) {
    return type.equals("Shop") ? "import dev.singletable.runtime.*;\n" + body : body;
  }

  /** The first error or warning with the id, without its prefix. */
  private static Optional<String> diagnostic(Compilation compilation, String id) {
    String prefix = "[singletable:" + id + "] ";
    return compilation.diagnostics().stream()
        .filter(d -> d.getKind() == Diagnostic.Kind.ERROR || d.getKind() == Diagnostic.Kind.WARNING)
        .map(d -> d.getMessage(null))
        .filter(text -> text.startsWith(prefix))
        .map(text -> text.substring(prefix.length()))
        .findFirst();
  }
}
