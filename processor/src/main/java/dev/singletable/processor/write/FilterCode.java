package dev.singletable.processor.write;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import dev.singletable.processor.plan.DeclaredPatternPlan;
import dev.singletable.processor.plan.DeclaredPatternPlan.FilterCall;
import dev.singletable.processor.plan.DeclaredPatternPlan.FilterTemplate;
import dev.singletable.processor.plan.DeclaredPatternPlan.Read;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The filter of a declared read: its template, a constant of the Db rendered at compile time, and
 * the call that binds a read's arguments to it.
 */
final class FilterCode {

  private FilterCode() {}

  /** {@code LARGE_ORDERS_FILTER = Expressions.template("#n0 = :v0", "status")}. */
  static FieldSpec template(DeclaredPatternPlan pattern, FilterTemplate template) {
    CodeBlock.Builder names = CodeBlock.builder();
    template.names().forEach(name -> names.add(",$W$S", name));
    return FieldSpec.builder(
            ParameterizedTypeName.get(
                RuntimeTypes.EXPRESSIONS_TEMPLATE, pattern.read().orElseThrow().entity()),
            template.constant(),
            Modifier.STATIC,
            Modifier.FINAL)
        .addJavadoc("The filter of {@link #$N}, rendered at compile time.\n", pattern.method())
        .initializer(
            "$Z$T.template($Z$S$L)", RuntimeTypes.EXPRESSIONS, template.text(), names.build())
        .build();
  }

  /**
   * {@code LARGE_ORDERS_FILTER.bind(status == null ? null : OrderSchema.STATUS.encode(status))}.
   */
  static Optional<CodeBlock> bind(Read read) {
    return read.template()
        .map(
            template ->
                CodeBlock.of(
                    "$N.bind($Z$L)",
                    template.constant(),
                    CodeBlock.join(
                        read.filters().stream()
                            .flatMap(f -> arguments(f, read.filters().size() > 1).stream())
                            .toList(),
                        ",$W")));
  }

  /**
   * The values a filter call binds: its argument; while a migration runs, a second one (the
   * argument again for a renamed attribute, read under both names; the former stored name of a
   * renamed enum constant, or the argument where it has none).
   */
  private static List<CodeBlock> arguments(FilterCall filter, boolean several) {
    CodeBlock argument = argument(filter, several);
    return switch (filter.former()) {
      case NONE -> List.of(argument);
      case NAME -> List.of(argument, argument);
      case CONSTANT ->
          List.of(
              argument,
              CodeBlock.of(
                  "$T.formerOrEncoded($T.$N,$W$N)",
                  RuntimeTypes.EXPRESSIONS,
                  filter.schema(),
                  filter.constant(),
                  filter.parameter()));
    };
  }

  /**
   * A filter argument encoded as its attribute stores it (a prefix as given); a nullable one as
   * null when not given, unless it is the only one (then the filter is added only when given).
   */
  private static CodeBlock argument(FilterCall filter, boolean several) {
    CodeBlock value =
        filter.prefix()
            ? CodeBlock.of("$T.createS($N)", RuntimeTypes.ATTRIBUTE_VALUE, filter.parameter())
            : CodeBlock.of(
                "$T.$N.encode($N)", filter.schema(), filter.constant(), filter.parameter());
    return filter.nullable() && several
        ? CodeBlock.of("$N == null ? null : $L", filter.parameter(), value)
        : value;
  }
}
