package dev.singletable.spring;

import dev.singletable.runtime.DbOptions;

/**
 * Adjusts the options of one table after the {@code singletable.*} properties have set theirs: a
 * clock, a table-name resolver ({@code builder.tableNames(...)}), anything {@link DbOptions} has.
 * Every bean of this type is applied, in order, to the options of every table.
 */
@FunctionalInterface
public interface DbOptionsCustomizer {

  /**
   * @param table the logical name of the table ({@code @Table(name)})
   * @param options the options the properties made, to change
   */
  void customize(String table, DbOptions.Builder options);
}
