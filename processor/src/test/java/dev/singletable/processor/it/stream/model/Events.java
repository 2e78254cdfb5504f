package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** A table whose stream carries keys only, so changes are recognised by key pattern. */
@Table(name = "Events", delimiter = "|", stream = StreamView.KEYS_ONLY)
public interface Events {}
