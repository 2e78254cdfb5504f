package dev.singletable.processor.it.keysback;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * A table whose stream carries keys only, while keys move: a change of an item still under its
 * former key is recognised from its key attributes alone.
 */
@Table(name = "Registers", stream = StreamView.KEYS_ONLY)
public interface Registers {}
