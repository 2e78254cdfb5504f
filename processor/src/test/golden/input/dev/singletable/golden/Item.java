package dev.singletable.golden;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** The entity of the table without a sort key; its name is one generated code uses too. */
@Entity(table = Ledger.class)
@KeyPattern(pk = "ITEM#{itemId}")
@Gsi(index = "by-owner", pk = "OWNER#{owner}", query = "ownedBy")
public record Item(String itemId, String owner, long count) {}
