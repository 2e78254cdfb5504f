package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import dev.singletable.processor.plan.DeclaredPatternPlan.Bound;
import dev.singletable.processor.plan.DeclaredPatternPlan.KeyRange;
import dev.singletable.processor.plan.DeclaredPatternPlan.Read;

/**
 * The sort-key range of a declared read, as {@link DeclaredPatternWriter} renders it: one call when
 * every bound is given, or the checks that choose the range by which nullable bounds are.
 */
final class DeclaredRanges {

  private DeclaredRanges() {}

  /** A range whose bounds are all given (primitive): one call. */
  static CodeBlock fixedRange(KeyRange range) {
    if (range.between()) {
      return CodeBlock.of(
          ".$N($L)",
          range.component(),
          between(range.lower().orElseThrow(), range.upper().orElseThrow()));
    }
    Bound bound = range.lower().or(range::upper).or(range::prefix).orElseThrow();
    return CodeBlock.of(".$N($L)", range.component(), single(bound));
  }

  /** {@code Range.between(low, high)}. */
  static CodeBlock between(Bound lower, Bound upper) {
    return CodeBlock.of(
        "$T.between($N, $N)", RuntimeTypes.RANGE, lower.parameter(), upper.parameter());
  }

  /** {@code Range.from(low)}: a range of one bound. */
  static CodeBlock single(Bound bound) {
    return CodeBlock.of("$T.$N($N)", RuntimeTypes.RANGE, bound.method(), bound.parameter());
  }

  /** A range with a nullable bound: the range depends on which bounds are given. */
  static void rangeChecks(CodeBlock.Builder method, Read read, KeyRange range) {
    String stage = read.stageLocal();
    String query = read.queryLocal();
    String component = range.component();
    if (!range.between()) {
      Bound bound = range.lower().or(range::upper).or(range::prefix).orElseThrow();
      method
          .beginControlFlow("if ($N != null)", bound.parameter())
          .addStatement("$N = $N.$N($L)", query, stage, component, single(bound))
          .endControlFlow();
      return;
    }
    Bound lower = range.lower().orElseThrow();
    Bound upper = range.upper().orElseThrow();
    if (lower.nullable() && upper.nullable()) {
      method
          .beginControlFlow("if ($N != null && $N != null)", lower.parameter(), upper.parameter())
          .addStatement("$N = $N.$N($L)", query, stage, component, between(lower, upper))
          .nextControlFlow("else if ($N != null)", lower.parameter())
          .addStatement("$N = $N.$N($L)", query, stage, component, single(lower))
          .nextControlFlow("else if ($N != null)", upper.parameter())
          .addStatement("$N = $N.$N($L)", query, stage, component, single(upper))
          .endControlFlow();
      return;
    }
    // One bound is primitive, so always given: the other decides between a between and it alone.
    Bound optional = lower.nullable() ? lower : upper;
    Bound always = lower.nullable() ? upper : lower;
    method
        .beginControlFlow("if ($N != null)", optional.parameter())
        .addStatement("$N = $N.$N($L)", query, stage, component, between(lower, upper))
        .nextControlFlow("else")
        .addStatement("$N = $N.$N($L)", query, stage, component, single(always))
        .endControlFlow();
  }
}
