package dev.singletable.runtime.internal;

import dev.singletable.runtime.InvalidCursorException;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import software.amazon.awssdk.core.SdkBytes;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Turns a query's LastEvaluatedKey into an opaque, URL-safe cursor and back. The cursor carries the
 * whole key (table and index keys), a format version, a fingerprint of the query it belongs to, and
 * an HMAC so that a damaged, forged or replayed-elsewhere cursor is refused.
 *
 * <p>Layout (then base64url without padding): version (1 byte), fingerprint (8), attribute count
 * (1), per attribute: name length (2) + UTF-8 name, type ('S', 'N' or 'B'), value length (4) +
 * bytes; then the first 16 bytes of HMAC-SHA256 over everything before.
 */
public final class CursorCodec {

  static final byte VERSION = 1;
  private static final int FINGERPRINT_BYTES = 8;
  private static final int MAC_BYTES = 16;

  private CursorCodec() {}

  public static String encode(
      Map<String, AttributeValue> lastEvaluatedKey, String queryIdentity, byte[] secret) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(128);
    out.write(VERSION);
    out.writeBytes(fingerprint(queryIdentity));
    out.write(lastEvaluatedKey.size());
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
      out.write(name.length >>> 8);
      out.write(name.length);
      out.writeBytes(name);
      out.write(type);
      out.writeBytes(ByteBuffer.allocate(4).putInt(bytes.length).array());
      out.writeBytes(bytes);
    }
    byte[] payload = out.toByteArray();
    byte[] mac = mac(secret, payload);
    byte[] cursor = Arrays.copyOf(payload, payload.length + MAC_BYTES);
    System.arraycopy(mac, 0, cursor, payload.length, MAC_BYTES);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(cursor);
  }

  /**
   * The LastEvaluatedKey inside {@code cursor}, after checking it is intact, of this version and
   * made by the same query.
   *
   * @throws InvalidCursorException otherwise, saying which
   */
  public static Map<String, AttributeValue> decode(
      String cursor, String queryIdentity, byte[] secret, String entityType) {
    byte[] bytes;
    try {
      bytes = Base64.getUrlDecoder().decode(cursor);
    } catch (IllegalArgumentException notBase64) {
      throw new InvalidCursorException(
          entityType, "the cursor is not one Singletable made (not base64url)");
    }
    if (bytes.length < 1 + FINGERPRINT_BYTES + 1 + MAC_BYTES) {
      throw new InvalidCursorException(entityType, "the cursor is truncated");
    }
    int payloadLength = bytes.length - MAC_BYTES;
    byte[] payload = Arrays.copyOf(bytes, payloadLength);
    byte[] expectedMac = Arrays.copyOf(mac(secret, payload), MAC_BYTES);
    byte[] actualMac = Arrays.copyOfRange(bytes, payloadLength, bytes.length);
    if (payload[0] != VERSION) {
      throw new InvalidCursorException(
          entityType,
          "the cursor has format version "
              + payload[0]
              + "; this version of Singletable reads version "
              + VERSION
              + ": start the listing again");
    }
    if (!MessageDigest.isEqual(expectedMac, actualMac)) {
      throw new InvalidCursorException(
          entityType,
          "the cursor was altered or signed with another secret; cursors must be passed back"
              + " unchanged");
    }
    byte[] fingerprint = Arrays.copyOfRange(payload, 1, 1 + FINGERPRINT_BYTES);
    if (!MessageDigest.isEqual(fingerprint, fingerprint(queryIdentity))) {
      throw new InvalidCursorException(
          entityType,
          "the cursor belongs to another query (another table, index, entity type, partition,"
              + " sort-key condition or order); use it only with the query that returned it");
    }
    return readKey(payload, entityType);
  }

  private static Map<String, AttributeValue> readKey(byte[] payload, String entityType) {
    ByteBuffer in =
        ByteBuffer.wrap(payload, 1 + FINGERPRINT_BYTES, payload.length - 1 - FINGERPRINT_BYTES);
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
    } catch (java.nio.BufferUnderflowException | NegativeArraySizeException truncated) {
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

  private static byte[] mac(byte[] secret, byte[] payload) {
    try {
      Mac mac = Mac.getInstance("HmacSHA256");
      mac.init(new SecretKeySpec(secret, "HmacSHA256"));
      return mac.doFinal(payload);
    } catch (GeneralSecurityException impossible) {
      throw new IllegalStateException("HmacSHA256 is required of every JVM", impossible);
    }
  }
}
