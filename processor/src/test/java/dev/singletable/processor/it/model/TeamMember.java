package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A sort key that repeats the partition placeholder: the query builder starts after it. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "TEAM#{teamId}", sk = "TEAM#{teamId}#MEMBER#{userId}")
public record TeamMember(String teamId, String userId, String role) {}
