package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.TableOptions;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.TableClass;
import software.amazon.awssdk.services.dynamodb.model.Tag;

/** Table options in the CreateTable request, and the combinations refused. */
class TableOptionsTest {

  private static Layout.Builder shop() {
    return Layout.builder("Shop")
        .partitionKey("PK")
        .sortKey("SK")
        .entityTypeAttribute("entityType")
        .delimiter('#')
        .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
        .index(IndexLayout.globalIndex("GSI2").partitionKey("GSI2PK").sortKey("GSI2SK"))
        .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"));
  }

  @Test
  void withoutOptionsTheTableIsOnDemandAndNothingElseIsSent() {
    CreateTableRequest request = shop().build().createTableRequest("Shop-test");

    assertThat(request.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
    assertThat(request.provisionedThroughput()).isNull();
    assertThat(request.globalSecondaryIndexes())
        .allSatisfy(gsi -> assertThat(gsi.provisionedThroughput()).isNull());
    assertThat(request.deletionProtectionEnabled()).isNull();
    assertThat(request.tableClass()).isNull();
    assertThat(request.hasTags()).isFalse();
  }

  @Test
  void provisionedThroughputGoesToTheTableAndEachGlobalIndex() {
    TableOptions options =
        TableOptions.builder()
            .provisioned(10, 5)
            .indexThroughput("GSI2", 20, 1)
            .deletionProtection()
            .tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)
            .tag("team", "shop")
            .tag("stage", "prod")
            .build();
    Layout layout = shop().options(options).build();

    CreateTableRequest request = layout.createTableRequest("Shop-prod");

    assertThat(request.billingMode()).isEqualTo(BillingMode.PROVISIONED);
    assertThat(request.provisionedThroughput().readCapacityUnits()).isEqualTo(10);
    assertThat(request.provisionedThroughput().writeCapacityUnits()).isEqualTo(5);
    GlobalSecondaryIndex gsi1 = request.globalSecondaryIndexes().get(0);
    GlobalSecondaryIndex gsi2 = request.globalSecondaryIndexes().get(1);
    assertThat(gsi1.provisionedThroughput().readCapacityUnits()).isEqualTo(10); // the table's
    assertThat(gsi2.provisionedThroughput().readCapacityUnits()).isEqualTo(20);
    assertThat(gsi2.provisionedThroughput().writeCapacityUnits()).isEqualTo(1);
    assertThat(request.deletionProtectionEnabled()).isTrue();
    assertThat(request.tableClass()).isEqualTo(TableClass.STANDARD_INFREQUENT_ACCESS);
    assertThat(request.tags())
        .containsExactly(
            Tag.builder().key("team").value("shop").build(),
            Tag.builder().key("stage").value("prod").build());
    assertThat(layout.toBuilder().build()).isEqualTo(layout);
  }

  @Test
  void throughputIsRefusedWhereDynamoDbWouldRefuseIt() {
    assertThatThrownBy(() -> TableOptions.builder().provisioned(0, 5).build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("at least 1");
    assertThatThrownBy(() -> TableOptions.builder().indexThroughput("GSI1", 1, 1).build())
        .hasMessage("an on-demand table takes no throughput");
    TableOptions forLocal =
        TableOptions.builder().provisioned(1, 1).indexThroughput("LSI1", 1, 1).build();
    assertThatThrownBy(() -> shop().options(forLocal).build())
        .hasMessage("table Shop has no global index LSI1 to give throughput");
  }
}
