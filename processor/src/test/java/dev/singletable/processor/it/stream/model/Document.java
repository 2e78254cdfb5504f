package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A versioned document in the archive. */
@Entity(table = Archive.class)
@KeyPattern(pk = "DOC#{documentId}", sk = "REV#{revision}")
public record Document(String documentId, long revision, String text) {}
