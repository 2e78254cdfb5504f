package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.DbOptions;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/**
 * The AES keys of paging cursors, derived from the secrets of {@link DbOptions}: the current one,
 * which makes every new cursor, and the previous ones, whose cursors are still read. Each key has a
 * short id, written in the cursor, so that a cursor names the key it needs without revealing it.
 */
public final class CursorKeys {

  /** One derived key and its id. */
  record Key(byte[] id, SecretKey aes) {}

  static final int ID_BYTES = 4;

  private final Key current;
  private final List<Key> accepted;

  private CursorKeys(Key current, List<Key> accepted) {
    this.current = current;
    this.accepted = accepted;
  }

  /** The keys of {@code options}: its cursor secret and the previous ones. */
  public static CursorKeys of(DbOptions options) {
    Key current = derive(options.cursorSecret());
    List<Key> accepted = new ArrayList<>();
    accepted.add(current);
    options.previousCursorSecrets().forEach(secret -> accepted.add(derive(secret)));
    return new CursorKeys(current, List.copyOf(accepted));
  }

  /** The key new cursors are made with. */
  Key current() {
    return current;
  }

  /** The accepted keys with this id (usually one; an id is short, so two may share it). */
  List<Key> withId(byte[] id) {
    return accepted.stream().filter(key -> Arrays.equals(key.id(), id)).toList();
  }

  /**
   * Derives, with HMAC-SHA256 keyed by the secret, an AES-256 key and its id from two distinct
   * labels: the id says nothing about the key, and neither reveals the secret.
   */
  private static Key derive(byte[] secret) {
    byte[] aes = hmac(secret, "singletable cursor key v2");
    byte[] id = Arrays.copyOf(hmac(secret, "singletable cursor key id v2"), ID_BYTES);
    return new Key(id, new SecretKeySpec(aes, "AES"));
  }

  private static byte[] hmac(byte[] secret, String label) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
      return mac.doFinal(label.getBytes(StandardCharsets.UTF_8));
    } catch (GeneralSecurityException impossible) {
      throw new IllegalStateException("HmacSHA256 is required of every JVM", impossible);
    }
  }
}
