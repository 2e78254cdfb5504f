package dev.singletable.samples.teams;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;
import java.util.List;
import java.util.Optional;

/**
 * The many-to-many single table (an adjacency list): a project's partition holds the project and
 * one membership per user; the Inverted index swaps the table's keys, so that a user's partition of
 * the index holds the user and the same memberships, one per project. The reads of the team
 * directory are declared here and implemented by {@code TeamsDb}.
 */
@Table(name = "Teams", async = true, gsis = @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"))
public interface Teams {

  @AccessPattern("A project by id")
  Optional<Project> project(ProjectId projectId);

  @AccessPattern("A user by id")
  Optional<User> user(UserId userId);

  @AccessPattern("The members of a project")
  List<Membership> membersOfProject(ProjectId projectId);

  @AccessPattern("The projects a user belongs to")
  List<Membership> projectsOfUser(UserId userId);

  @AccessPattern("A user's membership of a project")
  Optional<Membership> membership(ProjectId projectId, UserId userId);

  @AccessPattern("A project with its members, in one query")
  TeamsDb.ProjectTeam projectWithTeam(ProjectId projectId);

  @AccessPattern("A user with the projects they belong to, in one query")
  TeamsDb.UserProjects userWithProjects(UserId userId);
}
