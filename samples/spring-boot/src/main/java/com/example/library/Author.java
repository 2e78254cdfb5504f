package com.example.library;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** An author, stored as the {@code PROFILE} item of the author's partition. */
@Entity(table = Library.class)
@KeyPattern(pk = "AUTHOR#{authorId}", sk = "PROFILE")
public record Author(String authorId, String name) {}
