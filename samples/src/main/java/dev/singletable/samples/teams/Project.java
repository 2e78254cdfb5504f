package dev.singletable.samples.teams;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * A project, keyed {@code PROJECT#id} twice: it heads its partition, read with its memberships as
 * {@code projectTeam}.
 */
@Entity(table = Teams.class)
@KeyPattern(pk = "PROJECT#{projectId}", sk = "PROJECT#{projectId}")
@Collection("projectTeam")
public record Project(ProjectId projectId, String name, String description) {}
