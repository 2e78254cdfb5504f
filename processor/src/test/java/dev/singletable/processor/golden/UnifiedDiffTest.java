package dev.singletable.processor.golden;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The diff a golden mismatch prints. */
class UnifiedDiffTest {

  @Test
  void equalTextsHaveNoDiff() {
    assertThat(UnifiedDiff.of("A.java", "a\nb\n", "a\nb\n")).isEmpty();
  }

  @Test
  void aChangedLineShowsWithItsContextAndPositions() {
    String golden = "1\n2\n3\n4\n5\n6\n7\n8\n9\n";
    String generated = "1\n2\n3\n4\nfive\n6\n7\n8\n9\n";

    assertThat(UnifiedDiff.of("A.java", golden, generated))
        .isEqualTo(
            "--- A.java (golden)\n"
                + "+++ A.java (generated)\n"
                + "@@ -2,7 +2,7 @@\n"
                + " 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n");
  }

  @Test
  void distantChangesAreSeparateHunks() {
    String golden = "a\n1\n2\n3\n4\n5\n6\n7\n8\nb\n";
    String generated = "A\n1\n2\n3\n4\n5\n6\n7\n8\nB\n";

    assertThat(UnifiedDiff.of("A.java", golden, generated))
        .contains("@@ -1,4 +1,4 @@\n-a\n+A\n 1\n 2\n 3\n")
        .contains("@@ -7,4 +7,4 @@\n 6\n 7\n 8\n-b\n+B\n");
  }
}
