package dev.singletable.samples.teams;

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

  /** Removes the user from the project; returns whether they were a member. */
  boolean remove(ProjectId projectId, UserId userId) {
    return db.memberships().deleteReturning(new MembershipKey(projectId, userId)).isPresent();
  }
}
