package dev.singletable.processor.it.sub;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A user's profile: in the spanning collection only. */
@Entity(table = Forge.class)
@KeyPattern(pk = "USER#{username}", sk = "PROFILE")
@Collection("userAll")
public record Profile(String username, String name) {}
