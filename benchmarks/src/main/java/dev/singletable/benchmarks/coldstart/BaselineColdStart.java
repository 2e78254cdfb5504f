package dev.singletable.benchmarks.coldstart;

/** No work: the JVM, this class and the report's management classes. */
public final class BaselineColdStart {

  private BaselineColdStart() {}

  public static void main(String[] args) {
    long start = System.nanoTime();
    long end = System.nanoTime();
    ColdStartReport.print("baseline", start, end, System.currentTimeMillis(), true);
  }
}
