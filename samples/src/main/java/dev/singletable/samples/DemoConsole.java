package dev.singletable.samples;

import dev.singletable.runtime.EntityQuery;
import dev.singletable.runtime.Page;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;

/**
 * What every demo prints for an access pattern: its name, the key condition sent, the typed
 * results.
 */
public final class DemoConsole {

  private final PrintStream out;

  public DemoConsole(PrintStream out) {
    this.out = out;
  }

  /** Where the demo writes, for its own lines. */
  public PrintStream out() {
    return out;
  }

  /**
   * The items a declared read returned, under its sentence and how the processor serves it (from
   * the model report).
   */
  public void showRead(String pattern, String servedBy, List<?> items) {
    out.println("== " + pattern);
    out.println("   served by: " + servedBy);
    items.forEach(item -> out.println("   " + item));
    if (items.isEmpty()) {
      out.println("   (none)");
    }
    out.println();
  }

  /** One page of a query, each item printed with {@code toString()}. */
  public <T> void show(String pattern, EntityQuery<T> query) {
    show(pattern, query, String::valueOf);
  }

  /** One page of a query, each item printed with {@code format}. */
  public <T> void show(String pattern, EntityQuery<T> query, Function<? super T, String> format) {
    out.println("== " + pattern);
    out.println("   key condition: " + query.describe());
    Page<T> page = query.page();
    page.items().forEach(item -> out.println("   " + format.apply(item)));
    if (page.items().isEmpty()) {
      out.println("   (none)");
    }
    if (page.skippedItems() > 0) {
      out.println(
          "   ("
              + page.skippedItems()
              + " item(s) of the partition left out: other types or expired)");
    }
    out.println();
  }

  /** Every page of a query, following the cursor, each item printed with {@code format}. */
  public <T> void showPages(
      String pattern, EntityQuery<T> query, Function<? super T, String> format) {
    out.println("== " + pattern);
    out.println("   key condition: " + query.describe());
    String cursor = null;
    int number = 1;
    do {
      Page<T> page = query.startAfter(cursor).page();
      out.println("   page " + number++ + ":");
      page.items().forEach(item -> out.println("     " + format.apply(item)));
      cursor = page.cursor();
      if (cursor != null) {
        out.println(
            "     next cursor: " + cursor.substring(0, Math.min(24, cursor.length())) + "...");
      }
    } while (cursor != null);
    out.println();
  }
}
