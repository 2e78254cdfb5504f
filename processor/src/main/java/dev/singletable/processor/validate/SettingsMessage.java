package dev.singletable.processor.validate;

/**
 * The diagnostics of {@code @TableSettings} added with warm throughput, the maximum throughput of
 * on-demand tables and multi-Region strong consistency. Listed in docs/diagnostics.md with {@link
 * Message}'s.
 */
public enum SettingsMessage implements Catalogued {
  WARM_THROUGHPUT(
      "warm-throughput",
      "%s = %d of %s: warm throughput is at least 1 unit per second (DynamoDB's minimum); leave it"
          + " 0 to keep DynamoDB's"),
  WARM_BELOW_ON_DEMAND_START(
      "warm-throughput-baseline",
      "%s = %d of on-demand table %s is not above the %d units per second a new on-demand"
          + " table starts with, and DynamoDB never lowers warm throughput: it asks for nothing;"
          + " raise it above %d or remove it"),
  ON_DEMAND_THROUGHPUT("on-demand-throughput", "%s = %d of %s %s"),
  MULTI_REGION_STRONG(
      "multi-region-strong",
      "table %s is declared multi-Region strongly consistent (@TableSettings(multiRegionConsistency"
          + " = STRONG)), and DynamoDB does not support %s on such tables; %s");

  private final String id;
  private final String text;

  SettingsMessage(String id, String text) {
    this.id = id;
    this.text = text;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String format(Object... arguments) {
    return text.formatted(arguments);
  }
}
