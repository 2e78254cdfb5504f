package dev.singletable.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** UpdateTimeToLive and DescribeTimeToLive as the gateway keeps them per table. */
@LocalDynamoDbTest
class TimeToLiveTest {

  @Test
  void enablesDescribesAndDisablesPerTable(
      LocalDynamoDb engine, DynamoDbClient client, TestTable table) {
    String name = table.derived("ttl");
    engine.createTable(Items.table(name));
    assertThat(describe(client, name).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);

    var spec =
        client
            .updateTimeToLive(
                b ->
                    b.tableName(name)
                        .timeToLiveSpecification(t -> t.enabled(true).attributeName("expiresAt")))
            .timeToLiveSpecification();
    assertThat(spec.enabled()).isTrue();
    assertThat(spec.attributeName()).isEqualTo("expiresAt");
    assertThat(describe(client, name).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.ENABLED);
    assertThat(describe(client, name).attributeName()).isEqualTo("expiresAt");
    String neighbour = table.derived("ttl-neighbour");
    engine.createTable(Items.table(neighbour));
    assertThat(describe(client, neighbour).timeToLiveStatus())
        .as("settings are per table")
        .isEqualTo(TimeToLiveStatus.DISABLED);

    assertThatThrownBy(
            () ->
                client.updateTimeToLive(
                    b ->
                        b.tableName(name)
                            .timeToLiveSpecification(
                                t -> t.enabled(true).attributeName("expiresAt"))))
        .isInstanceOf(DynamoDbException.class)
        .hasMessageContaining("TimeToLive is already enabled");

    client.updateTimeToLive(
        b ->
            b.tableName(name)
                .timeToLiveSpecification(t -> t.enabled(false).attributeName("expiresAt")));
    assertThat(describe(client, name).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
  }

  @Test
  void aRecreatedTableStartsDisabled(LocalDynamoDb engine, DynamoDbClient client, TestTable table) {
    String name = table.derived("recreated");
    engine.createTable(Items.table(name));
    client.updateTimeToLive(
        b -> b.tableName(name).timeToLiveSpecification(t -> t.enabled(true).attributeName("ttl")));
    engine.deleteTable(name);
    engine.createTable(Items.table(name));

    assertThat(describe(client, name).timeToLiveStatus()).isEqualTo(TimeToLiveStatus.DISABLED);
  }

  @Test
  void missingTableIsResourceNotFound(DynamoDbClient client, TestTable table) {
    assertThatThrownBy(() -> client.describeTimeToLive(b -> b.tableName(table.derived("absent"))))
        .isInstanceOf(ResourceNotFoundException.class);
    assertThatThrownBy(
            () ->
                client.updateTimeToLive(
                    b ->
                        b.tableName(table.derived("absent"))
                            .timeToLiveSpecification(t -> t.enabled(true).attributeName("ttl"))))
        .isInstanceOf(ResourceNotFoundException.class);
  }

  private static TimeToLiveDescription describe(DynamoDbClient client, String name) {
    return client.describeTimeToLive(b -> b.tableName(name)).timeToLiveDescription();
  }
}
