package dev.singletable.samples.teams;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.util.List;

/**
 * A change proposed to a project, with the reviewers asked to approve it, in order. A reviewer's
 * approval is one field of one element of the list, reached by a typed path ({@code
 * ChangeRequestSchema.REVIEWERS.at(i).approved()}); see {@link TeamDirectory#approve}.
 */
@Entity(table = Teams.class)
@KeyPattern(pk = "CHANGES#{projectId}", sk = "CHANGE#{number}")
public record ChangeRequest(
    ProjectId projectId, int number, String title, List<Reviewer> reviewers) {

  /** A reviewer of a change request and whether they approved it. */
  public record Reviewer(String login, boolean approved) {}
}
