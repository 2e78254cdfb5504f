/**
 * The design record: the stored shape of a table (its keys, indexes, entity types, key formats and
 * stored attribute types) as plain data, derived from the validated model by {@link
 * dev.singletable.processor.model.record.DesignRecords}. The processor writes it beside the report
 * and compares it with the accepted record of the {@code singletable.baseline} option (see
 * docs/evolution.md for its JSON form). It depends on the model only.
 */
package dev.singletable.processor.model.record;
