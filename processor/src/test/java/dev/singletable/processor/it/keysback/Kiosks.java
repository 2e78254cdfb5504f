package dev.singletable.processor.it.keysback;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** A table whose delimiter moved from {@code #} to {@code |}, with a keys-only stream. */
@Table(name = "Kiosks", delimiter = "|", formerDelimiter = "#", stream = StreamView.KEYS_ONLY)
public interface Kiosks {}
