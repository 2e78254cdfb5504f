package dev.singletable.golden;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/** The reference table without a sort key, with an index named without digits. */
@Table(name = "Ledger", sk = "", gsis = @GlobalIndex(name = "by-owner", hasSortKey = false))
public interface Ledger {}
