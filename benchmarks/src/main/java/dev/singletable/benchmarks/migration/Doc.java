package dev.singletable.benchmarks.migration;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;

/**
 * A document, version 2: its item is keyed {@code SK = B} since version 1 keyed it {@code A}, the
 * change the benchmark migrates.
 */
@Entity(table = Archive.class)
@KeyPattern(pk = "DOC#{docId}", sk = "B", formerly = @FormerKey(pk = "DOC#{docId}", sk = "A"))
public record Doc(String docId, String owner, String title, long size, String body) {}
