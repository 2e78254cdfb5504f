package dev.singletable.processor.it.model;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** The one profile item of a user's partition, read together with the user's orders and notes. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
@Collection("userActivity")
public record Profile(String userId, String displayName) {}
