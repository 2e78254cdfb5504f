package dev.singletable.samples.sessions;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;

/**
 * The sessions demo's data at {@link #NOW}, with fixed tokens: Ann has a laptop, a phone and an
 * expired tablet session, Bob a laptop session.
 */
final class SessionData {

  /** The demo's "now". */
  static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");

  /** A clock fixed at {@link #NOW}. */
  static final Clock CLOCK = Clock.fixed(NOW, ZoneOffset.UTC);

  static final String ANN_LAPTOP_TOKEN = "ann-laptop-token";
  static final String ANN_TABLET_TOKEN = "ann-tablet-token";

  private SessionData() {}

  static void load(AuthDb db) {
    db.accounts().create(new Account("u-ann", "Ann Archer", "ann@example.com"));
    db.accounts().create(new Account("u-bob", "Bob Baker", "bob@example.com"));

    session(
        db, "u-ann", "s-1", ANN_LAPTOP_TOKEN, "laptop", Duration.ofDays(3), Duration.ofHours(1));
    session(
        db, "u-ann", "s-2", "ann-phone-token", "phone", Duration.ofDays(20), Duration.ofDays(2));
    session(
        db, "u-ann", "s-3", ANN_TABLET_TOKEN, "tablet", Duration.ofDays(40), Duration.ofDays(8));
    session(
        db,
        "u-bob",
        "s-4",
        "bob-laptop-token",
        "laptop",
        Duration.ofDays(1),
        Duration.ofMinutes(10));
  }

  /**
   * A session signed in {@code age} ago and last used {@code idle} ago, expiring {@code
   * IDLE_TIMEOUT} after that.
   */
  private static void session(
      AuthDb db,
      String userId,
      String sessionId,
      String token,
      String device,
      Duration age,
      Duration idle) {
    Instant lastSeen = NOW.minus(idle);
    db.sessions()
        .create(
            new Session(
                userId,
                sessionId,
                SessionService.hash(token),
                device,
                NOW.minus(age),
                lastSeen,
                lastSeen.plus(SessionService.IDLE_TIMEOUT)));
  }
}
