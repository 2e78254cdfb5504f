package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;

/** A TTL as a primitive long of epoch seconds, where 0 means "never expires". */
@Entity(table = Catalog.class)
@KeyPattern(pk = "TOKEN#{id}", sk = "TOKEN")
@SuppressWarnings("singletable:hot-partition") // the Inverted index's TOKEN partition is never read
public record Token(String id, @Ttl long expiresAt) {}
