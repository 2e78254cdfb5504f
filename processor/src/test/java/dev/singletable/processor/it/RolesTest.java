package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.CatalogDb;
import dev.singletable.processor.it.model.Session;
import dev.singletable.processor.it.model.SessionKey;
import dev.singletable.processor.it.model.SessionSchema;
import dev.singletable.processor.it.model.Stock;
import dev.singletable.processor.it.model.StockKey;
import dev.singletable.processor.it.model.StockSchema;
import dev.singletable.processor.it.model.Token;
import dev.singletable.processor.it.model.TokenKey;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.OptimisticLockException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * @Version, @CreatedAt/@UpdatedAt and @Ttl against the engine.
 */
class RolesTest extends EngineTest {

  private static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");

  private static CatalogDb at(Instant instant) {
    return CatalogDb.create(
        client,
        DbOptions.builder()
            .tableName(db.tableName())
            .clock(Clock.fixed(instant, ZoneOffset.UTC))
            .build());
  }

  @Test
  void versionStartsAtOneAndEveryWriteChecksAndIncrementsIt() {
    Stock created = db.stocks().put(new Stock("v1", 10, 0, null, null));
    assertThat(created.version()).isEqualTo(1);

    Stock second =
        db.stocks().put(new Stock("v1", 9, created.version(), created.createdAt(), null));
    assertThat(second.version()).isEqualTo(2);

    assertThatThrownBy(() -> db.stocks().put(new Stock("v1", 8, 1, null, null)))
        .isInstanceOfSatisfying(
            OptimisticLockException.class,
            e -> {
              assertThat(e.expectedVersion()).isEqualTo(1);
              assertThat(e.currentItem(Stock.class).orElseThrow().version()).isEqualTo(2);
            });
    assertThatThrownBy(() -> db.stocks().put(new Stock("v1", 8, 0, null, null)))
        .isInstanceOf(OptimisticLockException.class)
        .hasMessageContaining("already exists");

    Stock afterUpdate =
        db.stocks()
            .update(new StockKey("v1"))
            .apply(StockSchema.QUANTITY.decrement(1))
            .expectVersion(2)
            .execute()
            .orElseThrow();
    assertThat(afterUpdate.version()).isEqualTo(3);
    assertThat(afterUpdate.quantity()).isEqualTo(8);
    assertThatThrownBy(
            () ->
                db.stocks()
                    .update(new StockKey("v1"))
                    .apply(StockSchema.QUANTITY.decrement(1))
                    .expectVersion(2)
                    .execute())
        .isInstanceOf(OptimisticLockException.class);

    assertThatThrownBy(() -> db.stocks().deleteEntity(second))
        .isInstanceOf(OptimisticLockException.class);
    db.stocks().deleteEntity(afterUpdate);
    assertThat(db.stocks().get(new StockKey("v1"))).isEmpty();
  }

  @Test
  void exactlyOneOfManyConcurrentWritersOfTheSameVersionWins() throws Exception {
    Stock start = db.stocks().put(new Stock("race", 100, 0, null, null));
    int writers = 8;
    CountDownLatch go = new CountDownLatch(1);
    ExecutorService pool = Executors.newFixedThreadPool(writers);
    List<Future<Boolean>> results = new ArrayList<>();
    for (int i = 0; i < writers; i++) {
      int quantity = i;
      Callable<Boolean> write =
          () -> {
            go.await();
            try {
              db.stocks()
                  .put(new Stock("race", quantity, start.version(), start.createdAt(), null));
              return true;
            } catch (OptimisticLockException lost) {
              return false;
            }
          };
      results.add(pool.submit(write));
    }
    go.countDown();
    int winners = 0;
    for (Future<Boolean> result : results) {
      winners += result.get() ? 1 : 0;
    }
    pool.shutdown();

    assertThat(winners).isEqualTo(1);
    assertThat(db.stocks().get(new StockKey("race")).orElseThrow().version())
        .isEqualTo(start.version() + 1);
  }

  @Test
  void createdAtIsSetOnceAndUpdatedAtOnEveryWrite() {
    Instant later = NOW.plusSeconds(3600);
    Stock first = at(NOW).stocks().put(new Stock("ts", 1, 0, null, null));
    assertThat(first.createdAt()).isEqualTo(NOW);
    assertThat(first.updatedAt()).isEqualTo(NOW);

    Stock updated =
        at(later)
            .stocks()
            .update(new StockKey("ts"))
            .set(StockSchema.QUANTITY, 2)
            .execute()
            .orElseThrow();
    assertThat(updated.createdAt()).isEqualTo(NOW);
    assertThat(updated.updatedAt()).isEqualTo(later);

    Stock upserted =
        at(later)
            .stocks()
            .upsert(new StockKey("ts-new"))
            .set(StockSchema.QUANTITY, 3)
            .execute()
            .orElseThrow();
    assertThat(upserted.createdAt()).isEqualTo(later);
    assertThat(upserted.version()).isEqualTo(1);
  }

  @Test
  void ttlIsStoredAsEpochSecondsAndExpiredItemsAreHidden() {
    CatalogDb now = at(NOW);
    now.sessions().put(new Session("ttl-user", "expired", "phone", NOW.minusSeconds(1)));
    now.sessions().put(new Session("ttl-user", "active", "laptop", NOW.plusSeconds(3600)));

    AttributeValue stored =
        client
            .getItem(
                r -> r.tableName(db.tableName()).key(new SessionKey("ttl-user", "active").toKey()))
            .item()
            .get("expiresAt");
    assertThat(stored.n()).isEqualTo(Long.toString(NOW.plusSeconds(3600).getEpochSecond()));

    assertThat(now.sessions().get(new SessionKey("ttl-user", "expired"))).isEmpty();
    var page = now.sessions().byUserId("ttl-user").all().page();
    assertThat(page.items()).extracting(Session::sessionId).containsExactly("active");
    assertThat(page.skippedItems()).isEqualTo(1);

    CatalogDb showingExpired =
        CatalogDb.create(
            client,
            DbOptions.builder()
                .tableName(db.tableName())
                .clock(Clock.fixed(NOW, ZoneOffset.UTC))
                .includeExpiredItems(true)
                .build());
    assertThat(showingExpired.sessions().get(new SessionKey("ttl-user", "expired"))).isPresent();
  }

  @Test
  void writesTreatExpiredItemsAsGoneLikeReadsDo() {
    CatalogDb now = at(NOW);
    now.sessions().put(new Session("ttl-writes", "old", "phone", NOW.minusSeconds(60)));

    assertThatThrownBy(
            () ->
                now.sessions()
                    .update(new SessionKey("ttl-writes", "old"))
                    .set(SessionSchema.DEVICE, "tablet")
                    .execute())
        .isInstanceOf(dev.singletable.runtime.failure.ItemNotFoundException.class);

    Session fresh = new Session("ttl-writes", "old", "laptop", NOW.plusSeconds(600));
    now.sessions().create(fresh);
    assertThat(now.sessions().get(new SessionKey("ttl-writes", "old"))).contains(fresh);
    assertThatThrownBy(() -> now.sessions().create(fresh))
        .isInstanceOf(dev.singletable.runtime.failure.ItemAlreadyExistsException.class);
  }

  @Test
  void anUpsertOntoAnExpiredItemStartsAfresh() {
    CatalogDb now = at(NOW);
    now.sessions().put(new Session("ttl-upsert", "s", "old phone", NOW.minusSeconds(60)));

    Session upserted =
        now.sessions()
            .upsert(new SessionKey("ttl-upsert", "s"))
            .set(SessionSchema.DEVICE, "new phone")
            .execute()
            .orElseThrow();

    assertThat(upserted.device()).isEqualTo("new phone");
    assertThat(upserted.expiresAt()).isNull();
    assertThat(now.sessions().get(new SessionKey("ttl-upsert", "s"))).contains(upserted);
  }

  @Test
  void aPrimitiveTtlOfZeroMeansNoExpiry() {
    CatalogDb now = at(NOW);
    now.tokens().put(new Token("forever", 0));
    now.tokens().put(new Token("soon", NOW.plusSeconds(60).getEpochSecond()));

    assertThat(now.tokens().get(new TokenKey("forever"))).contains(new Token("forever", 0));
    assertThat(
            client
                .getItem(r -> r.tableName(db.tableName()).key(new TokenKey("forever").toKey()))
                .item())
        .doesNotContainKey("expiresAt");
    assertThat(at(NOW.plusSeconds(120)).tokens().get(new TokenKey("soon"))).isEmpty();
    assertThat(at(NOW.plusSeconds(120)).tokens().get(new TokenKey("forever"))).isPresent();
  }

  @Test
  void createIgnoresTheVersionTheEntityCarries() {
    Stock created = db.stocks().create(new Stock("carried", 1, 7, null, null));
    assertThat(created.version()).isEqualTo(1);
    assertThatThrownBy(() -> db.stocks().create(new Stock("carried", 1, 0, null, null)))
        .isInstanceOf(dev.singletable.runtime.failure.ItemAlreadyExistsException.class);
  }

  @Test
  void ttlWithAFractionOfASecondIsRefusedRatherThanTruncated() {
    assertThatThrownBy(
            () -> db.sessions().put(new Session("ttl-user", "frac", "tv", NOW.plusMillis(1500))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("whole epoch seconds");
  }

  @Test
  void createTableEnabledTimeToLiveOnTheTtlAttribute() {
    var description =
        client.describeTimeToLive(r -> r.tableName(db.tableName())).timeToLiveDescription();
    assertThat(description.timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
    assertThat(description.attributeName()).isEqualTo("expiresAt");
  }

  @Test
  void ttlValuesThatLookLikeMillisecondsAreRefused() {
    Instant millisAsSeconds = Instant.ofEpochSecond(NOW.toEpochMilli());
    assertThatThrownBy(
            () -> db.sessions().put(new Session("ttl-user", "ms", "tv", millisAsSeconds)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("looks like milliseconds");
    assertThat(SessionSchema.EXPIRES_AT.path().toString()).isEqualTo("expiresAt");
  }
}
