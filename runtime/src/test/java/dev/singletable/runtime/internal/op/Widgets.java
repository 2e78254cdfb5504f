package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.call.ApiCall;
import dev.singletable.runtime.internal.call.Step;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.Map;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ConditionalCheckFailedException;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * A hand-written entity with every feature the operations handle ({@code @Version}, {@code @Ttl},
 * timestamps, an index input, a primitive), a table with a global and a local index, a fixed clock,
 * and helpers that drive an operation's steps by hand: no client is ever called.
 */
final class Widgets {

  static final Instant NOW = Instant.parse("2025-01-01T00:00:00Z");
  static final long NOW_SECONDS = NOW.getEpochSecond();

  record Widget(String id, String status, int count, long version, Long expiresAt) {}

  static final Layout LAYOUT =
      Layout.builder("Widgets")
          .partitionKey("PK")
          .sortKey("SK")
          .entityTypeAttribute("entityType")
          .delimiter('#')
          .ttlAttribute("expiresAt")
          .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
          .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
          .build();

  /** The schema as the processor would generate it. */
  static class WidgetSchema implements EntitySchema<Widget, String> {
    static final WidgetSchema INSTANCE = new WidgetSchema();

    @Override
    public String entityType() {
      return "Widget";
    }

    @Override
    public Map<String, AttributeValue> toItem(Widget widget) {
      Map<String, AttributeValue> item = new HashMap<>(keyItem(widget.id()));
      item.put("entityType", AttributeValue.fromS("Widget"));
      item.put("id", AttributeValue.fromS(widget.id()));
      item.put("count", AttributeValue.fromN(Integer.toString(widget.count())));
      item.put("version", AttributeValue.fromN(Long.toString(widget.version())));
      if (widget.status() != null) {
        item.put("status", AttributeValue.fromS(widget.status()));
        item.put("GSI1PK", AttributeValue.fromS("STATUS#" + widget.status()));
        item.put("GSI1SK", AttributeValue.fromS("WIDGET#" + widget.id()));
      }
      if (widget.expiresAt() != null) {
        item.put("expiresAt", AttributeValue.fromN(widget.expiresAt().toString()));
      }
      return item;
    }

    @Override
    public Widget fromItem(Map<String, AttributeValue> item) {
      AttributeValue status = item.get("status");
      AttributeValue expires = item.get("expiresAt");
      return new Widget(
          item.get("id").s(),
          status == null ? null : status.s(),
          Integer.parseInt(item.get("count").n()),
          Long.parseLong(item.get("version").n()),
          expires == null ? null : Long.valueOf(expires.n()));
    }

    @Override
    public Widget fromPartialItem(Map<String, AttributeValue> item) {
      AttributeValue status = item.get("status");
      return new Widget(
          item.containsKey("id") ? item.get("id").s() : null,
          status == null ? null : status.s(),
          0,
          0,
          null);
    }

    @Override
    public String keyOf(Widget widget) {
      return widget.id();
    }

    @Override
    public Map<String, AttributeValue> keyItem(String id) {
      return Map.of("PK", AttributeValue.fromS("WIDGET#" + id), "SK", AttributeValue.fromS("A"));
    }

    @Override
    public Map<String, AttributeValue> keyAttributes(String id) {
      return Map.of("entityType", AttributeValue.fromS("Widget"), "id", AttributeValue.fromS(id));
    }

    @Override
    public Map<String, AttributeValue> primitiveDefaults() {
      return Map.of("count", AttributeValue.fromN("0"), "version", AttributeValue.fromN("0"));
    }

    @Override
    public Map<String, String> indexKeyInputs() {
      return Map.of("status", "setStatus");
    }

    @Override
    public String versionAttribute() {
      return "version";
    }

    @Override
    public long versionOf(Widget widget) {
      return widget.version();
    }

    @Override
    public Widget prepareWrite(Widget widget, long newVersion, Instant now) {
      return new Widget(
          widget.id(), widget.status(), widget.count(), newVersion, widget.expiresAt());
    }

    @Override
    public String updatedAtAttribute() {
      return "updatedAt";
    }

    @Override
    public String ttlAttribute() {
      return "expiresAt";
    }
  }

  static final WidgetSchema SCHEMA = WidgetSchema.INSTANCE;

  /** A context whose client refuses every call: operations are driven by hand. */
  static TableContext context() {
    return new TableContext(
        client(), LAYOUT, DbOptions.builder().clock(Clock.fixed(NOW, ZoneOffset.UTC)).build());
  }

  /** A client that refuses every call. */
  static DynamoDbClient client() {
    return new DynamoDbClient() {
      @Override
      public String serviceName() {
        return "dynamodb";
      }

      @Override
      public void close() {}
    };
  }

  /** The request of a step that must be a call of {@code api}. */
  @SuppressWarnings("unchecked")
  static <Q, S, R> Q request(Step<R> step, ApiCall<Q, S> api) {
    assertThat(step).isInstanceOf(Step.Call.class);
    Step.Call<Q, S, R> call = (Step.Call<Q, S, R>) step;
    assertThat(call.api()).isSameAs(api);
    return call.request();
  }

  /** The step after a call's response. */
  @SuppressWarnings("unchecked")
  static <S, R> Step<R> answer(Step<R> step, S response) {
    return ((Step.Call<?, S, R>) step).onResponse().apply(response);
  }

  /** The step after a call's failure (or the exception the operation throws for it). */
  static <R> Step<R> fail(Step<R> step, SdkException failure) {
    return ((Step.Call<?, ?, R>) step).onFailure().apply(failure);
  }

  /** The result of a finished step. */
  static <R> R result(Step<R> step) {
    assertThat(step).isInstanceOf(Step.Done.class);
    return ((Step.Done<R>) step).result();
  }

  static DynamoDbException error(String code) {
    return (DynamoDbException)
        DynamoDbException.builder()
            .message(code)
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode(code).errorMessage(code + " message").build())
            .statusCode(400)
            .build();
  }

  /** A failed condition, with the current item when DynamoDB returned one. */
  static ConditionalCheckFailedException conditionFailed(Map<String, AttributeValue> current) {
    ConditionalCheckFailedException.Builder failure =
        ConditionalCheckFailedException.builder()
            .message("The conditional request failed")
            .awsErrorDetails(
                AwsErrorDetails.builder().errorCode("ConditionalCheckFailedException").build())
            .statusCode(400);
    if (current != null) {
      failure.item(current);
    }
    return (ConditionalCheckFailedException) failure.build();
  }

  static Map<String, AttributeValue> item(Widget widget) {
    return SCHEMA.toItem(widget);
  }

  private Widgets() {}
}
