package dev.singletable.processor.it.model;

import dev.singletable.annotations.Attribute;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;
import java.time.Instant;

/** An entity in LSI1, whose entries count toward the item size limit. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "POST#{postId}", sk = "COMMENT#{commentId}")
@Lsi(index = "LSI1", sk = "AT#{at}#{commentId}", query = "commentsByTime")
public record Comment(
    String postId,
    String commentId,
    @KeyFormat(fractionDigits = 0) Instant at,
    @Attribute(maxLength = 300_000) String body) {}
