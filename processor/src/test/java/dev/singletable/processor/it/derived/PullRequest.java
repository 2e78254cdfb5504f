package dev.singletable.processor.it.derived;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.util.List;
import java.util.Map;

/**
 * A pull request with its reviewers, as a list and by name: conditions and updates reach one field
 * of one reviewer through typed paths ({@code REVIEWERS.at(i).approved()}).
 */
@Entity(table = Tracker.class)
@KeyPattern(pk = "REPO#{repo}", sk = "PULL#{number}")
public record PullRequest(
    String repo, int number, List<Reviewer> reviewers, Map<String, Reviewer> byLogin) {

  /** A reviewer and their verdict. */
  public record Reviewer(String login, boolean approved, int comments) {}
}
