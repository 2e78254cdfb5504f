package dev.singletable.processor.model;

import java.util.Optional;
import javax.lang.model.element.AnnotationValue;

/**
 * The delimiter the stored keys were written with while a migration moves them to the table's
 * delimiter ({@code @Table(delimiter = "|", formerDelimiter = "#")}). Read from the table's
 * annotation, so that the table model stays as it is for tables that move nothing.
 *
 * @param value the former delimiter as written
 * @param current the table's delimiter as written
 */
public record FormerDelimiter(String value, String current, Origin origin) {

  /** The former delimiter {@code table} declares, if it declares one. */
  public static Optional<FormerDelimiter> of(TableModel table) {
    Origin origin = table.origin();
    if (origin == null || origin.annotation() == null) {
      return Optional.empty();
    }
    AnnotationValue value = Annotations.explicitValue(origin.annotation(), "formerDelimiter");
    if (value == null || ((String) value.getValue()).isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new FormerDelimiter((String) value.getValue(), table.delimiter(), origin.withValue(value)));
  }

  /** Whether the move can be rendered: both delimiters one character each, and not the same. */
  public boolean renders() {
    return value.length() == 1 && current.length() == 1 && !value.equals(current);
  }

  /** Whether {@code pattern} holds the delimiter, so that the stored keys it makes move. */
  public boolean moves(KeyPatternModel pattern) {
    return pattern != null && pattern.source().contains(current);
  }

  /**
   * The pattern as the stored items' keys were written: the same literals and components, with the
   * former delimiter in place of the current one.
   */
  public String render(String pattern) {
    return pattern.replace(current, value);
  }
}
