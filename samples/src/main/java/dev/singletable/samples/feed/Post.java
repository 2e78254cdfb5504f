package dev.singletable.samples.feed;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/** A post, in its author's partition by time. */
@Entity(table = Social.class)
@KeyPattern(pk = "USER#{authorId}", sk = "POST#{postedAt}#{postId}", query = "postsOf")
public record Post(
    String authorId, @KeyFormat(fractionDigits = 3) Instant postedAt, String postId, String text) {}
