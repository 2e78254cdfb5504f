package dev.singletable.samples.links;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * A link shortener's table, keyed by partition key only ({@code sk = ""}): every item is read by
 * its exact id, so a sort key would hold nothing. GSI1 lists an owner's links, newest first; GSI2
 * the links to one host (a derived attribute of the link).
 */
@Table(
    name = "Links",
    sk = "",
    gsis = {@GlobalIndex(name = "GSI1"), @GlobalIndex(name = "GSI2")})
public interface Links {}
