package dev.singletable.runtime.internal;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.TableLayout;
import java.time.Instant;
import java.util.Map;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Everything a generated {@code XxxDb} shares with its repositories: the client, the physical table
 * name, the table layout and the options.
 */
public final class TableContext {

  private final DynamoDbClient client;
  private final TableLayout layout;
  private final DbOptions options;
  private final String tableName;

  public TableContext(DynamoDbClient client, TableLayout layout, DbOptions options) {
    this.client = Objects.requireNonNull(client, "client");
    this.layout = Objects.requireNonNull(layout, "layout");
    this.options = Objects.requireNonNull(options, "options");
    this.tableName = options.tableName() != null ? options.tableName() : layout.defaultName();
  }

  public DynamoDbClient client() {
    return client;
  }

  public TableLayout layout() {
    return layout;
  }

  public DbOptions options() {
    return options;
  }

  public String tableName() {
    return tableName;
  }

  public Instant now() {
    return options.clock().instant();
  }

  /** A readable rendering of a key for messages: {@code PK=USER#u1, SK=PROFILE}. */
  public String describeKey(Map<String, AttributeValue> key) {
    StringBuilder text = new StringBuilder();
    appendKeyPart(text, layout.partitionKey(), key);
    if (layout.sortKey() != null) {
      appendKeyPart(text, layout.sortKey(), key);
    }
    return text.toString();
  }

  private static void appendKeyPart(
      StringBuilder text, String name, Map<String, AttributeValue> key) {
    AttributeValue value = key.get(name);
    if (value == null) {
      return;
    }
    if (text.length() > 0) {
      text.append(", ");
    }
    text.append(name).append('=').append(value.s() != null ? value.s() : String.valueOf(value));
  }

  /** Whether an item's TTL has passed (and it should be hidden unless expired items are shown). */
  public boolean isExpired(Map<String, AttributeValue> item) {
    String ttl = layout.ttlAttribute();
    if (ttl == null || options.includeExpiredItems()) {
      return false;
    }
    AttributeValue value = item.get(ttl);
    if (value == null || value.n() == null) {
      return false;
    }
    try {
      return Long.parseLong(value.n()) <= now().getEpochSecond();
    } catch (NumberFormatException notAnInteger) {
      return false;
    }
  }
}
