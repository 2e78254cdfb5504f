package dev.singletable.samples.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The sessions access patterns against the local engine, with fixed clocks deciding what has
 * expired.
 */
@LocalDynamoDbTest
class SessionsTest {

  private static final Instant NOW = SessionData.NOW;

  private static DynamoDbClient client;
  private static String tableName;
  private static AuthDb db;

  @BeforeAll
  static void load(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    tableName = table.name();
    db = at(NOW);
    db.createTable();
    SessionData.load(db);
  }

  private static AuthDb at(Instant instant) {
    return AuthDb.create(
        client,
        DbOptions.builder()
            .tableName(tableName)
            .clock(Clock.fixed(instant, ZoneOffset.UTC))
            .build());
  }

  private static SessionService serviceAt(Instant instant) {
    return new SessionService(at(instant), Clock.fixed(instant, ZoneOffset.UTC));
  }

  @Test
  void aUsersLiveSessionsInIdOrderWithTheExpiredOneHidden() {
    Page<Session> page = db.sessions().sessionsOf("u-ann").all().page();

    assertThat(page.items())
        .extracting(Session::sessionId, Session::device)
        .containsExactly(tuple("s-1", "laptop"), tuple("s-2", "phone"));
    assertThat(page.items().get(0).expiresAt()).isEqualTo(Instant.parse("2025-06-08T11:00:00Z"));
    assertThat(page.skippedItems()).isEqualTo(1);
    assertThat(db.sessions().get(new SessionKey("u-ann", "s-3"))).isEmpty();
  }

  @Test
  void expiredSessionsShowWhenAskedOrBeforeTheirExpiry() {
    AuthDb showingExpired =
        AuthDb.create(
            client,
            DbOptions.builder()
                .tableName(tableName)
                .clock(SessionData.CLOCK)
                .includeExpiredItems(true)
                .build());
    assertThat(showingExpired.sessions().sessionsOf("u-ann").all().list())
        .extracting(Session::sessionId)
        .containsExactly("s-1", "s-2", "s-3");

    Instant s3Expiry = NOW.minus(Duration.ofDays(1));
    assertThat(at(s3Expiry.minusSeconds(1)).sessions().get(new SessionKey("u-ann", "s-3")))
        .isPresent();
    assertThat(at(s3Expiry).sessions().get(new SessionKey("u-ann", "s-3"))).isEmpty();
  }

  @Test
  void theCollectionReadsTheAccountAndItsLiveSessionsInOneQuery() {
    AuthDb.UserSessions ann = db.userSessions("u-ann").fetch();

    assertThat(ann.account()).contains(new Account("u-ann", "Ann Archer", "ann@example.com"));
    assertThat(ann.sessions()).extracting(Session::sessionId).containsExactly("s-1", "s-2");
    assertThat(ann.skippedItems()).isEqualTo(1);
    assertThat(db.userSessions("u-ann").describe())
        .isEqualTo("PK = \"USER#u-ann\" (collection userSessions)");
  }

  @Test
  void aSessionIsFoundByItsTokenOnlyWhileLive() {
    SessionService service = serviceAt(NOW);

    assertThat(service.authenticate(SessionData.ANN_LAPTOP_TOKEN))
        .map(Session::sessionId)
        .contains("s-1");
    assertThat(service.authenticate(SessionData.ANN_TABLET_TOKEN)).isEmpty();
    assertThat(service.authenticate("no-such-token")).isEmpty();
    assertThat(serviceAt(NOW.minus(Duration.ofDays(2))).authenticate(SessionData.ANN_TABLET_TOKEN))
        .map(Session::sessionId)
        .contains("s-3");
    // SHA-256 of "t", base64url without padding.
    assertThat(db.sessions().byTokenHash(SessionService.hash("t")).describe())
        .isEqualTo(
            "ByTokenPK = \"TOKEN#47mKTaMaEn1L3m5DAz9muidMqw636xxw7EFAK_YnPdg\" on index ByToken");
  }

  @Test
  void signInCreatesASessionOfWhichOnlyTheTokenHashIsStored() {
    SessionService.SignIn signIn = serviceAt(NOW).signIn("u-cy", "laptop");
    Session session = signIn.session();

    assertThat(session.expiresAt()).isEqualTo(NOW.plus(SessionService.IDLE_TIMEOUT));
    assertThat(session.tokenHash())
        .isEqualTo(SessionService.hash(signIn.token()))
        .isNotEqualTo(signIn.token());
    assertThat(db.sessions().sessionsOf("u-cy").all().list()).containsExactly(session);
    assertThat(serviceAt(NOW).authenticate(signIn.token())).contains(session);
    assertThat(serviceAt(session.expiresAt()).authenticate(signIn.token())).isEmpty();
  }

  @Test
  void touchSlidesTheExpiryOfALiveSessionOnly() {
    Session session = serviceAt(NOW).signIn("u-dee", "phone").session();
    Instant later = NOW.plus(Duration.ofDays(5));

    Session touched = serviceAt(later).touch(session).orElseThrow();
    assertThat(touched.lastSeenAt()).isEqualTo(later);
    assertThat(touched.expiresAt()).isEqualTo(later.plus(SessionService.IDLE_TIMEOUT));
    assertThat(touched.signedInAt()).isEqualTo(NOW);

    Instant afterExpiry = touched.expiresAt().plusSeconds(1);
    assertThat(serviceAt(afterExpiry).touch(touched)).isEmpty();
    assertThat(serviceAt(afterExpiry).sessionsOf("u-dee")).isEmpty();
    assertThat(at(later).sessions().get(SessionKey.of(session))).contains(touched);
  }

  @Test
  void revokingSignsOneDeviceOrEveryOtherOut() {
    SessionService service = serviceAt(NOW);
    Session laptop = service.signIn("u-eve", "laptop").session();
    SessionService.SignIn phone = service.signIn("u-eve", "phone");
    Session tablet = service.signIn("u-eve", "tablet").session();

    assertThat(service.revoke("u-eve", phone.session().sessionId())).isTrue();
    assertThat(service.revoke("u-eve", phone.session().sessionId())).isFalse();
    assertThat(service.authenticate(phone.token())).isEmpty();
    assertThat(service.touch(phone.session())).isEmpty();
    assertThat(service.sessionsOf("u-eve")).containsExactlyInAnyOrder(laptop, tablet);

    assertThat(service.revokeOthers(tablet)).isEqualTo(1);
    assertThat(service.sessionsOf("u-eve")).containsExactly(tablet);
  }

  @Test
  void createTableEnabledTimeToLiveOnExpiresAt() {
    var ttl = client.describeTimeToLive(r -> r.tableName(tableName)).timeToLiveDescription();
    assertThat(ttl.attributeName()).isEqualTo("expiresAt");
    assertThat(db.tableDefinition().globalSecondaryIndexes())
        .singleElement()
        .satisfies(
            index ->
                assertThat(index.keySchema())
                    .extracting(k -> k.attributeName())
                    .containsExactly("ByTokenPK"));
  }

  @Test
  void declaredReadsHideExpiredSessionsLikeTheQueriesTheyStandFor() {
    Auth auth = db;

    assertThat(auth.account("u-ann"))
        .contains(new Account("u-ann", "Ann Archer", "ann@example.com"));
    assertThat(auth.account("u-nobody")).isEmpty();
    assertThat(auth.sessionsOfUser("u-ann"))
        .extracting(Session::sessionId)
        .containsExactly("s-1", "s-2");
    assertThat(auth.sessionByToken(SessionService.hash(SessionData.ANN_LAPTOP_TOKEN)))
        .map(Session::sessionId)
        .hasValue("s-1");
    assertThat(auth.sessionByToken(SessionService.hash(SessionData.ANN_TABLET_TOKEN))).isEmpty();
    AuthDb.UserSessions ann = auth.accountWithSessions("u-ann");
    assertThat(ann.account()).map(Account::name).hasValue("Ann Archer");
    assertThat(ann.sessions()).extracting(Session::sessionId).containsExactly("s-1", "s-2");
  }
}
