package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.values.Label;
import dev.singletable.processor.it.model.values.Placement;
import dev.singletable.processor.it.model.values.Quantity;
import dev.singletable.processor.it.model.values.ShelfId;
import dev.singletable.processor.it.model.values.Shelved;
import dev.singletable.processor.it.model.values.ShelvedKey;
import dev.singletable.processor.it.model.values.ShelvedSchema;
import dev.singletable.processor.it.model.values.SkuId;
import dev.singletable.runtime.Range;
import dev.singletable.runtime.failure.ConditionFailedException;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Value types (records of one component) as key components and attributes, on the engine: stored as
 * their component, read back equal, and a null component refused before sending.
 */
class ValueTypesTest extends EngineTest {

  private static final Shelved.RestockDay MONDAY = new Shelved.RestockDay(LocalDate.of(2025, 6, 2));

  private static Shelved shelved(String shelf, String sku, int quantity) {
    return new Shelved(
        new ShelfId(shelf),
        new SkuId(sku),
        MONDAY,
        new Quantity(quantity),
        Optional.of(new Label("fragile")),
        List.of(new SkuId("sub-1"), new SkuId("sub-2")),
        Map.of("web", new Quantity(2)),
        new Placement(new Label("aisle 4"), List.of(new SkuId("n-1"))));
  }

  @Test
  void valueTypesAreStoredAsTheirComponentAndReadBackEqual() {
    Shelved shelved = shelved("s-stored", "a-1", 5);
    db.shelveds().put(shelved);

    assertThat(db.shelveds().get(ShelvedKey.of(shelved))).contains(shelved);
    Map<String, AttributeValue> item =
        client.getItem(r -> r.tableName(db.tableName()).key(ShelvedKey.of(shelved).toKey())).item();
    assertThat(item.get("PK").s()).isEqualTo("SHELF#s-stored");
    assertThat(item.get("SK").s()).isEqualTo("SKU#a-1");
    assertThat(item.get("GSI1PK").s()).isEqualTo("RESTOCK#2025-06-02");
    assertThat(item.get("shelfId").s()).isEqualTo("s-stored");
    assertThat(item.get("restockOn").s()).isEqualTo("2025-06-02");
    assertThat(item.get("quantity").n()).isEqualTo("5");
    assertThat(item.get("label").s()).isEqualTo("fragile");
    assertThat(item.get("substitutes").l())
        .extracting(AttributeValue::s)
        .containsExactly("sub-1", "sub-2");
    assertThat(item.get("reserved").m().get("web").n()).isEqualTo("2");
    assertThat(item.get("placement").m().get("aisle").s()).isEqualTo("aisle 4");
    assertThat(item.get("placement").m().get("neighbours").l().get(0).s()).isEqualTo("n-1");
  }

  @Test
  void queriesTakeValueTypesForTheirKeysAndRanges() {
    for (String sku : List.of("b-1", "b-2", "b-3", "b-4")) {
      db.shelveds().put(shelved("s-query", sku, sku.charAt(2) - '0'));
    }

    assertThat(
            db.shelveds().onShelf(new ShelfId("s-query")).sku(Range.after(new SkuId("b-2"))).list())
        .extracting(Shelved::sku)
        .containsExactly(new SkuId("b-3"), new SkuId("b-4"));
    assertThat(
            db.shelveds()
                .restocking(MONDAY)
                .quantity(Range.between(new Quantity(2), new Quantity(3)))
                .filter(ShelvedSchema.SHELF_ID.eq(new ShelfId("s-query")))
                .list())
        .extracting(Shelved::quantity)
        .containsExactly(new Quantity(2), new Quantity(3));
  }

  @Test
  void conditionsAndUpdatesTakeValueTypes() {
    Shelved shelved = shelved("s-update", "c-1", 1);
    db.shelveds().put(shelved);
    ShelvedKey key = ShelvedKey.of(shelved);

    assertThatThrownBy(
            () ->
                db.shelveds()
                    .update(key)
                    .set(ShelvedSchema.LABEL, new Label("heavy"))
                    .condition(ShelvedSchema.LABEL.eq(new Label("not this one")))
                    .execute())
        .isInstanceOf(ConditionFailedException.class);

    Shelved updated =
        db.shelveds()
            .update(key)
            .set(ShelvedSchema.LABEL, new Label("heavy"))
            .setQuantity(new Quantity(9), MONDAY)
            .condition(ShelvedSchema.LABEL.eq(new Label("fragile")))
            .execute()
            .orElseThrow();

    assertThat(updated.label()).contains(new Label("heavy"));
    assertThat(updated.quantity()).isEqualTo(new Quantity(9));
    assertThat(db.shelveds().restocking(MONDAY).quantity(new Quantity(9)).all().list())
        .containsExactly(updated);
  }

  @Test
  void aValueTypeHoldingNullIsRefusedBeforeSendingNamingTheAttribute() {
    Shelved nullKey =
        new Shelved(
            new ShelfId(null),
            new SkuId("d-1"),
            MONDAY,
            new Quantity(1),
            Optional.empty(),
            List.of(),
            Map.of(),
            null);
    assertThatThrownBy(() -> db.shelveds().put(nullKey))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Shelved.shelfId")
        .hasMessageContaining("component");

    Shelved nullAttribute =
        new Shelved(
            new ShelfId("s-null"),
            new SkuId("d-1"),
            MONDAY,
            new Quantity(1),
            Optional.of(new Label(null)),
            List.of(),
            Map.of(),
            null);
    assertThatThrownBy(() -> db.shelveds().put(nullAttribute))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("Shelved.label")
        .hasMessageContaining("component");
    assertThat(db.shelveds().onShelf(new ShelfId("s-null")).all().list()).isEmpty();

    assertThatThrownBy(() -> db.shelveds().get(new ShelvedKey(new ShelfId("s-null"), null)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sku");
  }

  @Test
  void aValueTypeThatRefusesTheStoredValueFailsTheReadWithItsOwnException() {
    Shelved shelved = shelved("s-bad", "e-1", 1);
    db.shelveds().put(shelved);
    client.updateItem(
        r ->
            r.tableName(db.tableName())
                .key(ShelvedKey.of(shelved).toKey())
                .updateExpression("SET quantity = :q")
                .expressionAttributeValues(Map.of(":q", AttributeValue.fromN("-1"))));

    assertThatThrownBy(() -> db.shelveds().get(ShelvedKey.of(shelved)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a quantity is never negative: -1");
  }
}
