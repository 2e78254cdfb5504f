package dev.singletable.runtime.expression;

import java.util.List;
import java.util.Set;

/** Checks that a condition has the shape DynamoDB accepts as a KeyConditionExpression. */
final class KeyConditions {

  private static final Set<String> SORT_OPERATORS = Set.of("=", "<", "<=", ">", ">=");

  private KeyConditions() {}

  /**
   * Refuses anything but {@code pk = v} optionally AND one sort-key condition on another attribute.
   */
  static void requireKeyShape(Condition condition) {
    List<Condition> parts =
        condition instanceof ConditionNodes.Junction j
                && j.kind() == ConditionNodes.Junction.Kind.AND
            ? j.parts()
            : List.of(condition);
    Path partition = partitionPath(parts.get(0));
    Path sort = parts.size() == 2 ? sortPath(parts.get(1)) : null;
    boolean valid =
        partition != null
            && (parts.size() == 1 || parts.size() == 2 && sort != null && !sort.equals(partition));
    if (!valid) {
      throw new IllegalArgumentException(
          "A key condition must be 'partitionKey = value', optionally AND one condition on the "
              + "sort key (=, <, <=, >, >=, BETWEEN or begins_with), both on top-level attributes: "
              + "got "
              + ExpressionWriter.abbreviate(condition.toString())
              + "; put the partition key first and move other conditions to the filter");
    }
  }

  private static Path partitionPath(Condition c) {
    return c instanceof ConditionNodes.Comparison cmp && cmp.op().equals("=")
        ? comparedPath(cmp)
        : null;
  }

  private static Path sortPath(Condition c) {
    if (c instanceof ConditionNodes.Comparison cmp && SORT_OPERATORS.contains(cmp.op())) {
      return comparedPath(cmp);
    }
    if (c instanceof ConditionNodes.Between b && b.subject() instanceof Operand.PathOperand p) {
      return topLevel(p.path());
    }
    if (c instanceof ConditionNodes.FunctionCall f && f.name().equals("begins_with")) {
      return topLevel(f.path());
    }
    return null;
  }

  private static Path comparedPath(ConditionNodes.Comparison cmp) {
    return cmp.left() instanceof Operand.PathOperand p
            && cmp.right() instanceof Operand.ValueOperand
        ? topLevel(p.path())
        : null;
  }

  private static Path topLevel(Path p) {
    return p.depth() == 1 ? p : null;
  }
}
