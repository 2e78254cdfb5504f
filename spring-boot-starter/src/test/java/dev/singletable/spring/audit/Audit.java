package dev.singletable.spring.audit;

import dev.singletable.annotations.Table;

/** A second table of the starter's tests. */
@Table(name = "Audit")
public interface Audit {}
