package dev.singletable.processor.it.jobnames;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.Formerly;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A dog, version 2: its entity type was {@code HOUND}, its key {@code DOG#{dogId}} / {@code META},
 * its age stored as {@code years}, its size {@code LARGE} stored as {@code BIG}; {@code chipped} is
 * new, with a declared default; it fills GSI1.
 */
@Entity(table = Kennel.class, formerly = "HOUND")
@KeyPattern(
    pk = "DOG#{dogId}",
    sk = "PROFILE",
    formerly = @FormerKey(pk = "DOG#{dogId}", sk = "META"))
@Gsi(index = "GSI1", pk = "OWNER#{owner}", sk = "DOG#{dogId}")
public record Dog(
    String dogId,
    String owner,
    @Attribute(formerly = "years") Integer age,
    @Attribute(ifAbsent = "false") boolean chipped,
    Size size) {

  /** How big a dog is. */
  public enum Size {
    SMALL,
    @Formerly("BIG")
    LARGE
  }
}
