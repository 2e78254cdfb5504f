package dev.singletable.samples.teams;

import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import java.time.Instant;
import java.util.NoSuchElementException;

/**
 * Adds, re-roles and removes project members; each is one write of the membership item. The ids are
 * value types, so {@code add(userId, projectId, ...)} does not compile.
 */
final class TeamDirectory {

  private final TeamsDb db;

  TeamDirectory(TeamsDb db) {
    this.db = db;
  }

  /**
   * Adds the user to the project, copying both names into the membership.
   *
   * @throws NoSuchElementException when the user or the project does not exist
   * @throws ItemAlreadyExistsException when the user is already a member
   */
  Membership add(ProjectId projectId, UserId userId, Role role, Instant at) {
    Project project =
        db.project(projectId)
            .orElseThrow(() -> new NoSuchElementException("no project " + projectId));
    User user = db.user(userId).orElseThrow(() -> new NoSuchElementException("no user " + userId));
    return db.memberships()
        .create(new Membership(projectId, userId, role, project.name(), user.name(), at));
  }

  /**
   * Gives a member another role.
   *
   * @throws ItemNotFoundException when the user is not a member
   */
  Membership changeRole(ProjectId projectId, UserId userId, Role role) {
    return db.memberships()
        .update(new MembershipKey(projectId, userId))
        .set(MembershipSchema.ROLE, role)
        .execute()
        .orElseThrow();
  }

  /**
   * Records that reviewer {@code index} of a change request approves it: one field of one list
   * element set, guarded by the login of that same element (typed paths into the list), so that a
   * list reordered meanwhile fails the write rather than approving on someone else's behalf.
   *
   * @throws ConditionFailedException when reviewer {@code index} is not {@code login} (or the
   *     change request does not exist)
   */
  ChangeRequest approve(ProjectId projectId, int number, int index, String login) {
    return db.changeRequests()
        .update(new ChangeRequestKey(projectId, number))
        .apply(ChangeRequestSchema.REVIEWERS.at(index).approved().set(true))
        .condition(ChangeRequestSchema.REVIEWERS.at(index).login().eq(login))
        .execute()
        .orElseThrow();
  }

  /** Removes the user from the project; returns whether they were a member. */
  boolean remove(ProjectId projectId, UserId userId) {
    return db.memberships().deleteReturning(new MembershipKey(projectId, userId)).isPresent();
  }
}
