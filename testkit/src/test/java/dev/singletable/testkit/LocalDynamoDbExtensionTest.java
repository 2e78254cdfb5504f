package dev.singletable.testkit;

import static dev.singletable.testkit.Items.item;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The JUnit extension: what it injects, the per-class table names, fault reset and table cleanup.
 */
@LocalDynamoDbTest
class LocalDynamoDbExtensionTest {

  /** Table names handed to the classes of this file, to prove each class gets its own. */
  static final Set<String> NAMES = ConcurrentHashMap.newKeySet();

  @InjectDynamoDb static LocalDynamoDb staticEngine;
  @InjectDynamoDb TestTable fieldTable;
  @InjectDynamoDb DynamoDbClient fieldClient;

  private final TestTable constructorTable;

  LocalDynamoDbExtensionTest(TestTable table) {
    this.constructorTable = table;
  }

  @Test
  void resolvesTheSharedEngineItsClientAndOneTableNamePerClass(
      LocalDynamoDb engine, DynamoDbClient client, TestTable table) {
    assertThat(engine).isSameAs(LocalDynamoDb.shared()).isSameAs(staticEngine);
    assertThat(client).isSameAs(engine.client()).isSameAs(fieldClient);
    assertThat(table).isEqualTo(constructorTable).isEqualTo(fieldTable);
    assertThat(table.name()).matches("LocalDynamoDbExtensionTest-[0-9a-f]{8}");
    NAMES.add(table.name());
  }

  @Test
  void faultsAreResetBeforeEachTest(LocalDynamoDb engine) {
    LocalDynamoDb.assumeFaultsAvailable();
    assertThat(engine.faults().requestCount("ListTables")).isZero();
    engine.client().listTables();
    assertThat(engine.faults().requestCount("ListTables")).isEqualTo(1);
  }

  @Test
  void deletesOnlyTheTablesATestTableOwns(LocalDynamoDb engine) {
    TestTable owner = TestTable.forClass(LocalDynamoDbExtensionTest.class);
    String bystander = owner.name() + "x";
    engine.createTable(Items.table(owner.name()));
    engine.createTable(Items.table(owner.derived("gsi-test")));
    engine.createTable(Items.table(bystander));

    LocalDynamoDbExtension.deleteOwnedTables(engine, owner);

    assertThat(engine.client().listTables().tableNames())
        .doesNotContain(owner.name(), owner.derived("gsi-test"))
        .contains(bystander);
    engine.deleteTable(bystander);
  }

  @Test
  void testTableNamesAreValidAndChecked() {
    class A$Strange_Name {}
    assertThat(TestTable.forClass(A$Strange_Name.class).name())
        .matches("AStrange_Name-[0-9a-f]{8}");
    assertThat(TestTable.forClass(new Object() {}.getClass()).name()).startsWith("test-");
    assertThatThrownBy(() -> new TestTable("ab")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> new TestTable("bad name"))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(new TestTable("abc").owns("abc-x")).isTrue();
    assertThat(new TestTable("abc").owns("abcx")).isFalse();
  }

  /** A nested class, which must get a table name of its own. */
  @Nested
  class NestedClass {

    @Test
    void getsItsOwnTableAndSeesNoDataOfAnother(TestTable table, LocalDynamoDb engine) {
      assertThat(table.name()).startsWith("NestedClass-").isNotEqualTo(constructorTable.name());
      NAMES.add(table.name());
      engine.createTable(Items.table(table.name()));
      engine.client().putItem(b -> b.tableName(table.name()).item(item("mine", "1")));
      assertThat(engine.client().scan(b -> b.tableName(table.name())).count()).isEqualTo(1);
    }
  }

  @AfterAll
  static void everyClassGotADistinctName() {
    assertThat(NAMES).hasSize(2);
  }
}
