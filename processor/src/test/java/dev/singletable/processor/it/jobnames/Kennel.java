package dev.singletable.processor.it.jobnames;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/** A table whose one entity declares a change of every kind that has a job. */
@Table(name = "Kennel", gsis = @GlobalIndex(name = "GSI1"))
public interface Kennel {}
