package dev.singletable.processor.plan;

import static dev.singletable.processor.plan.Designs.attribute;
import static dev.singletable.processor.plan.Designs.entity;
import static dev.singletable.processor.plan.Designs.gsi;
import static dev.singletable.processor.plan.Designs.string;
import static dev.singletable.processor.plan.Designs.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.ScalarKind;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.capacity.CapacityPlan;
import dev.singletable.processor.plan.capacity.CapacityPlanner;
import dev.singletable.processor.plan.capacity.ItemSizes;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Item size estimates and the write units of an entity with its index copies. */
class CapacityEstimateTest {

  private final TableModel table =
      table(
          "Shop",
          "SK",
          gsi("GSI1", "GSI1PK", "GSI1SK", Projection.ALL),
          gsi("Keys", "KeysPK", "KeysSK", Projection.KEYS_ONLY),
          gsi("Inverted", "SK", "PK", Projection.ALL));

  private final EntityModel order =
      entity("Order", table)
          .with(string("orderId"), string("userId"), attribute("count", ScalarKind.INT, true))
          .key("ORDER#{orderId}", "METADATA", "byId")
          .gsi("GSI1", "USER#{userId}", "ORDER#{orderId}", "ordersOf")
          .build();

  @Test
  void anItemIsItsAttributeNamesAndValuesKeysIncluded() {
    Map<String, Long> sizes = ItemSizes.attributes(table, order);

    // PK: "PK" + "ORDER#" + a 20-byte string; SK: "SK" + "METADATA"
    assertThat(sizes.get("PK")).isEqualTo(2 + 6 + 20);
    assertThat(sizes.get("SK")).isEqualTo(2 + 8);
    assertThat(sizes.get("GSI1PK")).isEqualTo(6 + 5 + 20);
    assertThat(sizes.get("entityType")).isEqualTo(10 + 5);
    assertThat(sizes.get("orderId")).isEqualTo(7 + 20);
    assertThat(sizes.get("count")).isEqualTo(5 + 6); // an int: up to 10 digits, 6 bytes
    assertThat(ItemSizes.item(table, order))
        .isEqualTo(sizes.values().stream().mapToLong(Long::longValue).sum());
  }

  @Test
  void anEntityIsCopiedIntoTheIndexesWhoseKeysItsItemsHave() {
    CapacityPlan.EntityWrite write =
        CapacityPlanner.plan(Designs.design(table, order), List.of()).writes().get(0);

    long item = ItemSizes.item(table, order);
    assertThat(write.itemBytes()).isEqualTo(item);
    assertThat(write.table()).isEqualTo(1);
    // GSI1 by its own keys; Inverted because every item has SK and PK; not Keys (no KeysPK)
    assertThat(write.indexes())
        .extracting(CapacityPlan.IndexCopy::index)
        .containsExactly("GSI1", "Inverted");
    assertThat(write.total()).isEqualTo(3);
    assertThat(write.transactional()).isEqualTo(6.0);
  }

  @Test
  void aKeysOnlyIndexCopiesTheKeysAlone() {
    EntityModel keyed =
        entity("Keyed", table)
            .with(string("id"), string("other"))
            .key("K#{id}", "K", "byId")
            .gsi("Keys", "OTHER#{other}", "K#{id}", "byOther")
            .build();
    Map<String, Long> sizes = ItemSizes.attributes(table, keyed);

    long copy = ItemSizes.inIndex(table, keyed, table.index("Keys").orElseThrow()).orElseThrow();

    assertThat(copy)
        .isEqualTo(sizes.get("PK") + sizes.get("SK") + sizes.get("KeysPK") + sizes.get("KeysSK"));
  }

  @Test
  void aLargeItemCostsAWriteUnitPerKilobyteInEachIndexItIsCopiedTo() {
    Designs.Entity builder = entity("Big", table).with(string("id"));
    for (int i = 0; i < 90; i++) {
      builder.with(string("text" + i));
    }
    EntityModel big = builder.key("BIG#{id}", "BIG", "byId").build();

    CapacityPlan.EntityWrite write =
        CapacityPlanner.plan(Designs.design(table, big), List.of()).writes().get(0);

    long bytes = ItemSizes.item(table, big);
    // keys 26 + 5, type 13, id 22, and 90 strings of 25 or 26 bytes: 2,396 bytes
    assertThat(bytes).isEqualTo(2396);
    assertThat(write.table()).isEqualTo(3);
    assertThat(write.indexes()).singleElement().satisfies(c -> assertThat(c.units()).isEqualTo(3));
    assertThat(write.total()).isEqualTo(6);
  }
}
