package dev.singletable.samples.sessions;

import dev.singletable.runtime.failure.ConditionFailedException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Base64;
import java.util.List;
import java.util.Optional;

/** Signs users in and out: opens, authenticates, extends, lists and revokes their sessions. */
public final class SessionService {

  /** A session expires when it has not been used for this long. */
  public static final Duration IDLE_TIMEOUT = Duration.ofDays(7);

  private static final SecureRandom RANDOM = new SecureRandom();

  private final AuthDb db;
  private final Clock clock;

  /**
   * Uses {@code db}, whose {@code DbOptions} clock should be {@code clock}, so that both agree on
   * "now".
   */
  public SessionService(AuthDb db, Clock clock) {
    this.db = db;
    this.clock = clock;
  }

  /** A new session and the token to give the client: the only place the token itself exists. */
  public record SignIn(Session session, String token) {}

  /** Opens a session for a device of the user, expiring after {@link #IDLE_TIMEOUT} unless used. */
  public SignIn signIn(String userId, String device) {
    SignIn signIn = newSession(userId, device, clock);
    db.sessions().create(signIn.session());
    return signIn;
  }

  /** A new session of the user at {@code clock}'s now and its token, not stored yet. */
  static SignIn newSession(String userId, String device, Clock clock) {
    String token = randomText(32);
    Instant now = clock.instant().truncatedTo(ChronoUnit.SECONDS);
    Session session =
        new Session(userId, randomText(9), hash(token), device, now, now, now.plus(IDLE_TIMEOUT));
    return new SignIn(session, token);
  }

  /**
   * The live session a token belongs to, found through the ByToken index; empty if unknown or
   * expired.
   */
  public Optional<Session> authenticate(String token) {
    return db.sessionByToken(hash(token));
  }

  /**
   * Marks the session used now and pushes its expiry {@link #IDLE_TIMEOUT} ahead, only if it has
   * not expired yet (an expired session may still be stored until DynamoDB deletes it) or been
   * revoked.
   */
  public Optional<Session> touch(Session session) {
    Instant now = now();
    try {
      return db.sessions()
          .update(SessionKey.of(session))
          .set(SessionSchema.LAST_SEEN_AT, now)
          .set(SessionSchema.EXPIRES_AT, now.plus(IDLE_TIMEOUT))
          .condition(SessionSchema.EXPIRES_AT.gt(now))
          .execute();
    } catch (
        ConditionFailedException expiredOrRevoked) { // ItemNotFoundException (revoked) is one too
      return Optional.empty();
    }
  }

  /** The user's live sessions, by session id. */
  public List<Session> sessionsOf(String userId) {
    return db.sessionsOfUser(userId);
  }

  /** Signs a device out; returns whether the session existed. */
  public boolean revoke(String userId, String sessionId) {
    return db.sessions().deleteReturning(new SessionKey(userId, sessionId)).isPresent();
  }

  /** Signs out every other session of the user ("sign out everywhere else"); returns how many. */
  public int revokeOthers(Session current) {
    List<Session> others =
        sessionsOf(current.userId()).stream()
            .filter(session -> !session.sessionId().equals(current.sessionId()))
            .toList();
    others.forEach(session -> db.sessions().delete(SessionKey.of(session)));
    return others.size();
  }

  /**
   * The stored form of a token: its SHA-256, base64url without padding (never contains the key
   * delimiter).
   */
  static String hash(String token) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256").digest(token.getBytes(StandardCharsets.UTF_8));
      return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
    } catch (NoSuchAlgorithmException impossible) {
      throw new IllegalStateException("every JDK has SHA-256", impossible);
    }
  }

  private Instant now() {
    // TTL is stored in whole seconds: keep every instant of a session to the second.
    return clock.instant().truncatedTo(ChronoUnit.SECONDS);
  }

  private static String randomText(int bytes) {
    byte[] random = new byte[bytes];
    RANDOM.nextBytes(random);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(random);
  }
}
