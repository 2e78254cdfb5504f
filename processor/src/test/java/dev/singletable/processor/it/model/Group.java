package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A sort key made only of partition placeholders: the query finds the one item. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "GROUP#{groupId}", sk = "GROUP#{groupId}")
public record Group(String groupId, String title) {}
