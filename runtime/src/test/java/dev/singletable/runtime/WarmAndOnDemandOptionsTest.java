package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.TableOptions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.MultiRegionConsistency;
import software.amazon.awssdk.services.dynamodb.model.OnDemandThroughput;
import software.amazon.awssdk.services.dynamodb.model.WarmThroughput;

/**
 * Warm throughput, the maximum throughput of an on-demand table and the multi-Region consistency in
 * {@link TableOptions}: in the CreateTable request, and the combinations refused.
 */
class WarmAndOnDemandOptionsTest {

  private static Layout.Builder shop() {
    return Layout.builder("Shop")
        .partitionKey("PK")
        .sortKey("SK")
        .entityTypeAttribute("entityType")
        .delimiter('#')
        .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
        .index(IndexLayout.globalIndex("GSI2").partitionKey("GSI2PK").sortKey("GSI2SK"));
  }

  @Test
  void warmAndMaximumThroughputGoToTheTableAndTheIndexesThatDeclareThem() {
    TableOptions options =
        TableOptions.builder()
            .warmThroughput(20_000, 0)
            .onDemandThroughput(900, 400)
            .indexWarmThroughput("GSI2", 15_000, 5_000)
            .indexOnDemandThroughput("GSI2", 0, 100)
            .build();

    CreateTableRequest request = shop().options(options).build().createTableRequest("Shop");

    assertThat(request.warmThroughput())
        .isEqualTo(WarmThroughput.builder().readUnitsPerSecond(20_000L).build());
    assertThat(request.onDemandThroughput())
        .isEqualTo(
            OnDemandThroughput.builder()
                .maxReadRequestUnits(900L)
                .maxWriteRequestUnits(400L)
                .build());
    GlobalSecondaryIndex gsi1 = request.globalSecondaryIndexes().get(0);
    GlobalSecondaryIndex gsi2 = request.globalSecondaryIndexes().get(1);
    assertThat(gsi1.warmThroughput()).isNull();
    assertThat(gsi1.onDemandThroughput()).isNull();
    assertThat(gsi2.warmThroughput())
        .isEqualTo(
            WarmThroughput.builder()
                .readUnitsPerSecond(15_000L)
                .writeUnitsPerSecond(5_000L)
                .build());
    assertThat(gsi2.onDemandThroughput())
        .isEqualTo(OnDemandThroughput.builder().maxWriteRequestUnits(100L).build());
  }

  @Test
  void withoutThemNothingIsSent() {
    CreateTableRequest request = shop().build().createTableRequest("Shop");

    assertThat(request.warmThroughput()).isNull();
    assertThat(request.onDemandThroughput()).isNull();
    assertThat(TableOptions.DEFAULT.multiRegionStrong()).isFalse();
  }

  @Test
  void aProvisionedTableTakesNoMaximumOnDemandThroughput() {
    assertThatThrownBy(
            () -> TableOptions.builder().provisioned(10, 5).onDemandThroughput(100, 0).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("a provisioned table takes no maximum on-demand throughput");
    assertThatThrownBy(() -> TableOptions.builder().warmThroughput(-1, 10).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 1, or 0 for not given");
  }

  @Test
  void indexSettingsNameAGlobalIndexOfTheLayout() {
    TableOptions options = TableOptions.builder().indexWarmThroughput("GSI9", 1, 1).build();

    assertThatThrownBy(() -> shop().options(options).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table Shop has no global index GSI9 to give throughput");
  }

  @Test
  void aStronglyConsistentLayoutRefusesLocalIndexesAndTimeToLive() {
    TableOptions strong =
        TableOptions.builder().multiRegionConsistency(MultiRegionConsistency.STRONG).build();

    assertThat(shop().options(strong).build().options().multiRegionStrong()).isTrue();
    assertThatThrownBy(
            () ->
                shop()
                    .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
                    .options(strong)
                    .build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "table Shop is multi-Region strongly consistent, which supports neither TTL nor local"
                + " secondary indexes");
    assertThatThrownBy(() -> shop().ttlAttribute("expiresAt").options(strong).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("multi-Region strongly consistent");
  }
}
