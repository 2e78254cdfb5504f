package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.Things.ScriptedClient;
import dev.singletable.runtime.Things.Thing;
import dev.singletable.runtime.Things.ThingSchema;
import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.expression.UpdateAction;
import dev.singletable.runtime.internal.TableContext;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Update;
import software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest;

/**
 * One update class, written as generated code would, serves the repository and the transaction:
 * both send the same update, and the old transaction-only adapter sends it too.
 */
class UpdatePathsTest {

  private static final StringRef TEXT = new StringRef(Path.attribute("text"));

  /** A generated-style update whose setter also writes an index key. */
  static final class ThingUpdate extends EntityUpdate<Thing, String> {
    ThingUpdate(EntityUpdate<Thing, String> base) {
      super(base);
    }

    ThingUpdate setText(String text) {
      applyWithIndexKeys(
          TEXT.set(text),
          UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS("TEXT#" + text)));
      condition(isUpsert() ? TEXT.notExists().or(TEXT.ne(key())) : TEXT.ne(key())); // reads key()
      return this;
    }
  }

  /** The same setter on the transaction-only adapter, as generated code has it today. */
  static final class ThingTransactionUpdate extends TransactionUpdate {
    private final String key;

    ThingTransactionUpdate(TransactionUpdate base, String key) {
      super(base);
      this.key = key;
    }

    ThingTransactionUpdate setText(String text) {
      applyWithIndexKeys(
          TEXT.set(text),
          UpdateAction.set(Path.attribute("GSI1PK"), AttributeValue.fromS("TEXT#" + text)));
      condition(isUpsert() ? TEXT.notExists().or(TEXT.ne(key)) : TEXT.ne(key));
      return this;
    }
  }

  static final class ThingRepository extends EntityRepository<Thing, String> {
    ThingRepository(TableContext context) {
      super(context, ThingSchema.INSTANCE);
    }

    @Override
    public ThingUpdate update(String key) {
      return new ThingUpdate(super.update(key));
    }
  }

  static final class Tx extends Transaction<Tx> {
    Tx(TableContext context) {
      super(context);
    }

    Tx update(String key, Consumer<ThingUpdate> update) {
      return addEntityUpdate(ThingSchema.INSTANCE, key, false, ThingUpdate::new, update);
    }

    Tx updateTheOldWay(String key, Consumer<ThingTransactionUpdate> update) {
      return addUpdate(
          ThingSchema.INSTANCE, key, false, base -> new ThingTransactionUpdate(base, key), update);
    }
  }

  private final ScriptedClient client = new ScriptedClient();
  private final TableContext context = Things.context(client);

  @Test
  void theRepositoryAndBothTransactionPathsSendOneUpdate() {
    new ThingRepository(context).update("t1").setText("hello").expectVersion(2).execute();
    UpdateItemRequest single = client.updates.get(0);

    new Tx(context).update("t1", u -> u.setText("hello").expectVersion(2)).execute();
    new Tx(context).updateTheOldWay("t1", u -> u.setText("hello").expectVersion(2)).execute();
    Update viaEntityUpdate = client.transactions.get(0).transactItems().get(0).update();
    Update viaAdapter = client.transactions.get(1).transactItems().get(0).update();

    assertThat(viaEntityUpdate).isEqualTo(viaAdapter);
    assertThat(viaEntityUpdate.updateExpression()).isEqualTo(single.updateExpression());
    assertThat(viaEntityUpdate.conditionExpression()).isEqualTo(single.conditionExpression());
    assertThat(viaEntityUpdate.expressionAttributeValues())
        .isEqualTo(single.expressionAttributeValues());
    assertThat(single.expressionAttributeNames()).containsValue("GSI1PK");
  }

  @Test
  void insideATransactionTheUpdateIsSentByTheTransactionOnly() {
    assertThatThrownBy(() -> new Tx(context).update("t1", u -> u.setText("x").execute()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("the transaction's execute() sends it");
    assertThatThrownBy(() -> new Tx(context).update("t1", u -> u.returning(ReturnValues.NONE)))
        .isInstanceOf(IllegalStateException.class);
    assertThat(client.updates).isEmpty();
    assertThat(client.transactions).isEmpty();
  }
}
