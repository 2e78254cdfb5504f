package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.TableHandle;
import java.util.Objects;
import java.util.function.Function;

/**
 * The runtime's view of a {@link TableHandle}, for the modules beside the runtime that run their
 * operations through its callers (the stream poller of {@code singletable-tools} and the migration
 * jobs of {@code singletable-migrations}, to which alone the module exports its engine). {@code
 * TableHandle} installs its accessor when it initialises, before any handle exists.
 */
public final class TableContexts {

  private static volatile Function<TableHandle, TableContext> contexts;

  private TableContexts() {}

  /** Installs the handle's accessor; later calls change nothing. */
  public static synchronized void install(Function<TableHandle, TableContext> accessor) {
    if (contexts == null) {
      contexts = Objects.requireNonNull(accessor, "accessor");
    }
  }

  /** The context behind {@code table}: its callers, name, layout and options. */
  public static TableContext of(TableHandle table) {
    return contexts.apply(Objects.requireNonNull(table, "table"));
  }
}
