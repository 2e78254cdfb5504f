package dev.singletable.samples.leaderboard;

import java.math.BigDecimal;
import java.time.Instant;

/**
 * The leaderboard demo's data: five players' plays of Asteroids (ties at 5100 and 3400) and of
 * Minefield (negative scores), and laps of the Monza track (a tie at 81.250 s).
 */
final class LeaderboardData {

  /** When the first play ended; each next play ended a minute later. */
  static final Instant START = Instant.parse("2025-03-01T20:00:00Z");

  private LeaderboardData() {}

  static void load(ArcadeDb db) {
    db.games().create(new Game("asteroids", "Asteroids", false));
    db.games().create(new Game("minefield", "Minefield", true));

    play(db, 0, "asteroids", "u-ann", 1200);
    play(db, 1, "asteroids", "u-bob", 3400);
    play(db, 2, "asteroids", "u-cy", 3400);
    play(db, 3, "asteroids", "u-ann", 5100);
    play(db, 4, "asteroids", "u-dee", 800);
    play(db, 5, "asteroids", "u-bob", 2000);
    play(db, 6, "asteroids", "u-eve", 5100);

    play(db, 7, "minefield", "u-ann", -50);
    play(db, 8, "minefield", "u-bob", 20);
    play(db, 9, "minefield", "u-cy", -5);
    play(db, 10, "minefield", "u-dee", 0);
    play(db, 11, "minefield", "u-ann", 35);
    play(db, 12, "minefield", "u-eve", -120);

    lap(db, "u-ann", "81.250", "GT3");
    lap(db, "u-bob", "79.904", "GT3");
    lap(db, "u-cy", "81.250", "GT4");
    lap(db, "u-dee", "102.5", "Cup");
    lap(db, "u-eve", "79.9", "GT3");
  }

  /** When play {@code n} ended. */
  static Instant at(int n) {
    return START.plusSeconds(60L * n);
  }

  private static void play(ArcadeDb db, int n, String gameId, String userId, int points) {
    Leaderboards.submit(db, gameId, userId, points, at(n));
  }

  private static void lap(ArcadeDb db, String userId, String seconds, String car) {
    db.lapTimes().put(new LapTime("monza", new BigDecimal(seconds), userId, car));
  }
}
