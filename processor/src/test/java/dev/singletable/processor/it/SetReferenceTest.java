package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.processor.it.model.EverythingKey;
import dev.singletable.processor.it.model.EverythingSchema;
import dev.singletable.runtime.expression.SetRef;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A set attribute's reference takes what its encoder takes: {@code ADD} and {@code DELETE} accept a
 * {@link Set} only (a list no longer compiles, where it used to fail with a ClassCastException
 * inside the generated encoder), and refuse what a put of the attribute refuses, in its words.
 */
class SetReferenceTest extends EngineTest {

  @Test
  void addAndDeleteTakeSetsOnly() {
    for (String name : new String[] {"add", "delete"}) {
      Method[] methods =
          Arrays.stream(SetRef.class.getMethods())
              .filter(m -> m.getName().equals(name) && Modifier.isPublic(m.getModifiers()))
              .toArray(Method[]::new);
      assertThat(methods).as(name).hasSize(1);
      assertThat(methods[0].getParameterTypes()).as(name).containsExactly(Set.class);
    }
  }

  @Test
  void numericallyEqualElementsAreRefusedAsAPutRefusesThem() {
    Set<BigDecimal> oneTwice = new LinkedHashSet<>();
    oneTwice.add(new BigDecimal("1"));
    oneTwice.add(new BigDecimal("1.0"));

    assertThatThrownBy(() -> EverythingSchema.PRICES.add(oneTwice))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("prices")
        .hasMessageContaining("sets must not contain the same value twice");
    assertThatThrownBy(() -> EverythingSchema.PRICES.delete(oneTwice))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("sets must not contain the same value twice");
  }

  @Test
  void aSetIsAddedAndDeletedOnTheEngine() {
    EverythingKey key = new EverythingKey("sets");
    db.everythings()
        .upsert(key)
        .apply(EverythingSchema.PRICES.add(Set.of(new BigDecimal("1.5"), new BigDecimal("2"))))
        .execute();
    db.everythings()
        .update(key)
        .apply(EverythingSchema.PRICES.delete(Set.of(new BigDecimal("2.00"))))
        .execute();

    assertThat(db.everythings().get(key).orElseThrow().prices())
        .containsExactly(new BigDecimal("1.5"));
  }
}
