package dev.singletable.golden;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;

/**
 * The third reference table, kept apart so the Market and Ledger figures stay comparable: a
 * sharded partition key, a value type and a converted type in keys, a version, and a KEYS_ONLY
 * index.
 */
@Table(
    name = "Fleet",
    gsis = @GlobalIndex(name = "GSI1", projection = Projection.KEYS_ONLY),
    converters = TripLengthConverter.class)
public interface Fleet {}
