package dev.singletable.samples.links;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * A link shortener's table, keyed by partition key only ({@code sk = ""}): every item is read by
 * its exact id, so a sort key would hold nothing. Its index lists an owner's links, newest first.
 */
@Table(name = "Links", sk = "", gsis = @GlobalIndex(name = "GSI1"))
public interface Links {}
