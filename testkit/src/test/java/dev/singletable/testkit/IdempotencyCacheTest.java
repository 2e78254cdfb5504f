package dev.singletable.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

/** The ClientRequestToken window and the canonical request form it compares. */
class IdempotencyCacheTest {

  private Instant now = Instant.parse("2024-01-01T00:00:00Z");
  private final IdempotencyCache cache =
      new IdempotencyCache(
          new Clock() {
            @Override
            public Instant instant() {
              return now;
            }

            @Override
            public java.time.ZoneId getZone() {
              return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(java.time.ZoneId zone) {
              return this;
            }
          });

  @Test
  void replaysTheSameRequestForTenMinutesOnly() {
    ApiResponse first = ApiResponse.ok(Json.object());
    cache.remember("t", "{\"a\":1}", first);

    now = now.plus(Duration.ofMinutes(9));
    assertThat(cache.replay("t", "{\"a\":1}")).get().extracting(ApiResponse::status).isEqualTo(200);

    now = now.plus(Duration.ofMinutes(1));
    assertThat(cache.replay("t", "{\"a\":1}")).isEmpty();
  }

  @Test
  void anotherRequestWithTheSameTokenIsAMismatch() {
    cache.remember("t", "{\"a\":1}", ApiResponse.ok(Json.object()));

    assertThatThrownBy(() -> cache.replay("t", "{\"a\":2}"))
        .isInstanceOfSatisfying(
            ApiException.class,
            e ->
                assertThat(e.response().errorType())
                    .isEqualTo("IdempotentParameterMismatchException"));
    assertThat(cache.replay("other", "{\"a\":2}")).isEmpty();
  }

  @Test
  void canonicalFormIgnoresKeyOrder() {
    Object a = Json.parse("{\"b\":1,\"a\":{\"y\":[1,\"x\"],\"x\":true}}".getBytes());
    Object b = Json.parse("{\"a\":{\"x\":true,\"y\":[1,\"x\"]},\"b\":1}".getBytes());
    assertThat(Json.canonical(a)).isEqualTo(Json.canonical(b));
    assertThat(Json.toText(Json.parse("{\"n\":1.50,\"s\":\"\\u00e9\\\"\"}".getBytes())))
        .isEqualTo("{\"n\":1.50,\"s\":\"é\\\"\"}");
  }
}
