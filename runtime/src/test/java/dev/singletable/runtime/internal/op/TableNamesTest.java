package dev.singletable.runtime.internal.op;

import static dev.singletable.runtime.internal.op.Widgets.SCHEMA;
import static dev.singletable.runtime.internal.op.Widgets.error;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.RequestFailedException;
import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.internal.op.Widgets.Widget;
import org.junit.jupiter.api.Test;

/**
 * Physical table names resolved from the logical name by {@link DbOptions}: prefix, suffix and
 * resolver, the exact name, the refusals (each naming the logical table, when the table is opened),
 * and messages that name both names.
 */
class TableNamesTest {

  private static String resolve(DbOptions.Builder options) {
    return TableNames.resolve("Widgets", options.build());
  }

  private static TableContext open(DbOptions.Builder options) {
    return new TableContext(Widgets.client(), Widgets.LAYOUT, options.build());
  }

  @Test
  void theLogicalNameIsUsedUnlessTheOptionsSayOtherwise() {
    assertThat(resolve(DbOptions.builder())).isEqualTo("Widgets");
    assertThat(resolve(DbOptions.builder().tableName("Widgets-test-1")))
        .isEqualTo("Widgets-test-1");
  }

  @Test
  void aPrefixASuffixAndAResolverComposeAroundTheLogicalName() {
    assertThat(resolve(DbOptions.builder().tableNamePrefix("dev-"))).isEqualTo("dev-Widgets");
    assertThat(resolve(DbOptions.builder().tableNameSuffix(".eu"))).isEqualTo("Widgets.eu");
    assertThat(
            resolve(
                DbOptions.builder()
                    .tableNames(name -> name.toLowerCase())
                    .tableNamePrefix("prod_")
                    .tableNameSuffix("-v2")))
        .isEqualTo("prod_widgets-v2");
  }

  @Test
  void theOptionsKeepTheirWayOfResolvingThroughToBuilder() {
    DbOptions options = DbOptions.builder().tableNamePrefix("dev-").build();
    assertThat(TableNames.resolve("Widgets", options.toBuilder().build())).isEqualTo("dev-Widgets");
  }

  @Test
  void theContextSendsThePhysicalNameAndNamesBothInMessages() {
    TableContext context = open(DbOptions.builder().tableNamePrefix("dev-"));

    assertThat(context.tableName()).isEqualTo("dev-Widgets");
    assertThat(context.describeTable()).isEqualTo("Widgets (dev-Widgets)");
    assertThat(new GetItemOperation<Widget>(context, SCHEMA, "w1", false).request().tableName())
        .isEqualTo("dev-Widgets");
    assertThat(
            new GetItemOperation<Widget>(context, SCHEMA, "w1", false)
                .failure(error("ResourceNotFoundException")))
        .isInstanceOfSatisfying(
            RequestFailedException.class,
            e ->
                assertThat(e.getMessage())
                    .startsWith("GetItem on table Widgets (dev-Widgets) failed for Widget"));
    assertThatThrownBy(context::asyncCaller)
        .hasMessageContaining("table Widgets (dev-Widgets) was opened with a DynamoDbClient");
    assertThat(open(DbOptions.builder()).describeTable()).isEqualTo("Widgets");
  }

  @Test
  void aResolverThatReturnsNullIsRefusedWhenTheTableIsOpenedNamingIt() {
    assertThatThrownBy(() -> open(DbOptions.builder().tableNames(name -> null)))
        .isInstanceOf(ValidationException.class)
        .hasMessage(
            "table Widgets: the DbOptions.tableNames resolver returned null; it must return a"
                + " name for every table it is given");
  }

  @Test
  void aResolverThatThrowsIsRefusedNamingTheTableWithItsFailureAsTheCause() {
    IllegalStateException unset = new IllegalStateException("STAGE is not set");
    assertThatThrownBy(
            () ->
                open(
                    DbOptions.builder()
                        .tableNames(
                            name -> {
                              throw unset;
                            })))
        .isInstanceOf(ValidationException.class)
        .hasMessageStartingWith("table Widgets: the DbOptions.tableNames resolver failed:")
        .hasMessageContaining("STAGE is not set")
        .hasCause(unset);
  }

  @Test
  void aNameDynamoDbWouldRefuseIsRefusedBeforeAnyRequestSayingWhy() {
    assertThatThrownBy(() -> open(DbOptions.builder().tableNames(name -> "")))
        .isInstanceOf(ValidationException.class)
        .hasMessage(
            "table Widgets: \"\" is not a table name DynamoDB accepts (shorter than 3 characters);"
                + " check DbOptions.tableName, tableNamePrefix, tableNameSuffix and tableNames");
    assertThatThrownBy(() -> open(DbOptions.builder().tableNames(name -> "dev/" + name)))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining(
            "\"dev/Widgets\" is not a table name DynamoDB accepts ('/' at 3: only letters,"
                + " digits, '_', '-' and '.' are allowed)");
    assertThatThrownBy(() -> open(DbOptions.builder().tableName("x".repeat(256))))
        .isInstanceOf(ValidationException.class)
        .hasMessageContaining("(256 characters, over 255)");
    assertThat(
            TableNames.resolve("Widgets", DbOptions.builder().tableName("x".repeat(255)).build()))
        .hasSize(255);
  }

  @Test
  void aPrefixOrSuffixWithACharacterDynamoDbRefusesIsRefusedWhenSet() {
    assertThatThrownBy(() -> DbOptions.builder().tableNamePrefix("dev "))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("tableNamePrefix \"dev \" has a character DynamoDB refuses");
    assertThatThrownBy(() -> DbOptions.builder().tableNameSuffix("@eu"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("tableNameSuffix \"@eu\"");
  }

  @Test
  void anExactNameAndAWayOfResolvingNamesAreNotSetTogether() {
    assertThatThrownBy(
            () -> DbOptions.builder().tableName("Shop-1").tableNamePrefix("dev-").build())
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("set one or the other");
  }
}
