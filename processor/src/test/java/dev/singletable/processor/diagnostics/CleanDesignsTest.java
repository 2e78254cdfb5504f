package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.file;
import static dev.singletable.processor.diagnostics.Sources.source;

import java.nio.file.Path;
import java.util.List;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * Real designs that the design review must leave alone: the e-commerce sample as it is on disk, and
 * chat, IoT, leaderboard and session tables written here. Each shares partitions between entity
 * types, uses ranges on time or numbers and overloads an index, which the review accepts.
 */
class CleanDesignsTest {

  private static final Path SHOP =
      Path.of("..", "samples", "src", "main", "java", "dev", "singletable", "samples", "shop");

  @Test
  void theECommerceSampleCompilesWithoutErrorsOrWarnings() {
    List<JavaFileObject> sources =
        List.of("Shop", "User", "Order", "OrderItem", "OrderStatus", "Product", "Review").stream()
            .map(name -> file("dev.singletable.samples.shop." + name, SHOP.resolve(name + ".java")))
            .toList();
    assertThat(compile(sources.toArray(JavaFileObject[]::new))).succeededWithoutWarnings();
  }

  @Test
  void chatMessagesPerRoomByTime() {
    JavaFileObject table =
        source(
            "test.Chat",
            """
            @Table(name = "Chat", gsis = @GlobalIndex(name = "GSI1"), lsis = @LocalIndex(name = "LSI1"))
            public interface Chat {}
            """);
    JavaFileObject room =
        source(
            "test.Room",
            """
            @Entity(table = Chat.class)
            @KeyPattern(pk = "ROOM#{roomId}", sk = "META")
            @dev.singletable.annotations.Collection("roomView")
            public record Room(String roomId, @Attribute(maxLength = 100) String title, @CreatedAt Instant createdAt) {}
            """);
    JavaFileObject message =
        source(
            "test.Message",
            """
            @Entity(table = Chat.class)
            @KeyPattern(pk = "ROOM#{roomId}", sk = "MSG#{sentAt}#{messageId}", query = "messagesOf")
            @Lsi(index = "LSI1", sk = "AUTHOR#{authorId}#{sentAt}", query = "messagesByAuthor")
            @dev.singletable.annotations.Collection("roomView")
            public record Message(String roomId, String messageId, String authorId,
                @KeyFormat(fractionDigits = 3) Instant sentAt, @Attribute(maxLength = 4000) String text) {}
            """);
    JavaFileObject member =
        source(
            "test.Member",
            """
            @Entity(table = Chat.class)
            @KeyPattern(pk = "ROOM#{roomId}", sk = "MEMBER#{userId}", query = "membersOf")
            @Gsi(index = "GSI1", pk = "USER#{userId}", sk = "ROOM#{roomId}", query = "roomsOf")
            @dev.singletable.annotations.Collection("roomView")
            public record Member(String roomId, String userId, Role role) {
              public enum Role { OWNER, MEMBER }
            }
            """);
    assertThat(compile(table, room, message, member)).succeededWithoutWarnings();
  }

  @Test
  void iotReadingsPerDeviceInATimeRange() {
    JavaFileObject table =
        source(
            "test.Fleet",
            """
            @Table(name = "Fleet", gsis = @GlobalIndex(name = "GSI1"))
            public interface Fleet {}
            """);
    JavaFileObject device =
        source(
            "test.Device",
            """
            @Entity(table = Fleet.class)
            @KeyPattern(pk = "DEVICE#{deviceId}", sk = "META")
            @Gsi(index = "GSI1", pk = "SITE#{siteId}", sk = "DEVICE#{deviceId}", query = "devicesAt")
            @dev.singletable.annotations.Collection("deviceView")
            public record Device(String deviceId, String siteId, String model) {}
            """);
    JavaFileObject reading =
        source(
            "test.Reading",
            """
            @Entity(table = Fleet.class)
            @KeyPattern(pk = "DEVICE#{deviceId}", sk = "READING#{at}", query = "readingsOf")
            @dev.singletable.annotations.Collection("deviceView")
            public record Reading(String deviceId, @KeyFormat(fractionDigits = 3) Instant at, double celsius,
                @Ttl long expiresAt) {}
            """);
    JavaFileObject alert =
        source(
            "test.Alert",
            """
            @Entity(table = Fleet.class)
            @KeyPattern(pk = "DEVICE#{deviceId}", sk = "ALERT#{raisedAt}#{alertId}", query = "alertsOf")
            @dev.singletable.annotations.Collection("deviceView")
            public record Alert(String deviceId, UUID alertId, @KeyFormat(fractionDigits = 0) Instant raisedAt,
                String reason) {}
            """);
    assertThat(compile(table, device, reading, alert)).succeededWithoutWarnings();
  }

  @Test
  void leaderboardTopScoresPerGame() {
    JavaFileObject table =
        source(
            "test.Arcade",
            """
            @Table(name = "Arcade", gsis = @GlobalIndex(name = "GSI1"))
            public interface Arcade {}
            """);
    JavaFileObject game =
        source(
            "test.Game",
            """
            @Entity(table = Arcade.class)
            @KeyPattern(pk = "GAME#{gameId}", sk = "META")
            public record Game(String gameId, String title) {}
            """);
    JavaFileObject score =
        source(
            "test.Score",
            """
            @Entity(table = Arcade.class)
            @KeyPattern(pk = "GAME#{gameId}", sk = "SCORE#{points}#{playerId}", query = "topScores")
            @Gsi(index = "GSI1", pk = "PLAYER#{playerId}", sk = "GAME#{gameId}#{points}", query = "scoresOf")
            public record Score(String gameId, String playerId, long points, @CreatedAt Instant at) {}
            """);
    assertThat(compile(table, game, score)).succeededWithoutWarnings();
  }

  @Test
  void sessionsWithTimeToLiveSeveralPerUser() {
    JavaFileObject table =
        source(
            "test.Accounts",
            """
            @Table(name = "Accounts", gsis = @GlobalIndex(name = "GSI1", hasSortKey = false))
            public interface Accounts {}
            """);
    JavaFileObject account =
        source(
            "test.Account",
            """
            @Entity(table = Accounts.class)
            @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
            public record Account(String userId, String email, @Version long version) {}
            """);
    JavaFileObject session =
        source(
            "test.Session",
            """
            @Entity(table = Accounts.class)
            @KeyPattern(pk = "USER#{userId}", sk = "SESSION#{sessionId}", query = "sessionsOf")
            @Gsi(index = "GSI1", pk = "TOKEN#{token}", query = "byToken")
            public record Session(String userId, UUID sessionId, String token, @Ttl Instant expiresAt,
                @CreatedAt Instant createdAt) {}
            """);
    assertThat(compile(table, account, session)).succeededWithoutWarnings();
  }
}
