package dev.singletable.processor.it.retype;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** The table of the entity type rename tests: parcels once stored as entity type {@code PKG}. */
@Table(name = "Depot", stream = StreamView.NEW_AND_OLD_IMAGES)
public interface Depot {}
