package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Things.ScriptedClient;
import dev.singletable.runtime.Things.Thing;
import dev.singletable.runtime.Things.ThingSchema;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.ReadOnlyStringRef;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Keys;
import dev.singletable.runtime.internal.UpdateStart;
import java.util.Optional;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One update class, written as generated code is, serves the repository and the transaction: both
 * send the same update, index keys and stored-component checks included.
 */
class UpdatePathsTest {

  /** An attribute that feeds the index key GSI1PK with {@link #REGION}. */
  private static final ReadOnlyStringRef<Thing> TEXT =
      new ReadOnlyStringRef<>(Path.attribute("text"));

  private static final ReadOnlyStringRef<Thing> REGION =
      new ReadOnlyStringRef<>(Path.attribute("region"));

  private static final StringRef<Thing> NOTE = new StringRef<>(Path.attribute("note"));

  private static final Keys.Attribute GSI1PK =
      Keys.partitionKey("Thing", "GSI1PK", '#', "TEXT#{text}#{region}#{key}");

  /** A generated-style update whose setter also writes an index key. */
  static final class ThingUpdate<R> extends EntityUpdate<Thing, String, ThingUpdate<R>, R> {
    ThingUpdate(UpdateStart<Thing, String, R> start) {
      super(start);
    }

    ThingUpdate<R> setText(String text, String region) {
      requireStored(REGION, region);
      return setIndexInput(
          TEXT, text, indexKey(GSI1PK, "TEXT#" + text + "#" + region + "#" + key()));
    }

    ThingUpdate<R> removeText() {
      return removeIndexInput(TEXT, noIndexKey(GSI1PK));
    }

    ThingUpdate<R> expectVersion(long version) {
      return withExpectedVersion(version);
    }
  }

  static final class ThingRepository
      extends EntityRepository<Thing, String, ThingUpdate<Optional<Thing>>> {
    ThingRepository(TableHandle table) {
      super(table, ThingSchema.INSTANCE, ThingUpdate::new);
    }
  }

  static final class Tx extends Transaction<Tx, TransactionResult, Void> {
    Tx(TableHandle table) {
      super(table, Face.blocking());
    }

    Tx update(String key, Consumer<ThingUpdate<Void>> update) {
      return addUpdate(ThingSchema.INSTANCE, key, ThingUpdate::new, update);
    }

    Tx upsert(String key, Consumer<ThingUpdate<Void>> update) {
      return addUpsert(ThingSchema.INSTANCE, key, ThingUpdate::new, update);
    }
  }

  private final ScriptedClient client = new ScriptedClient();
  private final TableHandle table = Things.table(client);

  @Test
  void theRepositoryAndTheTransactionSendOneUpdate() {
    new ThingRepository(table)
        .update("t1")
        .setText("hello", "eu")
        .set(NOTE, "n")
        .expectVersion(2)
        .execute();
    UpdateItemRequest single = client.updates.get(0);

    new Tx(table)
        .update("t1", u -> u.setText("hello", "eu").set(NOTE, "n").expectVersion(2))
        .execute();
    Update inTransaction = client.transactions.get(0).transactItems().get(0).update();

    assertThat(inTransaction.updateExpression()).isEqualTo(single.updateExpression());
    assertThat(inTransaction.conditionExpression()).isEqualTo(single.conditionExpression());
    assertThat(inTransaction.expressionAttributeNames())
        .isEqualTo(single.expressionAttributeNames());
    assertThat(inTransaction.expressionAttributeValues())
        .isEqualTo(single.expressionAttributeValues());
    assertThat(single.expressionAttributeNames()).containsValues("text", "GSI1PK", "region");
    assertThat(single.expressionAttributeValues().values())
        .extracting(value -> value.s())
        .contains("hello", "TEXT#hello#eu#t1", "eu");
  }

  @Test
  void anUpsertAcceptsANewItemAndStoresTheComponentTheIndexKeyHolds() {
    new ThingRepository(table).upsert("t1").setText("hello", "eu").execute();
    UpdateItemRequest update = client.updates.get(0);
    assertThat(update.updateExpression()).contains("if_not_exists(");
    assertThat(update.conditionExpression()).contains("attribute_not_exists(").contains(" OR ");

    new Tx(table).upsert("t1", u -> u.setText("hello", "eu")).execute();
    Update inTransaction = client.transactions.get(0).transactItems().get(0).update();
    assertThat(inTransaction.updateExpression()).isEqualTo(update.updateExpression());
    assertThat(inTransaction.conditionExpression()).isEqualTo(update.conditionExpression());
  }

  @Test
  void aRemoverRemovesTheAttributeAndItsIndexKeys() {
    new ThingRepository(table).update("t1").removeText().execute();
    assertThat(client.updates.get(0).updateExpression()).startsWith("SET ").contains("REMOVE ");
    assertThat(client.updates.get(0).expressionAttributeNames()).containsValues("text", "GSI1PK");
  }

  @Test
  void insideATransactionTheUpdateIsSentByTheTransactionOnly() {
    assertThatThrownBy(() -> new Tx(table).update("t1", u -> u.set(NOTE, "x").execute()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the transaction's execute() sends it");
    assertThatThrownBy(() -> new Tx(table).update("t1", u -> u.returning(ReturnValue.NONE)))
        .isInstanceOf(IllegalStateException.class);
    assertThat(client.updates).isEmpty();
    assertThat(client.transactions).isEmpty();
  }

  @Test
  void aReturnValueUnknownToTheSdkIsRefusedBeforeSending() {
    assertThatThrownBy(
            () ->
                new ThingRepository(table)
                    .update("t1")
                    .returning(ReturnValue.UNKNOWN_TO_SDK_VERSION))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("not UNKNOWN_TO_SDK_VERSION");
    assertThat(client.updates).isEmpty();
  }
}
