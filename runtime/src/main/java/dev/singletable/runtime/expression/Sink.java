package dev.singletable.runtime.expression;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Where conditions and update actions write themselves: either placeholders for DynamoDB or
 * readable text for logs, so both renderings come from one piece of code and cannot drift apart.
 */
interface Sink {

  /** Writes literal expression syntax such as {@code " AND "} or {@code "begins_with("}. */
  Sink text(String syntax);

  /** Writes a document path. */
  Sink path(Path path);

  /** Writes a value. */
  Sink value(AttributeValue value);

  /** Counts one operator or function toward DynamoDB's per-expression limit. */
  Sink operator();

  /**
   * The names of the top-level attributes written, in order, each once: a set of one name (the
   * common filter) needs no hash set.
   */
  final class Names implements Sink {
    private String first;
    private Set<String> all; // from the second distinct name on

    @Override
    public Sink text(String syntax) {
      return this;
    }

    @Override
    public Sink path(Path path) {
      String name = path.attributeName();
      if (first == null) {
        first = name;
      } else if (all != null) {
        all.add(name);
      } else if (!first.equals(name)) {
        all = new LinkedHashSet<>();
        all.add(first);
        all.add(name);
      }
      return this;
    }

    @Override
    public Sink value(AttributeValue value) {
      return this;
    }

    @Override
    public Sink operator() {
      return this;
    }

    Set<String> names() {
      if (all != null) {
        return Collections.unmodifiableSet(all);
      }
      return first == null ? Collections.emptySet() : Collections.singleton(first);
    }
  }

  /** The readable rendering used by {@code toString()}: paths as written, values described. */
  final class Text implements Sink {
    private final StringBuilder out = new StringBuilder();

    @Override
    public Sink text(String syntax) {
      out.append(syntax);
      return this;
    }

    @Override
    public Sink path(Path path) {
      out.append(path);
      return this;
    }

    @Override
    public Sink value(AttributeValue value) {
      out.append(Values.describe(value));
      return this;
    }

    @Override
    public Sink operator() {
      return this;
    }

    @Override
    public String toString() {
      return out.toString();
    }
  }
}
