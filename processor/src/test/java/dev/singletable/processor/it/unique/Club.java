package dev.singletable.processor.it.unique;

import dev.singletable.annotations.Table;

/** A club's table: members whose emails and badge numbers are unique, and handles of players. */
@Table(name = "Club", async = true)
public interface Club {}
