package dev.singletable.processor.it.migrate;

import dev.singletable.annotations.Table;

/** The table of the migration tests: invoices whose key moved and whose amount was renamed. */
@Table(name = "Ledger")
public interface Ledger {}
