package dev.singletable.processor.it.retype;

import dev.singletable.annotations.Table;

/** The table of the stored type tests: receipts whose numbers became text and text numbers. */
@Table(name = "Tills")
public interface Tills {}
