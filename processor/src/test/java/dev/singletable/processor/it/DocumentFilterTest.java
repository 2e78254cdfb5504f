package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.Account;
import dev.singletable.processor.it.model.AccountSchema;
import dev.singletable.processor.it.model.Odd;
import dev.singletable.processor.it.model.OddSchema;
import dev.singletable.runtime.EntityQuery;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Filters of generated queries and scans that compare a whole map or list attribute with {@code
 * eq}, {@code ne} and {@code in}: DynamoDB compares them by value (maps by name, lists in order),
 * and so does the engine the tests run on.
 */
class DocumentFilterTest extends EngineTest {

  @Test
  void anIndexQueryFiltersOnAMapByValue() {
    // "size", the map's stored name, is a reserved word: the filter names it through a placeholder
    db.odds().put(odd("m1", Map.of("s", 1, "m", 2)));
    db.odds().put(odd("m2", Map.of("s", 1, "m", 3)));
    db.odds().put(odd("m3", Map.of("s", 1)));

    assertThat(ids(db.odds().byState("SIZED").filter(OddSchema.SIZES.eq(Map.of("m", 2, "s", 1)))))
        .containsExactly("m1");
    assertThat(ids(db.odds().byState("SIZED").filter(OddSchema.SIZES.ne(Map.of("s", 1, "m", 2)))))
        .containsExactly("m2", "m3");
    assertThat(
            ids(
                db.odds()
                    .byState("SIZED")
                    .filter(OddSchema.SIZES.in(Map.of("s", 1), Map.of("m", 3, "s", 1)))))
        .containsExactly("m2", "m3");
    assertThat(db.odds().byState("SIZED").filter(OddSchema.SIZES.eq(Map.of("s", 2))).count())
        .isZero();
  }

  @Test
  void aScanFiltersOnAListByValueInOrder() {
    db.accounts().put(account("l1", List.of("ann", "bob")));
    db.accounts().put(account("l2", List.of("bob", "ann")));
    db.accounts().put(account("l3", List.of("ann")));

    assertThat(db.accounts().scan().filter(AccountSchema.ALIASES.eq(List.of("ann", "bob"))).list())
        .extracting(Account::getId)
        .containsExactly("l1");
    assertThat(db.accounts().scan().filter(AccountSchema.ALIASES.ne(List.of("ann", "bob"))).list())
        .extracting(Account::getId)
        .containsExactlyInAnyOrder("l2", "l3");
  }

  private static List<String> ids(EntityQuery<Odd> query) {
    return query.list().stream().map(Odd::id).toList();
  }

  private static Odd odd(String id, Map<String, Integer> sizes) {
    return new Odd(id, "label", "SIZED", 1, null, null, null, sizes);
  }

  private static Account account(String id, List<String> aliases) {
    return Account.builder().id(id).owner("owner").balance(1).aliases(aliases).build();
  }
}
