package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.failure.InvalidCursorException;
import java.io.ByteArrayOutputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.crypto.AEADBadTagException;
import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns a query's LastEvaluatedKey into an opaque, URL-safe cursor and back. The cursor is
 * encrypted and authenticated with AES-GCM (JDK only) under the application's cursor key: a client
 * can neither read the key values in it (emails, ids) nor alter or forge one. Inside are the whole
 * key (table and index keys) and a fingerprint of the query it belongs to, so that a cursor
 * replayed on another query is refused too.
 *
 * <p>Layout (then base64url without padding): format version (1 byte), key id (4), nonce (12), then
 * the AES-GCM encryption, authenticated together with version and key id, of: fingerprint (8),
 * attribute count (1), per attribute: name length (2) + UTF-8 name, type ('S', 'N' or 'B'), value
 * length (4) + bytes; and the 16-byte tag.
 */
public final class CursorCodec {

  static final byte VERSION = 2;
  private static final int FINGERPRINT_BYTES = 8;
  private static final int NONCE_BYTES = 12;
  private static final int TAG_BITS = 128;
  private static final int HEADER_BYTES = 1 + CursorKeys.ID_BYTES + NONCE_BYTES;
  private static final SecureRandom NONCES = new SecureRandom();

  private CursorCodec() {}

  public static String encode(
      Map<String, AttributeValue> lastEvaluatedKey, String queryIdentity, CursorKeys keys) {
    ByteArrayOutputStream plain = new ByteArrayOutputStream(128);
    plain.writeBytes(fingerprint(queryIdentity));
    plain.write(lastEvaluatedKey.size());
    for (Map.Entry<String, AttributeValue> entry : lastEvaluatedKey.entrySet()) {
      byte[] name = entry.getKey().getBytes(StandardCharsets.UTF_8);
      AttributeValue value = entry.getValue();
      byte type;
      byte[] bytes;
      if (value.s() != null) {
        type = 'S';
        bytes = value.s().getBytes(StandardCharsets.UTF_8);
      } else if (value.n() != null) {
        type = 'N';
        bytes = value.n().getBytes(StandardCharsets.US_ASCII);
      } else if (value.b() != null) {
        type = 'B';
        bytes = value.b().asByteArray();
      } else {
        throw new IllegalStateException(
            "key attribute " + entry.getKey() + " is not S, N or B: " + value);
      }
      plain.write(name.length >>> 8);
      plain.write(name.length);
      plain.writeBytes(name);
      plain.write(type);
      plain.writeBytes(ByteBuffer.allocate(4).putInt(bytes.length).array());
      plain.writeBytes(bytes);
    }
    CursorKeys.Key key = keys.current();
    byte[] header = new byte[HEADER_BYTES];
    header[0] = VERSION;
    System.arraycopy(key.id(), 0, header, 1, CursorKeys.ID_BYTES);
    byte[] nonce = new byte[NONCE_BYTES];
    NONCES.nextBytes(nonce);
    System.arraycopy(nonce, 0, header, 1 + CursorKeys.ID_BYTES, NONCE_BYTES);
    byte[] sealed = crypt(Cipher.ENCRYPT_MODE, key, header, plain.toByteArray(), 0);
    byte[] cursor = Arrays.copyOf(header, HEADER_BYTES + sealed.length);
    System.arraycopy(sealed, 0, cursor, HEADER_BYTES, sealed.length);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  /**
   * The LastEvaluatedKey inside {@code cursor}, after checking it is intact, of this format, made
   * under an accepted key and by the same query.
   *
   * @throws InvalidCursorException otherwise, saying which
   */
  public static Map<String, AttributeValue> decode(
      String cursor, String queryIdentity, CursorKeys keys, String entityType) {
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException notBase64) {
      throw new InvalidCursorException(
          entityType, "the cursor is not one Singletable made (not base64url)");
    }
    if (bytes.length == 0) {
      throw new InvalidCursorException(entityType, "the cursor is empty");
    }
    if (bytes[0] != VERSION) {
      throw new InvalidCursorException(
          entityType,
          "the cursor has format version "
              + bytes[0]
              + "; this version of Singletable reads version "
              + VERSION
              + ": start the listing again");
    }
    if (bytes.length < HEADER_BYTES + TAG_BITS / 8 + FINGERPRINT_BYTES + 1) {
      throw new InvalidCursorException(entityType, "the cursor is truncated");
    }
    byte[] header = Arrays.copyOf(bytes, HEADER_BYTES);
    List<CursorKeys.Key> candidates =
        keys.withId(Arrays.copyOfRange(bytes, 1, 1 + CursorKeys.ID_BYTES));
    if (candidates.isEmpty()) {
      throw new InvalidCursorException(
          entityType,
          "the cursor was made under a cursor secret this application does not accept (rotated"
              + " out, or another application's); start the listing again");
    }
    byte[] plain = null;
    for (CursorKeys.Key key : candidates) {
      plain = open(key, header, bytes);
      if (plain != null) {
        break;
      }
    }
    if (plain == null) {
      throw new InvalidCursorException(
          entityType,
          "the cursor was altered (it failed authentication); cursors must be passed back"
              + " unchanged");
    }
    byte[] fingerprint = Arrays.copyOf(plain, FINGERPRINT_BYTES);
    if (!MessageDigest.isEqual(fingerprint, fingerprint(queryIdentity))) {
      throw new InvalidCursorException(
          entityType,
          "the cursor belongs to another query (another table, index, entity type, partition,"
              + " sort-key condition or order); use it only with the query that returned it");
    }
    return readKey(plain, entityType);
  }

  private static byte[] open(CursorKeys.Key key, byte[] header, byte[] cursor) {
    try {
      return crypt(Cipher.DECRYPT_MODE, key, header, cursor, HEADER_BYTES);
    } catch (IllegalStateException wrapped) {
      if (wrapped.getCause() instanceof AEADBadTagException) {
        return null;
      }
      throw wrapped;
    }
  }

  /** AES-GCM of {@code input} from {@code offset}, authenticating {@code header}. */
  private static byte[] crypt(
      int mode, CursorKeys.Key key, byte[] header, byte[] input, int offset) {
    try {
      Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
      cipher.init(
          mode,
          key.aes(),
          new GCMParameterSpec(TAG_BITS, header, 1 + CursorKeys.ID_BYTES, NONCE_BYTES));
      cipher.updateAAD(header);
      return cipher.doFinal(input, offset, input.length - offset);
    } catch (GeneralSecurityException e) {
      throw new IllegalStateException("AES-GCM failed", e);
    }
  }

  private static Map<String, AttributeValue> readKey(byte[] plain, String entityType) {
    ByteBuffer in = ByteBuffer.wrap(plain, FINGERPRINT_BYTES, plain.length - FINGERPRINT_BYTES);
    try {
      int count = in.get() & 0xFF;
      Map<String, AttributeValue> key = new LinkedHashMap<>();
      for (int i = 0; i < count; i++) {
        byte[] name = new byte[in.getShort() & 0xFFFF];
        in.get(name);
        byte type = in.get();
        byte[] value = new byte[in.getInt()];
        in.get(value);
        key.put(
            new String(name, StandardCharsets.UTF_8),
            switch (type) {
              case 'S' -> AttributeValue.fromS(new String(value, StandardCharsets.UTF_8));
              case 'N' -> AttributeValue.fromN(new String(value, StandardCharsets.US_ASCII));
              case 'B' -> AttributeValue.fromB(SdkBytes.fromByteArray(value));
              default ->
                  throw new InvalidCursorException(
                      entityType, "the cursor holds an unknown value type");
            });
      }
      if (in.hasRemaining()) {
        throw new InvalidCursorException(entityType, "the cursor has trailing bytes");
      }
      return key;
    } catch (BufferUnderflowException | NegativeArraySizeException truncated) {
      throw new InvalidCursorException(entityType, "the cursor is truncated");
    }
  }

  private static byte[] fingerprint(String queryIdentity) {
    try {
      byte[] digest =
          MessageDigest.getInstance("SHA-256")
              .digest(queryIdentity.getBytes(StandardCharsets.UTF_8));
      return Arrays.copyOf(digest, FINGERPRINT_BYTES);
    } catch (GeneralSecurityException impossible) {
      throw new IllegalStateException("SHA-256 is required of every JVM", impossible);
    }
  }
}
