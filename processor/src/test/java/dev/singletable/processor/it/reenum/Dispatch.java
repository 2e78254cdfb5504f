package dev.singletable.processor.it.reenum;

import dev.singletable.annotations.Table;

/** The table of the enum constant rename tests: shipments whose status SENT became SHIPPED. */
@Table(name = "Dispatch")
public interface Dispatch {}
