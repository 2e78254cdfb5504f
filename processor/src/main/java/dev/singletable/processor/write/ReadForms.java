package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.DeclaredPatternPlan.Read;

/**
 * The start of a declared read ({@code orders().byUserId(userId).createdAt(day)}), and each of its
 * forms when it has optional equalities ({@code @Nullable}): the first null optional argument ends
 * the key condition before its component, as the processor proved each form may.
 */
final class ReadForms {

  private ReadForms() {}

  /** The head with its first {@code steps} equality calls. */
  static CodeBlock head(DeclaredPatternPlan.Head head, int steps) {
    CodeBlock.Builder code = CodeBlock.builder();
    head.accessor().ifPresent(accessor -> code.add("$N().", accessor));
    code.add("$N($L)", head.method(), String.join(", ", head.arguments()));
    for (DeclaredPatternPlan.Call step : head.steps().subList(0, steps)) {
      code.add(".$N($N)", step.method(), step.argument());
    }
    return code.build();
  }

  /** {@link #head}, as the query to run: a head that ends at a stage takes its {@code all()}. */
  static CodeBlock query(DeclaredPatternPlan.Head head, int steps) {
    CodeBlock code = head(head, steps);
    return steps < head.stages() ? CodeBlock.of("$L.all()", code) : code;
  }

  /** {@code if (a == null) { query = ...; } else if (b == null) {...} else {...}}. */
  static void write(CodeBlock.Builder method, Read read) {
    DeclaredPatternPlan.Head head = read.head();
    for (int i = head.requiredSteps(); i < head.steps().size(); i++) {
      String argument = head.steps().get(i).argument();
      if (i == head.requiredSteps()) {
        method.beginControlFlow("if ($N == null)", argument);
      } else {
        method.nextControlFlow("else if ($N == null)", argument);
      }
      method.addStatement("$N = $L", read.queryLocal(), query(head, i));
    }
    method
        .nextControlFlow("else")
        .addStatement("$N = $L", read.queryLocal(), query(head, head.steps().size()))
        .endControlFlow();
  }
}
