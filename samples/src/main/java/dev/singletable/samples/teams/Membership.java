package dev.singletable.samples.teams;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/**
 * The edge between a user and a project, stored once in the project's partition and seen again in
 * the user's partition of the Inverted index, with both names copied in for listing either side.
 */
@Entity(table = Teams.class)
@KeyPattern(pk = "PROJECT#{projectId}", sk = "USER#{userId}", query = "membersOf")
@Gsi(index = "Inverted", pk = "USER#{userId}", sk = "PROJECT#{projectId}", query = "projectsOf")
@Collection("projectTeam")
@Collection(value = "userProjects", index = "Inverted")
public record Membership(
    ProjectId projectId,
    UserId userId,
    Role role,
    String projectName,
    String userName,
    Instant joinedAt) {}
