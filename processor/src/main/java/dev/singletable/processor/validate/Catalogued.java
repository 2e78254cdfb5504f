package dev.singletable.processor.validate;

/** A diagnostic of a catalogue: its stable id and the text it formats with its arguments. */
public interface Catalogued {

  /** The id, as in {@code [singletable:<id>]} and {@code @SuppressWarnings("singletable:<id>")}. */
  String id();

  /** The text with its arguments in place. */
  String format(Object... arguments);
}
