/**
 * Singletable's online migration jobs, the operations tool that carries out a table's declared
 * changes over the stored items during a deploy ({@code ShopDb.migrations()}, docs/evolution.md).
 * It exports its API ({@code dev.singletable.migrations}); its engine ({@code
 * ...migrations.internal}) sends its requests through the runtime's callers, which the runtime
 * exports to this module alone.
 */
module dev.singletable.migrations {
  requires transitive dev.singletable.runtime;

  exports dev.singletable.migrations;
}
