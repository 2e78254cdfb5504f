package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.DeclaredPatternPlan.Bound;
import dev.singletable.processor.plan.DeclaredPatternPlan.FilterCall;
import dev.singletable.processor.plan.DeclaredPatternPlan.KeyRange;
import dev.singletable.processor.plan.DeclaredPatternPlan.Read;
import dev.singletable.processor.plan.TablePlan;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Adds to {@code ShopDb} the implementation of each access pattern its interface declares: a {@code
 * GetItem} through the repository, or a chain of the public repository and query-builder calls an
 * application would write by hand, with null checks where a {@code null} argument means "no bound"
 * or "no filter".
 */
final class DeclaredPatternWriter {

  private final TablePlan design;

  DeclaredPatternWriter(TablePlan design) {
    this.design = design;
  }

  void write(TypeSpec.Builder db) {
    boolean requires = false;
    for (DeclaredPatternPlan pattern : design.declaredPatterns()) {
      db.addMethod(method(pattern));
      requires |= !pattern.required().isEmpty();
    }
    if (requires) {
      db.addMethod(requireArgument());
    }
  }

  private MethodSpec method(DeclaredPatternPlan pattern) {
    DeclaredPatternPlan.Description description = pattern.description();
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(pattern.method())
            .addJavadoc("$L\n\n<p>$L.\n", sentence(pattern.sentence()), served(description))
            .addAnnotation(Override.class)
            .addModifiers(Modifier.PUBLIC)
            .returns(pattern.returnType());
    for (DeclaredPatternPlan.Parameter parameter : pattern.parameters()) {
      method.addParameter(parameter.type(), parameter.name());
    }
    for (String required : pattern.required()) {
      method.addStatement(
          "$N($N, $S, $S)", design.requireArgument(), required, pattern.method(), required);
    }
    pattern
        .getItem()
        .ifPresent(
            get ->
                method.addStatement(
                    "return $N().$N(new $T($L))",
                    get.accessor(),
                    get.consistent() ? "getConsistent" : "get",
                    get.key(),
                    String.join(", ", get.arguments())));
    pattern.read().ifPresent(read -> read(method, read));
    return method.build();
  }

  /** The sentence as the Javadoc's first sentence: ended, and unable to close the comment. */
  private static String sentence(String sentence) {
    String text = sentence.strip().replace("*/", "*&#47;");
    return text.endsWith(".") || text.endsWith("?") || text.endsWith("!") ? text : text + ".";
  }

  /** {@code Query of index GSI1: {@code GSI1PK = USER#{userId}}, filtered by {@code ...}}. */
  private static String served(DeclaredPatternPlan.Description description) {
    StringBuilder text = new StringBuilder(description.operation());
    if (!description.operation().equals("Scan")) {
      text.append(
              description.index() == null ? " of the table" : " of index " + description.index())
          .append(": {@code ")
          .append(description.keyCondition())
          .append('}');
    } else {
      text.append(" of the whole table");
    }
    if (description.filter() != null) {
      text.append(", filtered by {@code ").append(description.filter()).append('}');
    }
    return text.toString().replace("*/", "*&#47;");
  }

  private void read(MethodSpec.Builder method, Read read) {
    CodeBlock head = head(read.head());
    if (!read.conditional()) {
      CodeBlock.Builder chain = CodeBlock.builder().add(head);
      read.range().ifPresent(range -> chain.add(fixedRange(range)));
      read.filters().forEach(filter -> chain.add(".filter($L)", condition(filter)));
      method.addStatement("return $L$L", chain.build(), finish(read));
      return;
    }
    TypeName query =
        read.view()
            .<TypeName>map(
                view ->
                    ParameterizedTypeName.get(
                        RuntimeTypes.VIEW_QUERY, view, read.entity(), read.key()))
            .orElse(ParameterizedTypeName.get(RuntimeTypes.ENTITY_QUERY, read.entity()));
    if (read.stage().isPresent()) {
      method.addStatement("$T $N = $L", read.stage().get(), read.stageLocal(), head);
      method.addStatement("$T $N = $N", query, read.queryLocal(), read.stageLocal());
      rangeChecks(method, read, read.range().orElseThrow());
    } else {
      CodeBlock.Builder start = CodeBlock.builder().add(head);
      read.range().ifPresent(range -> start.add(fixedRange(range)));
      read.filters().stream()
          .filter(filter -> !filter.nullable())
          .forEach(filter -> start.add(".filter($L)", condition(filter)));
      method.addStatement("$T $N = $L", query, read.queryLocal(), start.build());
    }
    for (FilterCall filter : read.filters()) {
      if (filter.nullable()) {
        method
            .beginControlFlow("if ($N != null)", filter.parameter())
            .addStatement(
                "$N = $N.filter($L)", read.queryLocal(), read.queryLocal(), condition(filter))
            .endControlFlow();
      } else if (read.stage().isPresent()) {
        method.addStatement(
            "$N = $N.filter($L)", read.queryLocal(), read.queryLocal(), condition(filter));
      }
    }
    method.addStatement("return $N$L", read.queryLocal(), finish(read));
  }

  private static CodeBlock head(DeclaredPatternPlan.Head head) {
    CodeBlock.Builder code = CodeBlock.builder();
    head.accessor().ifPresent(accessor -> code.add("$N().", accessor));
    code.add("$N($L)", head.method(), String.join(", ", head.arguments()));
    for (DeclaredPatternPlan.Call step : head.steps()) {
      code.add(".$N($N)", step.method(), step.argument());
    }
    return code.build();
  }

  /** A range whose bounds are all given (primitive): one call. */
  private static CodeBlock fixedRange(KeyRange range) {
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
  private static CodeBlock between(Bound lower, Bound upper) {
    return CodeBlock.of(
        "$T.between($N, $N)", RuntimeTypes.RANGE, lower.parameter(), upper.parameter());
  }

  /** {@code Range.from(low)}: a range of one bound. */
  private static CodeBlock single(Bound bound) {
    return CodeBlock.of("$T.$N($N)", RuntimeTypes.RANGE, bound.method(), bound.parameter());
  }

  /** A range with a nullable bound: the range depends on which bounds are given. */
  private static void rangeChecks(MethodSpec.Builder method, Read read, KeyRange range) {
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

  private static CodeBlock condition(FilterCall filter) {
    return CodeBlock.of(
        "$T.$N.$N($N)", filter.schema(), filter.constant(), filter.operator(), filter.parameter());
  }

  /** The options, then the call that returns the declared shape. */
  private static CodeBlock finish(Read read) {
    CodeBlock.Builder code = CodeBlock.builder();
    if (read.descending()) {
      code.add(".descending()");
    }
    if (read.consistent()) {
      code.add(".consistentRead()");
    }
    Optional<String> limit = read.limit();
    Optional<String> page = read.pageRequest();
    if (page.isPresent()) {
      CodeBlock size =
          limit
              .map(l -> CodeBlock.of("$T.min($N.size(), $L)", Math.class, page.get(), l))
              .orElse(CodeBlock.of("$N.size()", page.get()));
      return code.add(".limit($L).startAfter($N.cursor()).page()", size, page.get()).build();
    }
    switch (read.finish()) {
      case FIRST -> code.add(".first()");
      case PAGE -> code.add(limit.map(l -> ".limit(" + l + ")").orElse("")).add(".page()");
      case LIST ->
          code.add(
              limit
                  .map(l -> CodeBlock.of(".limit($L).stream().limit($L).toList()", l, l))
                  .orElse(CodeBlock.of(".list()")));
      case STREAM ->
          code.add(
              limit
                  .map(l -> CodeBlock.of(".limit($L).stream().limit($L)", l, l))
                  .orElse(CodeBlock.of(".stream()")));
      case FETCH -> code.add(".fetchItems().items()");
      case COLLECTION ->
          code.add(
              limit
                  .map(l -> CodeBlock.of(".limit($L).page()", l))
                  .orElse(CodeBlock.of(".fetch()")));
    }
    return code.build();
  }

  private MethodSpec requireArgument() {
    return MethodSpec.methodBuilder(design.requireArgument())
        .addJavadoc(
            "Refuses a {@code null} key argument of a declared read before anything is sent:"
                + " it would\nselect no item.\n")
        .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
        .addParameter(Object.class, "argument")
        .addParameter(String.class, "method")
        .addParameter(String.class, "parameter")
        .beginControlFlow("if (argument == null)")
        .addStatement(
            "throw new $T($Wmethod + \": \" + parameter$W+ \" must not be null; it selects the"
                + " items to read\")",
            IllegalArgumentException.class)
        .endControlFlow()
        .build();
  }
}
