package dev.singletable.samples.links;

import dev.singletable.annotations.Derived;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Version;
import java.time.Instant;

/**
 * A short code and where it leads: one item per code, its partition key {@code LINK#code} and no
 * sort key; GSI1 lists the links of an owner by creation time. The host of the target is derived
 * from it ({@code @Derived}): every write stores it, and {@code setTarget} computes it again, so
 * GSI2 (the links to one host, for a takedown) never disagrees with the target.
 */
@Entity(table = Links.class)
@KeyPattern(pk = "LINK#{code}")
@Gsi(index = "GSI1", pk = "OWNER#{owner}", sk = "{createdAt}#{code}", query = "ownedBy")
@Gsi(index = "GSI2", pk = "HOST#{host}", sk = "{code}", query = "toHost")
public record ShortLink(
    String code,
    String target,
    String owner,
    Instant createdAt,
    long hits,
    @Version long version,
    @Derived("hostOf") String host) {

  /** A link whose host the writes derive from its target. */
  public ShortLink(
      String code, String target, String owner, Instant createdAt, long hits, long version) {
    this(code, target, owner, createdAt, hits, version, null);
  }

  /**
   * The host of a target URL, lower case ({@code https://Example.com/a} is {@code example.com});
   * none without a target.
   */
  static String hostOf(String target) {
    if (target == null) {
      return null;
    }
    String host = java.net.URI.create(target).getHost();
    return host == null ? null : host.toLowerCase(java.util.Locale.ROOT);
  }
}
