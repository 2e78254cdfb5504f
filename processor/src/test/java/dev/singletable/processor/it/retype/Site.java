package dev.singletable.processor.it.retype;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A depot site, in the same partition as its parcels. */
@Entity(table = Depot.class)
@KeyPattern(pk = "SITE#{site}", sk = "INFO")
@Collection("siteContents")
public record Site(String site, String city) {}
