package dev.singletable.migrations;

import java.util.HashMap;
import java.util.Map;

/**
 * Where migration jobs keep their checkpoints. By default ({@link MigrationOptions#checkpoints}
 * unset) a job keeps its checkpoint as an item of the migrated table; supply a store to keep it
 * elsewhere (another table, a file, a parameter store).
 *
 * <p>{@link #replace} must be atomic (compare and set by {@link MigrationCheckpoint#revision()}):
 * it is what keeps two runs of one job from running at once.
 */
public interface MigrationCheckpoints {

  /** The checkpoint saved for {@code job} of {@code table}, or {@code null} when there is none. */
  MigrationCheckpoint load(String table, String job);

  /**
   * Saves {@code next} if the stored checkpoint is still {@code expected} (same revision; {@code
   * null}: none stored); returns whether it did.
   */
  boolean replace(MigrationCheckpoint expected, MigrationCheckpoint next);

  /** A store in memory, for tests and for jobs that need not survive their process. */
  static MigrationCheckpoints inMemory() {
    Map<String, MigrationCheckpoint> saved = new HashMap<>();
    return new MigrationCheckpoints() {
      @Override
      public synchronized MigrationCheckpoint load(String table, String job) {
        return saved.get(table + "/" + job);
      }

      @Override
      public synchronized boolean replace(MigrationCheckpoint expected, MigrationCheckpoint next) {
        String slot = next.table() + "/" + next.job();
        MigrationCheckpoint current = saved.get(slot);
        boolean same =
            current == null
                ? expected == null
                : expected != null && current.revision() == expected.revision();
        if (same) {
          saved.put(slot, next);
        }
        return same;
      }
    };
  }
}
