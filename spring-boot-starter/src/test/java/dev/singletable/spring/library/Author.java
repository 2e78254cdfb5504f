package dev.singletable.spring.library;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** An author. */
@Entity(table = Library.class)
@KeyPattern(pk = "AUTHOR#{authorId}", sk = "PROFILE")
public record Author(String authorId, String name) {}
