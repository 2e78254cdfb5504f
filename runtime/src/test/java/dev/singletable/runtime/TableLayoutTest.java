package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.internal.IndexLayout;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.TableOptions;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.StreamViewType;

/** The layout builder names what the record's constructor takes in order. */
class TableLayoutTest {

  @Test
  void theBuilderMakesTheLayoutThePositionalConstructorMakes() {
    Layout positional =
        new Layout(
            "Shop",
            "PK",
            "SK",
            "entityType",
            '#',
            "expiresAt",
            List.of(
                new IndexLayout("GSI1", true, "GSI1PK", "GSI1SK", ProjectionType.ALL, List.of()),
                new IndexLayout("GSI2", true, "GSI2PK", null, ProjectionType.KEYS_ONLY, List.of()),
                new IndexLayout(
                    "LSI1", false, "PK", "LSI1SK", ProjectionType.INCLUDE, List.of("total"))),
            null,
            TableOptions.DEFAULT);

    Layout named =
        Layout.builder("Shop")
            .partitionKey("PK")
            .sortKey("SK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .ttlAttribute("expiresAt")
            .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
            .index(
                IndexLayout.globalIndex("GSI2")
                    .partitionKey("GSI2PK")
                    .projection(ProjectionType.KEYS_ONLY))
            .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK").include(List.of("total")))
            .build();

    assertThat(named).isEqualTo(positional);
    assertThat(named.toBuilder().build()).isEqualTo(positional);
    assertThat(named.createTableRequest("Shop-test"))
        .isEqualTo(positional.createTableRequest("Shop-test"));
  }

  @Test
  void aProjectionUnknownToTheSdkIsRefused() {
    assertThatThrownBy(
            () -> IndexLayout.globalIndex("GSI2").projection(ProjectionType.UNKNOWN_TO_SDK_VERSION))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("index GSI2 projects ALL, KEYS_ONLY or INCLUDE, not UNKNOWN_TO_SDK_VERSION");
  }

  @Test
  void aTableWithAPartitionKeyOnlyLeavesTheRestOut() {
    Layout layout =
        Layout.builder("Sessions")
            .partitionKey("PK")
            .entityTypeAttribute("type")
            .delimiter('|')
            .build();
    assertThat(layout)
        .isEqualTo(
            new Layout(
                "Sessions", "PK", null, "type", '|', null, List.of(), null, TableOptions.DEFAULT));
  }

  @Test
  void aStreamViewPutsTheStreamInTheTableDefinition() {
    Layout layout =
        Layout.builder("Shop")
            .partitionKey("PK")
            .sortKey("SK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .streamView(StreamViewType.NEW_AND_OLD_IMAGES)
            .build();

    assertThat(layout.streamView()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
    assertThat(layout.toBuilder().build()).isEqualTo(layout);
    assertThat(layout.createTableRequest("Shop-test").streamSpecification())
        .isEqualTo(
            StreamSpecification.builder()
                .streamEnabled(true)
                .streamViewType(StreamViewType.NEW_AND_OLD_IMAGES)
                .build());
    assertThat(layout.toBuilder().streamView(null).build().createTableRequest("Shop-test"))
        .satisfies(request -> assertThat(request.streamSpecification()).isNull());
  }

  @Test
  void missingPartsAndRepeatedIndexesAreRefusedWhenBuilt() {
    assertThatThrownBy(() -> Layout.builder("Shop").entityTypeAttribute("t").build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("the layout of table Shop needs partitionKey(...)");
    Layout.Builder shop =
        Layout.builder("Shop").partitionKey("PK").sortKey("SK").entityTypeAttribute("t");
    assertThatThrownBy(shop::build).hasMessage("the layout of table Shop needs delimiter(...)");
    shop.delimiter('#');
    assertThatThrownBy(() -> shop.index(IndexLayout.globalIndex("GSI1").sortKey("GSI1SK")).build())
        .hasMessage("global index GSI1 needs a partitionKey(...)");
  }

  @Test
  void aLocalIndexTakesTheTablePartitionKeyAndNeedsASortKey() {
    assertThatThrownBy(() -> IndexLayout.localIndex("LSI1").partitionKey("GSI1PK"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("shares the table's partition key");
    assertThatThrownBy(
            () ->
                Layout.builder("Shop")
                    .partitionKey("PK")
                    .entityTypeAttribute("t")
                    .delimiter('#')
                    .index(IndexLayout.localIndex("LSI1"))
                    .build())
        .hasMessage("local index LSI1 needs a sortKey(...)");
    assertThatThrownBy(
            () ->
                Layout.builder("Shop")
                    .partitionKey("PK")
                    .entityTypeAttribute("t")
                    .delimiter('#')
                    .index(IndexLayout.globalIndex("X").partitionKey("XPK"))
                    .index(IndexLayout.localIndex("X").sortKey("XSK"))
                    .build())
        .hasMessage("table Shop declares index X twice");
  }

  @Test
  void aNativeIndexIsKeyedByTypedHashThenRangeElements() {
    Layout layout =
        Layout.builder("League")
            .partitionKey("PK")
            .sortKey("SK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .index(
                IndexLayout.globalIndex("MatchesByRound")
                    .partitionKey("tournamentId", ScalarAttributeType.S)
                    .partitionKey("region", ScalarAttributeType.S)
                    .sortKey("round", ScalarAttributeType.N)
                    .sortKey("matchId", ScalarAttributeType.S))
            .build();

    var request = layout.createTableRequest("League-test");
    var index = request.globalSecondaryIndexes().get(0);
    assertThat(index.keySchema())
        .extracting(KeySchemaElement::attributeName, KeySchemaElement::keyType)
        .containsExactly(
            tuple("tournamentId", KeyType.HASH),
            tuple("region", KeyType.HASH),
            tuple("round", KeyType.RANGE),
            tuple("matchId", KeyType.RANGE));
    assertThat(request.attributeDefinitions())
        .extracting(AttributeDefinition::attributeName, AttributeDefinition::attributeType)
        .containsExactly(
            tuple("PK", ScalarAttributeType.S),
            tuple("SK", ScalarAttributeType.S),
            tuple("tournamentId", ScalarAttributeType.S),
            tuple("region", ScalarAttributeType.S),
            tuple("round", ScalarAttributeType.N),
            tuple("matchId", ScalarAttributeType.S));
    IndexLayout described = layout.index("MatchesByRound").orElseThrow();
    assertThat(described.isNative()).isTrue();
    assertThat(described.hasKeyAttribute("round")).isTrue();
    assertThat(described.partitionKey()).isNull();
  }

  @Test
  void anIndexIsAddedToADeployedTableByAnUpdateTableThatCreatesIt() {
    Layout layout =
        Layout.builder("League")
            .partitionKey("PK")
            .sortKey("SK")
            .entityTypeAttribute("entityType")
            .delimiter('#')
            .index(IndexLayout.globalIndex("GSI1").partitionKey("GSI1PK").sortKey("GSI1SK"))
            .index(
                IndexLayout.globalIndex("MatchesByRound")
                    .partitionKey("tournamentId", ScalarAttributeType.S)
                    .partitionKey("region", ScalarAttributeType.S)
                    .sortKey("round", ScalarAttributeType.N)
                    .sortKey("matchId", ScalarAttributeType.S))
            .index(IndexLayout.localIndex("LSI1").sortKey("LSI1SK"))
            .build();

    var update = layout.createIndexRequest("League-prod", "MatchesByRound");
    assertThat(update.tableName()).isEqualTo("League-prod");
    // Only the new index's key attributes, each typed as CreateTable types them.
    assertThat(update.attributeDefinitions())
        .extracting(AttributeDefinition::attributeName, AttributeDefinition::attributeType)
        .containsExactly(
            tuple("tournamentId", ScalarAttributeType.S),
            tuple("region", ScalarAttributeType.S),
            tuple("round", ScalarAttributeType.N),
            tuple("matchId", ScalarAttributeType.S));
    assertThat(update.globalSecondaryIndexUpdates()).hasSize(1);
    var create = update.globalSecondaryIndexUpdates().get(0).create();
    var declared = layout.createTableRequest("League-prod").globalSecondaryIndexes().get(1);
    assertThat(create.indexName()).isEqualTo("MatchesByRound");
    assertThat(create.keySchema()).isEqualTo(declared.keySchema());
    assertThat(create.projection()).isEqualTo(declared.projection());
    assertThat(create.provisionedThroughput()).isNull();

    assertThat(layout.createIndexRequest("League-prod", "GSI1").attributeDefinitions())
        .extracting(AttributeDefinition::attributeName, AttributeDefinition::attributeType)
        .containsExactly(
            tuple("GSI1PK", ScalarAttributeType.S), tuple("GSI1SK", ScalarAttributeType.S));
    assertThatThrownBy(() -> layout.createIndexRequest("League-prod", "LSI1"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the layout has no global index LSI1");
    assertThatThrownBy(() -> layout.createIndexRequest("League-prod", "Nope"))
        .hasMessage("the layout has no global index Nope");
  }

  @Test
  void aNativeIndexTakesOneToFourPartitionAttributesFirstAndAtMostFourSortAttributes() {
    assertThatThrownBy(
            () ->
                Layout.builder("League")
                    .partitionKey("PK")
                    .entityTypeAttribute("entityType")
                    .delimiter('#')
                    .index(
                        IndexLayout.globalIndex("Bad")
                            .sortKey("round", ScalarAttributeType.N)
                            .partitionKey("region", ScalarAttributeType.S))
                    .build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("give 1 to 4 partitionKey(name, type) then at most 4 sortKey");
    IndexLayout.Builder wide = IndexLayout.globalIndex("Wide");
    for (int i = 0; i < 5; i++) {
      wide.partitionKey("a" + i, ScalarAttributeType.S);
    }
    assertThatThrownBy(
            () ->
                Layout.builder("League")
                    .partitionKey("PK")
                    .entityTypeAttribute("entityType")
                    .delimiter('#')
                    .index(wide)
                    .build())
        .isInstanceOf(IllegalStateException.class);
  }
}
