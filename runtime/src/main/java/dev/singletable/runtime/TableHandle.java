package dev.singletable.runtime;

import dev.singletable.runtime.failure.ValidationException;
import dev.singletable.runtime.internal.DeclaredReads;
import dev.singletable.runtime.internal.Layout;
import dev.singletable.runtime.internal.Tables;
import dev.singletable.runtime.internal.op.TableContext;
import dev.singletable.runtime.internal.op.TableContexts;
import java.util.Objects;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbAsyncClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One table reached through one client: what a generated {@code ShopDb} hands to the repositories,
 * queries, transactions and batches it creates. Applications reach all of those through {@code
 * ShopDb} and need a handle only to name the table in use; the rest of it is the runtime's.
 */
public final class TableHandle {

  static {
    // What generated Db classes do with the whole table (create it, read its collections, serve
    // declared reads) takes the contract's Face: installed before any handle exists.
    Tables.install(new TableAccess());
    DeclaredReads.install(new DeclaredReadAccess());
    // Modules beside the runtime (singletable-tools, singletable-migrations) run operations on a
    // handle's context.
    TableContexts.install(new ContextOf());
  }

  /** A handle's context, for {@link TableContexts}: a class, not a lambda spun at start-up. */
  private static final class ContextOf implements Function<TableHandle, TableContext> {
    @Override
    public TableContext apply(TableHandle handle) {
      return handle.context;
    }
  }

  private final TableContext context;

  private TableHandle(TableContext context) {
    this.context = context;
  }

  /**
   * The table of {@code layout} (named as the options resolve its logical name) through {@code
   * client}.
   *
   * @throws ValidationException naming the logical table when its name cannot be resolved to one
   *     DynamoDB accepts
   */
  public static TableHandle of(DynamoDbClient client, TableLayout layout, DbOptions options) {
    return new TableHandle(
        new TableContext(
            Objects.requireNonNull(client, "client"),
            Layout.of(Objects.requireNonNull(layout, "layout")),
            Objects.requireNonNull(options, "options")));
  }

  /**
   * The table of {@code layout} (named as the options resolve its logical name) through the
   * asynchronous {@code client}, for the asynchronous face ({@code ShopAsyncDb}).
   *
   * @throws ValidationException naming the logical table when its name cannot be resolved to one
   *     DynamoDB accepts
   */
  public static TableHandle of(DynamoDbAsyncClient client, TableLayout layout, DbOptions options) {
    return new TableHandle(
        new TableContext(
            Objects.requireNonNull(client, "client"),
            Layout.of(Objects.requireNonNull(layout, "layout")),
            Objects.requireNonNull(options, "options")));
  }

  /**
   * The physical table name in use: {@link DbOptions#tableName()}, or the name resolved from the
   * layout's logical name by the options' prefix, suffix and resolver.
   */
  public String tableName() {
    return context.tableName();
  }

  /** The shape of the table ({@code ShopDb.LAYOUT}): keys, indexes, stream, options. */
  public TableLayout layout() {
    return context.layout();
  }

  /** The runtime's view of the table, for the classes of this package. */
  TableContext context() {
    return context;
  }

  @Override
  public String toString() {
    return "TableHandle[" + context.describeTable() + "]";
  }
}
