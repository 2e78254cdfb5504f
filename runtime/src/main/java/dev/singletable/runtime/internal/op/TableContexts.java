package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.TableHandle;
import java.util.Objects;
import java.util.function.Function;

/**
 * The engine's view of a {@link TableHandle}, for the modules beside the runtime that run their own
 * operations on a table (the migration jobs of {@code singletable-migrations}). {@code TableHandle}
 * installs the reader when it initialises, before any handle exists.
 */
public final class TableContexts {

  private static volatile Function<TableHandle, TableContext> reader;

  private TableContexts() {}

  /** Installs the runtime package's reader; later calls change nothing. */
  public static synchronized void install(Function<TableHandle, TableContext> handles) {
    if (reader == null) {
      reader = Objects.requireNonNull(handles, "handles");
    }
  }

  /** The context of {@code table}: its caller, physical name and layout. */
  public static TableContext of(TableHandle table) {
    return reader.apply(Objects.requireNonNull(table, "table"));
  }
}
