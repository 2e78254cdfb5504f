/**
 * The online migration jobs of a table's declared changes: {@link
 * dev.singletable.migrations.Migrations} from the generated {@code ShopDb.migrations()}, one {@link
 * dev.singletable.migrations.MigrationJob} per change, run with {@link
 * dev.singletable.migrations.MigrationOptions} while the application keeps reading and writing.
 */
package dev.singletable.migrations;
