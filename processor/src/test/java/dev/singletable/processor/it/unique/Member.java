package dev.singletable.processor.it.unique;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Unique;
import dev.singletable.annotations.Version;

/** A member: the email is unique, and so is the badge number, which a new member has not yet. */
@Entity(table = Club.class)
@KeyPattern(pk = "MEMBER#{memberId}", sk = "PROFILE")
public record Member(
    String memberId,
    String name,
    @Unique String email,
    @Unique Integer badge,
    @Version long version) {}
