package dev.singletable.processor.model;

import java.util.List;
import java.util.Optional;

/**
 * An abstract method of the {@code @Table} interface: a read the application declares, with its
 * sentence, return shape, parameters and reading options.
 *
 * @param method the method name
 * @param sentence the {@code @AccessPattern} text, or {@code null} when the method lacks it
 * @param descending where {@code @Descending} is written, or {@code null}
 * @param consistentRead where {@code @ConsistentRead} is written, or {@code null}
 * @param scan where {@code @Scan} is written, or {@code null}
 * @param limit where {@code @Limit(n)} is written on the method, or {@code null}
 * @param limitValue its {@code n}; 0 without it
 * @param origin the method
 */
public record AccessPatternModel(
    String method,
    String sentence,
    PatternReturn returns,
    List<PatternParameter> parameters,
    Origin descending,
    Origin consistentRead,
    Origin scan,
    Origin limit,
    int limitValue,
    Origin origin) {

  public AccessPatternModel {
    parameters = List.copyOf(parameters);
  }

  public boolean isDeclared() {
    return sentence != null;
  }

  public boolean isDescending() {
    return descending != null;
  }

  public boolean isConsistentRead() {
    return consistentRead != null;
  }

  public boolean isScan() {
    return scan != null;
  }

  /** The parameters of the key condition: values that are no filter. */
  public List<PatternParameter> keyParameters() {
    return parameters.stream().filter(PatternParameter::isKey).toList();
  }

  /** The key parameters compared by equality. */
  public List<PatternParameter> equalities() {
    return keyParameters().stream()
        .filter(p -> p.condition() == PatternParameter.Condition.EQUAL)
        .toList();
  }

  /** The key parameters that are range or prefix conditions. */
  public List<PatternParameter> ranges() {
    return keyParameters().stream()
        .filter(p -> p.condition() != PatternParameter.Condition.EQUAL)
        .toList();
  }

  /** The optional equalities ({@code @Nullable}), which a null argument drops from the key. */
  public List<PatternParameter> optionals() {
    return keyParameters().stream().filter(PatternParameter::isOptionalKey).toList();
  }

  public List<PatternParameter> filters() {
    return parameters.stream().filter(PatternParameter::isFilter).toList();
  }

  public Optional<PatternParameter> pageRequest() {
    return parameters.stream()
        .filter(p -> p.kind() == PatternParameter.Kind.PAGE_REQUEST)
        .findFirst();
  }

  public Optional<PatternParameter> limitParameter() {
    return parameters.stream().filter(p -> p.kind() == PatternParameter.Kind.LIMIT).findFirst();
  }

  /** The attribute of the key condition's range, if any. */
  public Optional<String> rangeAttribute() {
    return ranges().stream().map(PatternParameter::attribute).findFirst();
  }
}
