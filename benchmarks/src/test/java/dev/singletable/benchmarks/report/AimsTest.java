package dev.singletable.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.benchmarks.buildtime.BuildTime;
import dev.singletable.benchmarks.coldstart.ColdStartDriver.Summary;
import dev.singletable.benchmarks.report.Aims.Aim;
import dev.singletable.benchmarks.report.Aims.Verdict;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The aims' verdicts: CPU time decides, a ratio above its limit is a miss, absent is not. */
class AimsTest {

  private final List<Figure> figures = new ArrayList<>();
  private final List<Summary> cold = new ArrayList<>();

  @Test
  void aRatioAboveItsLimitIsAMissAndCpuTimeDecides() {
    figure("mapping", "toItem", "singletable", 1000, 1060, 3000); // CPU 1.06 > 1.05
    figure("mapping", "toItem", "handwritten", 1100, 1000, 4000);
    figure("keys", "pk", "singletable", 20, 11, 56); // time 1.54, CPU 1.10 <= 1.2
    figure("keys", "pk", "handwritten", 13, 10, 56);

    Aims aims = new Aims(figures, cold);

    Aim toItem = find(aims, "toItem ÷ hand-written (time)");
    assertThat(toItem.time().value()).isCloseTo(1000 / 1100.0, within());
    assertThat(toItem.cpu().value()).isCloseTo(1.06, within());
    assertThat(toItem.verdict()).isEqualTo(Verdict.MISS);
    assertThat(find(aims, "pk ÷ hand-written (time)").verdict()).isEqualTo(Verdict.PASS);
    assertThat(find(aims, "toItem ÷ hand-written (bytes allocated per op)").verdict())
        .isEqualTo(Verdict.PASS);
    assertThat(aims.missed()).extracting(Aim::name).containsExactly(toItem.name());
  }

  @Test
  void whatTheRunDidNotMeasureIsNeitherPassNorMiss() {
    Aims aims = new Aims(figures, cold);

    assertThat(aims.missed()).isEmpty();
    assertThat(aims.all()).extracting(Aim::verdict).containsOnly(Verdict.NOT_MEASURED);
    assertThat(aims.table()).contains("not measured in this run");
  }

  @Test
  void theAsyncPathIsJudgedOnClientCpuAgainstTheRawAsyncClient() {
    usFigure("async", "get", "async_singletable", 1000, 30_000); // CPU 1.5 > 1.2
    usFigure("async", "get", "async_raw", 1100, 20_000);
    usFigure("async", "query", "async_singletable", 2000, 40_000); // CPU 1.0
    usFigure("async", "query", "async_raw", 1000, 40_000);

    Aims aims = new Aims(figures, cold);

    Aim get = find(aims, "get async ÷ raw async client (time)");
    assertThat(get.cpu().value()).isCloseTo(1.5, within());
    assertThat(get.verdict()).isEqualTo(Verdict.MISS);
    assertThat(find(aims, "query async ÷ raw async client (time)").verdict())
        .isEqualTo(Verdict.PASS);
  }

  @Test
  void endToEndRequestsAreJudgedOnClientCpuAgainstTheRawSdkCall() {
    usFigure("endToEnd", "get", "singletable", 900, 12_000); // CPU 1.2 > 1.1
    usFigure("endToEnd", "get", "raw", 1000, 10_000);
    usFigure("endToEnd", "put", "singletable", 2000, 10_500); // CPU 1.05, time 2.0
    usFigure("endToEnd", "put", "raw", 1000, 10_000);

    Aims aims = new Aims(figures, cold);

    Aim get = find(aims, "get end to end ÷ raw SDK call (client CPU)");
    assertThat(get.cpu().value()).isCloseTo(1.2, within());
    assertThat(get.verdict()).isEqualTo(Verdict.MISS);
    assertThat(find(aims, "put end to end ÷ raw SDK call (client CPU)").verdict())
        .isEqualTo(Verdict.PASS);
    assertThat(find(aims, "query end to end ÷ raw SDK call (client CPU)").verdict())
        .isEqualTo(Verdict.NOT_MEASURED);
  }

  @Test
  void aShardedReadAboveItsLimitIsShownButDoesNotFailTheRun() {
    usFigure("sharded", "page", "eightShards", 30_000, 1000);
    usFigure("sharded", "page", "oneShard", 10_000, 1000);

    Aims aims = new Aims(figures, cold);

    Aim sharded = find(aims, "sharded page (8 shards) ÷ one partition's page (latency)");
    assertThat(sharded.time().value()).isCloseTo(3.0, within());
    assertThat(sharded.verdict()).isEqualTo(Verdict.ENVIRONMENT_BOUND);
    assertThat(aims.missed()).isEmpty();
    assertThat(aims.table()).contains("above the limit, not a verdict: the local engine");
  }

  /** A figure in microseconds (the engine benchmarks), CPU in nanoseconds. */
  private void usFigure(String group, String op, String variant, double us, double cpuNanos) {
    figures.add(
        new Figure(
            group, op, variant, "us", us, us * 0.01, 1e6 / us, 0, false, Double.NaN, cpuNanos, 1));
  }

  @Test
  void coldStartIsComparedAboveAnEmptyMain() {
    cold.add(new Summary("baseline", 10, 0, 37, 50, 160, 773, 166));
    cold.add(new Summary("singletable", 10, 100, 140, 160, 390, 1000, 290)); // 110 ms, 227 classes
    cold.add(new Summary("handwritten", 10, 100, 140, 150, 380, 1000, 290)); // 100 ms, 227 classes

    Aims aims = new Aims(figures, cold);

    Aim cpu = find(aims, "cold start ÷ hand-written (main-thread CPU above an empty main)");
    assertThat(cpu.cpu().value()).isCloseTo(1.10, within());
    assertThat(cpu.verdict()).isEqualTo(Verdict.MISS);
    assertThat(
            find(aims, "cold start ÷ hand-written (classes loaded above an empty main)").verdict())
        .isEqualTo(Verdict.PASS);
  }

  @Test
  void buildTimeIsJudgedOnLinesPerEntityAndOnTheMedianCpuRatioOfJavac() {
    BuildTime build =
        new BuildTime(
            40,
            200,
            21_000, // 525 lines per entity > 500
            List.of(javac(9_000, 6_000), javac(9_900, 6_300), javac(9_300, 5_700)),
            List.of(javac(2_000, 2_000), javac(3_000, 2_100), javac(2_500, 2_200)));

    Aims aims = new Aims(figures, cold, build);

    Aim lines =
        find(aims, "generated Java lines per entity (40-entity table; the figure, not a ratio)");
    assertThat(lines.time().value()).isCloseTo(525, within());
    assertThat(lines.verdict()).isEqualTo(Verdict.MISS);
    Aim javac = find(aims, "javac with the processor ÷ without (40-entity table; JVM wall time)");
    assertThat(javac.time().value()).isCloseTo(9_300 / 2_500.0, within()); // wall 3.72: shown
    assertThat(javac.cpu().value()).isCloseTo(6_000 / 2_100.0, within()); // CPU 2.86: decides
    // the error is half the range of the per-round ratios: 3.0, 3.0, 2.5909...
    assertThat(javac.cpu().error()).isCloseTo((3.0 - 5_700 / 2_200.0) / 2, within());
    assertThat(javac.verdict()).isEqualTo(Verdict.PASS);
    assertThat(aims.missed()).extracting(Aim::name).containsExactly(lines.name());
    assertThat(aims.table()).contains("| ≤ 500 | 525 | - | **MISS** |");
  }

  private static BuildTime.Run javac(double wallMs, double cpuMs) {
    return new BuildTime.Run(wallMs, wallMs - 300, cpuMs);
  }

  private void figure(
      String group, String op, String variant, double ns, double cpu, double bytes) {
    figures.add(
        new Figure(group, op, variant, "ns", ns, ns * 0.01, 1e9 / ns, 0, false, bytes, cpu, 1));
  }

  private static Aim find(Aims aims, String name) {
    return aims.all().stream().filter(a -> a.name().equals(name)).findFirst().orElseThrow();
  }

  private static org.assertj.core.data.Offset<Double> within() {
    return org.assertj.core.data.Offset.offset(1e-9);
  }
}
