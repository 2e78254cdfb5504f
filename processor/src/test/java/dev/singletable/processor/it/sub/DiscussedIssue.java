package dev.singletable.processor.it.sub;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** An issue the user takes part in. */
@Entity(table = Forge.class)
@KeyPattern(pk = "USER#{username}", sk = "DISCUSSES#ISSUE#{repo}#{number}")
@Collection(value = "discussions", prefix = "DISCUSSES#")
@Collection("userAll")
public record DiscussedIssue(String username, String repo, int number, String title) {}
