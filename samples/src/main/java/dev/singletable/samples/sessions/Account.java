package dev.singletable.samples.sessions;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A user account, read together with its live sessions as the {@code userSessions} collection. */
@Entity(table = Auth.class)
@KeyPattern(pk = "USER#{userId}", sk = "ACCOUNT")
@Collection("userSessions")
public record Account(String userId, String name, String email) {}
