package dev.singletable.processor.it.derived;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * A tracker's table: issues by repository, and a GSI of work queues keyed by derived attributes.
 */
@Table(name = "Tracker", gsis = @GlobalIndex(name = "GSI1"))
public interface Tracker {}
