package dev.singletable.processor.it.sub;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A repository the user manages; "OWN" would match "OWNS#", so its prefix is "MANAGES#". */
@Entity(table = Forge.class)
@KeyPattern(pk = "USER#{username}", sk = "MANAGES#{repo}")
@Collection(value = "managed", prefix = "MANAGES#")
@Collection("userAll")
public record ManagedRepo(String username, String repo, String role) {}
