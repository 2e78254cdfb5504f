package dev.singletable.processor.it.sub;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A repository the user owns. */
@Entity(table = Forge.class)
@KeyPattern(pk = "USER#{username}", sk = "OWNS#{repo}")
@Collection(value = "owned", prefix = "OWNS#")
@Collection("userAll")
public record OwnedRepo(String username, String repo, int stars) {}
