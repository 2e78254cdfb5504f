package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** A table whose stream carries both images: entries of accounts and their balances. */
@Table(name = "Journal", stream = StreamView.NEW_AND_OLD_IMAGES)
public interface Journal {}
