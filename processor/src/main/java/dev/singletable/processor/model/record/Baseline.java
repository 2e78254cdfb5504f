package dev.singletable.processor.model.record;

/**
 * What the {@code singletable.baseline} folder holds for one table: its accepted design record, or
 * why there is none to compare with (each a compile error naming the file: a baseline is never
 * silently ignored).
 */
public sealed interface Baseline {

  /** The file the record was expected in, as the messages name it. */
  String file();

  /** The accepted record, read and checked against the format. */
  record Found(String file, DesignRecord record) implements Baseline {}

  /**
   * No record of the table: the file does not exist.
   *
   * @param folderMissing whether the baseline folder itself does not exist
   */
  record Missing(String file, boolean folderMissing) implements Baseline {}

  /**
   * A file that is not a design record of a format this processor reads.
   *
   * @param reason what is wrong, with where in the file when known
   */
  record Corrupt(String file, String reason) implements Baseline {}

  /** A record in a newer format than this processor reads. */
  record Newer(String file, int formatVersion) implements Baseline {}
}
