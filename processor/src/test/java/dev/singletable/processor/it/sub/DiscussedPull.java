package dev.singletable.processor.it.sub;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A pull request the user takes part in: a second entity type of the same sub-collection. */
@Entity(table = Forge.class)
@KeyPattern(pk = "USER#{username}", sk = "DISCUSSES#PULL#{repo}#{number}")
@Collection(value = "discussions", prefix = "DISCUSSES#")
@Collection("userAll")
public record DiscussedPull(String username, String repo, int number, boolean merged) {}
