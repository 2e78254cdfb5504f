package dev.singletable.processor.it.declared;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link Store} does not opt in to the asynchronous face ({@code @Table} without {@code async =
 * true}): no asynchronous type is generated, nothing of the blocking face names one, and the
 * blocking face serves the table on the engine.
 */
class BlockingOnlyFaceTest extends StoreData {

  private static final String PACKAGE = "dev.singletable.processor.it.declared.";

  @Test
  void noAsynchronousTypeIsGenerated() {
    for (String type : List.of("StoreAsyncDb", "StoreAsync", "SaleAsyncRepository")) {
      assertThatThrownBy(() -> Class.forName(PACKAGE + type))
          .as(type)
          .isInstanceOf(ClassNotFoundException.class);
    }
    assertThatThrownBy(() -> Class.forName(PACKAGE + "ShopProfileAsyncRepository"))
        .isInstanceOf(ClassNotFoundException.class);
  }

  @Test
  void theBlockingFaceNamesNoAsynchronousType() {
    List<String> named = new ArrayList<>();
    for (Class<?> type : List.of(StoreDb.class, SaleRepository.class, StoreTransaction.class)) {
      for (Method method : type.getMethods()) {
        Stream.concat(Stream.of(method.getReturnType()), Stream.of(method.getParameterTypes()))
            .filter(t -> t.getSimpleName().contains("Async"))
            .forEach(t -> named.add(type.getSimpleName() + "." + method.getName() + ": " + t));
      }
    }
    assertThat(named).isEmpty();
    assertThat(StoreDb.class.getMethods())
        .extracting(Method::getName)
        .doesNotContain("createAsync");
    // Its constructor is left to its factory: no asynchronous Db runs the declared reads' bodies.
    for (Constructor<?> constructor : StoreDb.class.getDeclaredConstructors()) {
      assertThat(Modifier.isPrivate(constructor.getModifiers())).as("%s", constructor).isTrue();
    }
  }

  @Test
  void theBlockingFaceServesTheTable() {
    StoreDb db = (StoreDb) store;
    db.sales().put(new Sale("s3", "q1", T0, "c3", "tea", 9));

    assertThat(db.sales().get(new SaleKey("s3", T0, "q1"))).map(Sale::amount).contains(9L);
    assertThat(store.sale("s3", T0, "q1")).map(Sale::product).contains("tea");
    assertThat(ids(store.allSales("s1"))).containsExactly("a1", "a2", "a3", "b1", "a4");
  }
}
