package dev.singletable.processor.it.sub;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Descending;
import dev.singletable.annotations.Table;
import dev.singletable.runtime.PageRequest;

/**
 * The table of the sub-collection tests: a user's partition holds their profile, the repositories
 * they own, the ones they manage and the issues and pull requests they discuss, each group its own
 * collection selected by a sort-key prefix, and one collection spanning them all.
 */
@Table(name = "Forge")
public interface Forge {

  @AccessPattern("What a user discusses, a page at a time")
  ForgeDb.Discussions discussionsOf(String username, PageRequest page);

  @AccessPattern("What a user discusses, the last first, a page at a time")
  @Descending
  ForgeDb.Discussions latestDiscussionsOf(String username, PageRequest page);

  @AccessPattern("Everything about a user")
  ForgeDb.UserAll everythingAbout(String username);
}
