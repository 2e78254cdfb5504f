package dev.singletable.processor.model;

import java.util.List;

/**
 * A {@code @Derived} attribute as read: the static method named, what the compiler found under that
 * name, and its parameters, each naming a source attribute. Validation judges it.
 *
 * @param attribute the Java name of the derived attribute
 * @param method the method name as written
 * @param found what the entity type declares under that name
 * @param returnType the method's return type as written, for messages ({@code null} when not found)
 * @param returnMatches whether the return type is assignable to the attribute's type
 * @param sources the parameters, in order
 * @param origin the attribute element with the {@code @Derived} annotation and its value
 */
public record DerivationModel(
    String attribute,
    String method,
    Found found,
    String returnType,
    boolean returnMatches,
    List<Source> sources,
    Origin origin) {

  public DerivationModel {
    sources = List.copyOf(sources);
  }

  /** What the entity type declares under the method's name. */
  public enum Found {
    /** One static method. */
    STATIC,
    /** One method, not static. */
    INSTANCE,
    /** No method. */
    NONE,
    /** Several methods (overloads): which one is meant is unclear. */
    OVERLOADED
  }

  /**
   * A parameter of the method, naming a source attribute.
   *
   * @param attribute the parameter name: the Java name of the source attribute
   * @param type the parameter type as written, for messages
   * @param typeMatches whether the attribute of that name (if any) can be passed to the parameter
   * @param origin the parameter element
   */
  public record Source(String attribute, String type, boolean typeMatches, Origin origin) {}

  /** The names of the source attributes, in parameter order. */
  public List<String> sourceNames() {
    return sources.stream().map(Source::attribute).toList();
  }
}
