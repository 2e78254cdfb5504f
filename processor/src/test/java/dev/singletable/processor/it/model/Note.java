package dev.singletable.processor.it.model;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * Another entity in the users' partitions whose sort keys interleave with orders' (NOTE# sorts
 * after ORDER#), and which sits in the same inverted-index partitions.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "USER#{userId}", sk = "NOTE#{noteId}")
@Gsi(index = "Inverted", pk = "NOTE#{noteId}", sk = "USER#{userId}", query = "byNote")
@Collection("userActivity")
public record Note(String userId, String noteId, String text) {}
