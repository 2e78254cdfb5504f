package dev.singletable.processor.it.retype;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A parcel, version 2: its items carry the entity type {@code Parcel} since version 1 stored them
 * as {@code PKG}.
 */
@Entity(table = Depot.class, name = "Parcel", formerly = "PKG")
@KeyPattern(pk = "SITE#{site}", sk = "PARCEL#{parcelId}")
@Collection("siteContents")
public record Parcel(String site, String parcelId, int weight) {}
