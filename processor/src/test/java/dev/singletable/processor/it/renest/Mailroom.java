package dev.singletable.processor.it.renest;

import dev.singletable.annotations.Table;

/** The table of the nested field rename tests: letters whose address's street became line1. */
@Table(name = "Mailroom")
public interface Mailroom {}
