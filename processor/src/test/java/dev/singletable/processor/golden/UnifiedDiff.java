package dev.singletable.processor.golden;

import java.util.ArrayList;
import java.util.List;

/** A unified diff of two texts, line by line, as {@code diff -u} prints it. */
final class UnifiedDiff {

  private static final int CONTEXT = 3;

  private UnifiedDiff() {}

  /** The diff turning {@code expected} into {@code actual}; empty when they are equal. */
  static String of(String name, String expected, String actual) {
    List<String> a = expected.lines().toList();
    List<String> b = actual.lines().toList();
    List<Line> lines = lines(a, b);
    StringBuilder out = new StringBuilder();
    int i = 0;
    while (i < lines.size()) {
      if (lines.get(i).kind == ' ') {
        i++;
        continue;
      }
      int start = Math.max(0, i - CONTEXT);
      int end = i;
      // Extend the hunk while the next change is within twice the context.
      while (end < lines.size()) {
        int next = end;
        while (next < lines.size() && lines.get(next).kind == ' ') {
          next++;
        }
        if (next == lines.size() || next - end > 2 * CONTEXT) {
          end = Math.min(lines.size(), end + CONTEXT);
          break;
        }
        end = next + 1;
      }
      if (out.length() == 0) {
        out.append("--- ").append(name).append(" (golden)\n");
        out.append("+++ ").append(name).append(" (generated)\n");
      }
      hunk(out, lines, start, end);
      i = end;
    }
    return out.toString();
  }

  private static void hunk(StringBuilder out, List<Line> lines, int start, int end) {
    int oldStart = lines.get(start).oldLine;
    int newStart = lines.get(start).newLine;
    int oldCount = 0;
    int newCount = 0;
    for (int k = start; k < end; k++) {
      oldCount += lines.get(k).kind != '+' ? 1 : 0;
      newCount += lines.get(k).kind != '-' ? 1 : 0;
    }
    out.append(String.format("@@ -%d,%d +%d,%d @@\n", oldStart, oldCount, newStart, newCount));
    for (int k = start; k < end; k++) {
      out.append(lines.get(k).kind).append(lines.get(k).text).append('\n');
    }
  }

  /** One line of the diff with its 1-based position in each text. */
  private record Line(char kind, String text, int oldLine, int newLine) {}

  /** Common lines by longest common subsequence; the files compared are small enough for it. */
  private static List<Line> lines(List<String> a, List<String> b) {
    int[][] common = new int[a.size() + 1][b.size() + 1];
    for (int i = a.size() - 1; i >= 0; i--) {
      for (int j = b.size() - 1; j >= 0; j--) {
        common[i][j] =
            a.get(i).equals(b.get(j))
                ? common[i + 1][j + 1] + 1
                : Math.max(common[i + 1][j], common[i][j + 1]);
      }
    }
    List<Line> lines = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
        lines.add(new Line(' ', a.get(i), i + 1, j + 1));
        i++;
        j++;
      } else if (i < a.size() && (j == b.size() || common[i + 1][j] >= common[i][j + 1])) {
        lines.add(new Line('-', a.get(i), i + 1, j + 1));
        i++;
      } else {
        lines.add(new Line('+', b.get(j), i + 1, j + 1));
        j++;
      }
    }
    return lines;
  }
}
