package dev.singletable.samples.feed;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyFormat;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;
import java.time.Instant;

/**
 * A copy of a post in a follower's feed, written by {@link FeedFanOut} from the stream; it expires
 * by TTL, which bounds each feed to its recent posts.
 */
@Entity(table = Social.class)
@KeyPattern(pk = "FEED#{ownerId}", sk = "ENTRY#{postedAt}#{postId}", query = "feedOf")
public record FeedEntry(
    String ownerId,
    @KeyFormat(fractionDigits = 3) Instant postedAt,
    String postId,
    String authorId,
    String text,
    @Ttl Instant expiresAt) {}
