package dev.singletable.samples.feed;

import dev.singletable.runtime.Page;
import dev.singletable.runtime.PageRequest;
import dev.singletable.runtime.Range;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Follows, posts and reads feeds. A reader's feed is the entries the stream pushed into it (authors
 * with few followers) merged with the recent posts of the very followed authors it follows, read at
 * request time (fan-out on read: copying their posts into millions of feeds would cost a write
 * each).
 */
public final class FeedService {

  /** A post in a reader's feed, and whether the stream pushed it or the read pulled it. */
  public record FeedItem(
      Instant postedAt, String postId, String authorId, String text, boolean pulled) {}

  private final SocialDb db;
  private final long fanOutLimit;
  private final Clock clock;

  /**
   * Uses {@code db}, whose clock should be {@code clock}; authors with at least {@code fanOutLimit}
   * followers are read on demand (the same limit as the {@link FeedFanOut} of the stream).
   */
  public FeedService(SocialDb db, long fanOutLimit, Clock clock) {
    this.db = db;
    this.fanOutLimit = fanOutLimit;
    this.clock = clock;
  }

  /** Creates an account with no followers. */
  public Account join(String userId, String name) {
    return db.accounts().create(new Account(userId, name, 0));
  }

  /** {@code followerId} follows {@code followeeId}: the follow and the count in one transaction. */
  public void follow(String followerId, String followeeId) {
    db.transaction()
        .create(new Follow(followeeId, followerId, now()))
        .update(
            new AccountKey(followeeId),
            account -> account.apply(AccountSchema.FOLLOWER_COUNT.add(1L)))
        .execute();
  }

  /** Publishes a post; the stream takes it to the followers' feeds. */
  public Post post(String authorId, String postId, String text) {
    return db.posts().create(new Post(authorId, now(), postId, text));
  }

  /** Deletes a post; the stream takes it out of the feeds. */
  public void delete(Post post) {
    db.posts().delete(PostKey.of(post));
  }

  /** The newest {@code limit} posts of a reader's feed: pushed entries and pulled posts merged. */
  public List<FeedItem> feedOf(String readerId, int limit) {
    List<FeedItem> items = new ArrayList<>();
    db.feedEntries().feedOf(readerId).newestFirst().limit(limit).page().items().stream()
        .map(e -> new FeedItem(e.postedAt(), e.postId(), e.authorId(), e.text(), false))
        .forEach(items::add);
    Instant oldest = now().minus(FeedFanOut.FEED_TTL);
    for (Follow follow : db.follows().followedBy(readerId).all().list()) {
      if (isWidelyFollowed(follow.followeeId())) {
        db
            .posts()
            .postsOf(follow.followeeId())
            .postedAt(Range.after(oldest))
            .newestFirst()
            .limit(limit)
            .page()
            .items()
            .stream()
            .map(p -> new FeedItem(p.postedAt(), p.postId(), p.authorId(), p.text(), true))
            .forEach(items::add);
      }
    }
    items.sort(Comparator.comparing(FeedItem::postedAt).reversed());
    return items.subList(0, Math.min(limit, items.size()));
  }

  /**
   * A page of a reader's pushed feed holding only {@code authorId}'s posts, newest first, filled to
   * the request's size from as many DynamoDB pages as it takes (that author's entries may be few
   * among the others), within the request's bound; {@code request.next(page)} resumes right after
   * its last entry.
   */
  public Page<FeedEntry> feedFrom(String readerId, String authorId, PageRequest request) {
    return db.feedEntries()
        .feedOf(readerId)
        .newestFirst()
        .filter(FeedEntrySchema.AUTHOR_ID.eq(authorId))
        .page(request.filled());
  }

  private boolean isWidelyFollowed(String userId) {
    return db.accounts()
        .get(new AccountKey(userId))
        .map(account -> account.followerCount() >= fanOutLimit)
        .orElse(false);
  }

  private Instant now() {
    return clock.instant().truncatedTo(ChronoUnit.MILLIS);
  }
}
