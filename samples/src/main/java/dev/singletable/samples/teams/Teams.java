package dev.singletable.samples.teams;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The many-to-many single table (an adjacency list): a project's partition holds the project and
 * one membership per user; the Inverted index swaps the table's keys, so that a user's partition of
 * the index holds the user and the same memberships, one per project.
 */
@Table(name = "Teams", gsis = @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"))
public interface Teams {}
