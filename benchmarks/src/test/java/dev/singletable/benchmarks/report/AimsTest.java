package dev.singletable.benchmarks.report;

import static org.assertj.core.api.Assertions.assertThat;

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
    assertThat(aims.table()).contains("not measured by run.sh yet: jmh/AsyncBenchmark measures it");
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
