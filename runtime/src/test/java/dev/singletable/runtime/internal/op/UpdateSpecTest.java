package dev.singletable.runtime.internal.op;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.expression.Path;
import dev.singletable.runtime.expression.StringRef;
import dev.singletable.runtime.expression.UpdateAction;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The update value both UpdateItem and a transaction's Update take. */
class UpdateSpecTest {

  private static final StringRef<Object> NOTE = new StringRef<>(Path.attribute("note"));
  private static final StringRef<Object> STATUS = new StringRef<>(Path.attribute("status"));

  @Test
  void eachStepMakesANewValueAndLeavesTheOldOneAsItWas() {
    UpdateSpec empty = UpdateSpec.of(false);
    UpdateSpec one = empty.withActions(List.of(NOTE.set("x")));
    UpdateSpec two = one.withCondition(STATUS.eq("A")).withCondition(STATUS.ne("B"));
    UpdateSpec versioned = two.withExpectedVersion(3);

    assertThat(empty.actions()).isEmpty();
    assertThat(one.actions()).hasSize(1);
    assertThat(one.condition()).isNull();
    assertThat(two.condition()).hasToString("status = \"A\" AND status <> \"B\"");
    assertThat(two.expectedVersion()).isNull();
    assertThat(versioned.expectedVersion()).isEqualTo(3);
    assertThat(UpdateSpec.of(true).upsert()).isTrue();
    assertThat(versioned.upsert()).isFalse();
  }

  @Test
  void itsActionsCannotBeChangedFromOutside() {
    List<UpdateAction<Object>> mine = new ArrayList<>(List.of(NOTE.set("x")));
    UpdateSpec spec = UpdateSpec.of(false).withActions(mine);
    mine.add(NOTE.remove());
    assertThat(spec.actions()).hasSize(1);
    assertThatThrownBy(() -> spec.actions().add(NOTE.remove()))
        .isInstanceOf(UnsupportedOperationException.class);
  }
}
