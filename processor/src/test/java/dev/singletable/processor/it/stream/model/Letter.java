package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A letter in an inbox. */
@Entity(table = Inbox.class)
@KeyPattern(pk = "LETTER#{letterId}")
public record Letter(String letterId, String subject) {}
