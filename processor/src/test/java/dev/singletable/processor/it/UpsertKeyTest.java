package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.FirstItem;
import dev.singletable.processor.it.model.FirstItemKey;
import dev.singletable.processor.it.model.FirstItemSchema;
import org.junit.jupiter.api.Test;

/**
 * Upserts of an entity whose key component is a primitive number: the key component is written once
 * (with its value), never also filled with the primitive's default.
 */
class UpsertKeyTest extends EngineTest {

  @Test
  void anUpsertOfAPrimitiveKeyComponentCreatesTheItem() {
    db.firstItems().upsert(new FirstItemKey(0)).set(FirstItemSchema.ATTRIBUTE, "zero").execute();
    db.firstItems().upsert(new FirstItemKey(7)).set(FirstItemSchema.ATTRIBUTE, "seven").execute();
    db.firstItems().upsert(new FirstItemKey(7)).set(FirstItemSchema.ATTRIBUTE, "again").execute();

    assertThat(db.firstItems().get(new FirstItemKey(0))).contains(new FirstItem(0, "zero"));
    assertThat(db.firstItems().get(new FirstItemKey(7))).contains(new FirstItem(7, "again"));
  }

  @Test
  void anUpsertOfAPrimitiveKeyComponentWorksInATransaction() {
    db.transaction()
        .upsert(new FirstItemKey(11), u -> u.set(FirstItemSchema.ATTRIBUTE, "eleven"))
        .upsert(new FirstItemKey(-3), u -> u.set(FirstItemSchema.ATTRIBUTE, "minus three"))
        .execute();

    assertThat(db.firstItems().get(new FirstItemKey(11))).contains(new FirstItem(11, "eleven"));
    assertThat(db.firstItems().get(new FirstItemKey(-3)))
        .contains(new FirstItem(-3, "minus three"));
  }
}
