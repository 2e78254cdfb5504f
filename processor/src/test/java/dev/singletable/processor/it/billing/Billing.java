package dev.singletable.processor.it.billing;

import dev.singletable.annotations.Table;

/**
 * A second table of the application the behavioural tests model, beside {@code Catalog}: what
 * customers owe and hold, written together with catalog items by transactions across tables.
 */
@Table(name = "Billing", async = true)
public interface Billing {}
