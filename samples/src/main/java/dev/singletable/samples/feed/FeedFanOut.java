package dev.singletable.samples.feed;

import java.time.Duration;
import java.util.List;

/**
 * The stream handler that fans a new post out to its author's followers' feeds (fan-out on write),
 * unless the author has so many followers that their readers fetch the posts themselves (fan-out on
 * read, in {@link FeedService#feedOf}). A deleted post leaves the feeds; feed entries that expire
 * by TTL are ignored. Writing a feed entry twice leaves the same item, so redelivery is harmless.
 */
public final class FeedFanOut {

  /** How long a post stays in a follower's feed. */
  public static final Duration FEED_TTL = Duration.ofDays(7);

  private final SocialDb db;
  private final long fanOutLimit;

  /**
   * Fans posts of authors with fewer than {@code fanOutLimit} followers out on write (a real
   * service would choose thousands).
   */
  public FeedFanOut(SocialDb db, long fanOutLimit) {
    this.db = db;
    this.fanOutLimit = fanOutLimit;
  }

  /** What the handler did with a change, for logs and tests. */
  public enum Outcome {
    FANNED_OUT,
    LEFT_FOR_READERS,
    REMOVED_FROM_FEEDS,
    EXPIRED,
    IGNORED
  }

  public Outcome handle(SocialChange change) {
    if (change instanceof SocialChange.PostChange post) {
      return post.newImage().map(this::fanOut).orElseGet(() -> removeFromFeeds(post.key()));
    }
    if (change instanceof SocialChange.FeedEntryChange && change.expiredByTtl()) {
      return Outcome.EXPIRED; // TTL bounded the feed; nothing to do
    }
    return Outcome.IGNORED;
  }

  private Outcome fanOut(Post post) {
    long followers =
        db.accounts().get(new AccountKey(post.authorId())).map(Account::followerCount).orElse(0L);
    if (followers >= fanOutLimit) {
      return Outcome.LEFT_FOR_READERS;
    }
    List<FeedEntry> entries =
        db.follows().followersOf(post.authorId()).all().stream()
            .map(
                follow ->
                    new FeedEntry(
                        follow.followerId(),
                        post.postedAt(),
                        post.postId(),
                        post.authorId(),
                        post.text(),
                        post.postedAt().plus(FEED_TTL)))
            .toList();
    if (!entries.isEmpty()) {
      db.batchWrite().putFeedEntries(entries).execute();
    }
    return Outcome.FANNED_OUT;
  }

  private Outcome removeFromFeeds(PostKey post) {
    List<FeedEntryKey> entries =
        db.follows().followersOf(post.authorId()).all().stream()
            .map(follow -> new FeedEntryKey(follow.followerId(), post.postedAt(), post.postId()))
            .toList();
    if (!entries.isEmpty()) {
      db.batchWrite().deleteAll(entries).execute();
    }
    return Outcome.REMOVED_FROM_FEEDS;
  }
}
