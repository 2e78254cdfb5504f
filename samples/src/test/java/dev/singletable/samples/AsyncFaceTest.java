package dev.singletable.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.samples.chat.Chat;
import dev.singletable.samples.eventlog.Event;
import dev.singletable.samples.eventlog.EventLog;
import dev.singletable.samples.iot.Telemetry;
import dev.singletable.samples.leaderboard.Arcade;
import dev.singletable.samples.sessions.Auth;
import dev.singletable.samples.shop.OrderStatus;
import dev.singletable.samples.shop.Shop;
import dev.singletable.samples.teams.ProjectId;
import dev.singletable.samples.teams.Teams;
import dev.singletable.samples.teams.UserId;
import dev.singletable.testkit.LocalDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The asynchronous face of every sample table that opts in to it ({@code @Table(async = true)}:
 * {@code ShopAsyncDb} and its twins) serves every read its table interface declares, answering what
 * the blocking face ({@code ShopDb}) answers, on the local engine with each sample's data. A table
 * interface's reads are found by reflection, so a read added to a sample without arguments here
 * fails the test.
 */
@LocalDynamoDbTest
class AsyncFaceTest {

  private static final PageRequest PAGE = PageRequest.first(3);

  static DynamoDbAsyncClient asyncClient;
  static DynamoDbClient client;

  @BeforeAll
  static void open(LocalDynamoDb engine, DynamoDbClient blocking) {
    asyncClient = engine.asyncClientBuilder().build();
    client = blocking;
  }

  @AfterAll
  static void close() {
    asyncClient.close();
  }

  @Test
  void shop() throws Exception {
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("user", args("u-ann"));
    reads.put("userByEmail", args("ann@example.com"));
    reads.put("ordersOfUser", args("u-ann", null, PAGE));
    reads.put("order", args("o-1001"));
    reads.put("itemsOfOrder", args("o-1001"));
    reads.put("orderWithItems", args("o-1001"));
    reads.put("ordersInStatus", args(OrderStatus.PLACED));
    reads.put("product", args("p-kettle"));
    reads.put("reviewsOfProduct", args("p-kettle", null));
    reads.put("reviewsByUser", args("u-ann"));
    compare(Shop.class, "shop.SampleData", reads);
  }

  @Test
  void chat() throws Exception {
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("room", args("general"));
    reads.put("membersOfRoom", args("general"));
    reads.put("roomsOfUser", args("u-ann"));
    reads.put("messagesOf", args("general", null, PAGE));
    reads.put("messagesBetween", args("general", null, null));
    reads.put("firstMessage", args("general"));
    reads.put("rosterOf", args("general"));
    reads.put("historyOf", args("general", PAGE));
    reads.put("exportOf", args("general"));
    compare(Chat.class, "chat.ChatData", reads);
  }

  @Test
  void teams() throws Exception {
    ProjectId apollo = new ProjectId("p-apollo");
    UserId ann = new UserId("u-ann");
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("project", args(apollo));
    reads.put("user", args(ann));
    reads.put("membersOfProject", args(apollo));
    reads.put("projectsOfUser", args(ann));
    reads.put("membership", args(apollo, ann));
    reads.put("projectWithTeam", args(apollo));
    reads.put("userWithProjects", args(ann));
    compare(Teams.class, "teams.TeamsData", reads);
  }

  @Test
  void eventLog() throws Exception {
    LocalDate day = LocalDate.of(2025, 6, 1);
    Instant start = day.atStartOfDay().toInstant(ZoneOffset.UTC);
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("eventsOfDay", args(day, PAGE));
    reads.put("eventsBetween", args(day, start.plusSeconds(600), start.plusSeconds(6000)));
    reads.put("event", args(day, start.plusSeconds(420), "e001"));
    reads.put("eventsOfKind", args("login", PAGE));
    compare(
        EventLog.class,
        reads,
        db -> {
          for (int i = 0; i < 30; i++) {
            invoke(
                invoke(db, "events"),
                "put",
                new Event(
                    day,
                    start.plusSeconds(420L * i),
                    String.format("e%03d", i),
                    i % 2 == 0 ? "login" : "error",
                    "web-" + (i % 4),
                    "event " + i));
          }
        });
  }

  @Test
  void auth() throws Exception {
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("account", args("u-ann"));
    reads.put(
        "sessionByToken",
        args(invokeStatic("sessions.SessionService", "hash", String.class, "ann-phone-token")));
    reads.put("sessionsOfUser", args("u-ann"));
    reads.put("accountWithSessions", args("u-ann"));
    compare(Auth.class, "sessions.SessionData", reads);
  }

  @Test
  void telemetry() throws Exception {
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("devicesOfSite", args("berlin-lab"));
    reads.put("device", args("th-02"));
    reads.put("latestReading", args("th-02"));
    reads.put("readingsBetween", args("th-02", null, null));
    reads.put("readingsSince", args("th-02", Instant.parse("2025-05-01T09:00:00Z")));
    reads.put("readingsBefore", args("th-02", Instant.parse("2025-05-01T12:00:00Z")));
    reads.put("hourlySummaries", args("th-02", null, null));
    compare(Telemetry.class, "iot.IotData", reads);
  }

  @Test
  void arcade() throws Exception {
    Map<String, Object[]> reads = new LinkedHashMap<>();
    reads.put("game", args("asteroids"));
    reads.put("highScores", args("asteroids", PAGE));
    reads.put("scoresFrom", args("asteroids", 1000));
    reads.put("best", args("u-ann", "asteroids"));
    reads.put("bestsOf", args("u-ann"));
    reads.put("ranking", args("asteroids"));
    reads.put("bestsAbove", args("asteroids", 1000));
    reads.put("fastestLaps", args("monza", 2));
    reads.put("lapsUnder", args("monza", new BigDecimal("200")));
    compare(Arcade.class, "leaderboard.LeaderboardData", reads);
  }

  /**
   * The tables that do not opt in to the asynchronous face ({@code @Table(async = true)}) have
   * none: no twin, no asynchronous Db, no {@code createAsync}. (That a table whose interface
   * declares no read gets an empty twin when it opts in is the processor's {@code AsyncTest}.)
   */
  @Test
  void tablesWithoutTheOptInHaveNoAsyncFace() throws Exception {
    for (String table :
        List.of(
            "reviews.Reviews",
            "outbox.Checkout",
            "links.Links",
            "feed.Social",
            "tournament.Tournaments")) {
      Class<?> declared = Class.forName("dev.singletable.samples." + table);
      Class<?> db = Class.forName(declared.getName() + "Db");
      assertThat(declared).isAssignableFrom(db);
      for (String async : List.of("Async", "AsyncDb")) {
        assertThatThrownBy(() -> Class.forName(declared.getName() + async))
            .as(table + async)
            .isInstanceOf(ClassNotFoundException.class);
      }
      assertThat(Arrays.stream(db.getMethods()).map(Method::getName))
          .as(table)
          .contains("create")
          .doesNotContain("createAsync");
    }
  }

  private interface Loader {
    void load(Object db) throws Exception;
  }

  private static void compare(Class<?> table, String loader, Map<String, Object[]> reads)
      throws Exception {
    compare(
        table,
        reads,
        db -> {
          Class<?> data = Class.forName("dev.singletable.samples." + loader);
          Method load = data.getDeclaredMethod("load", db.getClass());
          load.setAccessible(true);
          load.invoke(null, db);
        });
  }

  /**
   * Loads the sample's data with the blocking face, then runs every declared read on both faces and
   * compares the answers.
   */
  private static void compare(Class<?> table, Map<String, Object[]> reads, Loader loader)
      throws Exception {
    Class<?> dbType = Class.forName(table.getName() + "Db");
    Class<?> asyncType = Class.forName(table.getName() + "Async");
    DbOptions options =
        DbOptions.builder()
            .tableName("async-face-" + table.getSimpleName() + "-" + UUID.randomUUID())
            .build();
    Object db =
        dbType
            .getMethod("create", DynamoDbClient.class, DbOptions.class)
            .invoke(null, client, options);
    Object asyncDb =
        dbType
            .getMethod("createAsync", DynamoDbAsyncClient.class, DbOptions.class)
            .invoke(null, asyncClient, options);
    assertThat(asyncType).isAssignableFrom(asyncDb.getClass());
    ((CompletableFuture<?>) invoke(asyncDb, "createTable")).join();
    loader.load(db);

    List<String> declared = readsOf(table);
    assertThat(reads.keySet())
        .as("the reads of %s", table.getSimpleName())
        .containsExactlyInAnyOrderElementsOf(declared);
    List<String> answered = new ArrayList<>();
    for (Method read : table.getDeclaredMethods()) {
      if (!isRead(read)) {
        continue;
      }
      Object[] arguments = reads.get(read.getName());
      Object blocking = shape(read.invoke(db, arguments));
      Method twin = asyncType.getMethod(read.getName(), read.getParameterTypes());
      assertThat(twin.getReturnType()).isEqualTo(CompletableFuture.class);
      Object future = twin.invoke(asyncDb, arguments);
      assertThat(future).isInstanceOf(CompletableFuture.class);
      Object async = shape(((CompletableFuture<?>) future).join());
      assertThat(async).as("%s.%s", table.getSimpleName(), read.getName()).isEqualTo(blocking);
      if (!isEmpty(blocking)) {
        answered.add(read.getName());
      }
    }
    // Reads of the sample's data find items, so that equal answers are not just empty ones.
    assertThat(answered).as("reads of %s that found items", table.getSimpleName()).isNotEmpty();

    // A refusal before sending fails the future rather than being thrown.
    Method first = null;
    for (Method read : table.getDeclaredMethods()) {
      if (isRead(read)) {
        first = read;
        break;
      }
    }
    Object[] nulls = new Object[first.getParameterCount()];
    for (int i = 0; i < nulls.length; i++) {
      Class<?> type = first.getParameterTypes()[i];
      nulls[i] = type == int.class ? 0 : null;
    }
    Object refused =
        asyncType.getMethod(first.getName(), first.getParameterTypes()).invoke(asyncDb, nulls);
    assertThat(((CompletableFuture<?>) refused).handle((value, failure) -> failure).join())
        .isInstanceOf(IllegalArgumentException.class);
  }

  /**
   * Whether {@code method} of a table interface is a declared read: the interface declares nothing
   * else abstract ({@code @AccessPattern} is not kept at run time).
   */
  private static boolean isRead(Method method) {
    return Modifier.isAbstract(method.getModifiers());
  }

  private static List<String> readsOf(Class<?> table) {
    return Arrays.stream(table.getDeclaredMethods())
        .filter(method -> isRead(method))
        .map(Method::getName)
        .sorted()
        .toList();
  }

  /**
   * What an answer says, comparable across the faces: a stream's items, a page's items and whether
   * it has more, a collection record's components with whether it has a cursor (cursors are
   * encrypted with a fresh nonce, so two cursors of one page differ).
   */
  private static Object shape(Object answer) throws Exception {
    if (answer instanceof Stream<?> stream) {
      return stream.toList();
    }
    if (answer instanceof Page<?> page) {
      return List.of(page.items(), page.hasMore());
    }
    if (answer != null && answer.getClass().isRecord() && hasCursor(answer.getClass())) {
      Map<String, Object> components = new LinkedHashMap<>();
      for (RecordComponent component : answer.getClass().getRecordComponents()) {
        Object value = component.getAccessor().invoke(answer);
        components.put(
            component.getName(), component.getName().equals("cursor") ? value != null : value);
      }
      return components;
    }
    return answer;
  }

  private static boolean hasCursor(Class<?> record) {
    return Arrays.stream(record.getRecordComponents())
        .anyMatch(component -> component.getName().equals("cursor"));
  }

  private static boolean isEmpty(Object shaped) {
    if (shaped instanceof Optional<?> optional) {
      return optional.isEmpty();
    }
    if (shaped instanceof List<?> list) {
      return list.isEmpty() || (list.get(0) instanceof List<?> items && items.isEmpty());
    }
    return false;
  }

  private static Object[] args(Object... values) {
    return values;
  }

  private static Object invoke(Object target, String method, Object... arguments) throws Exception {
    for (Method candidate : target.getClass().getMethods()) {
      if (candidate.getName().equals(method) && candidate.getParameterCount() == arguments.length) {
        try {
          return candidate.invoke(target, arguments);
        } catch (InvocationTargetException e) {
          throw (Exception) e.getCause();
        }
      }
    }
    throw new NoSuchMethodException(method);
  }

  private static Object invokeStatic(
      String type, String method, Class<?> parameter, Object argument) throws Exception {
    Method found =
        Class.forName("dev.singletable.samples." + type).getDeclaredMethod(method, parameter);
    found.setAccessible(true);
    return found.invoke(null, argument);
  }
}
