package dev.singletable.runtime.expression;

import dev.singletable.runtime.internal.Expressions;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * What this package lends the runtime through {@link Expressions}: writers, templates and the value
 * rules, which stay package-private here. Installed when {@link Path} initialises, which every
 * condition, action and projection needs first.
 */
final class ExpressionSupport implements Expressions.Renderer {

  private ExpressionSupport() {}

  static void install() {
    Expressions.install(new ExpressionSupport());
  }

  @Override
  public Expressions.Writer writer(String subject) {
    return new ExpressionWriter(subject);
  }

  @Override
  public <T> Expressions.Template<T> template(String text, String... names) {
    return ConditionTemplate.of(text, names);
  }

  @Override
  public <V> AttributeValue formerOrEncoded(AttributeRef<?, V> reference, V value) {
    return reference.formerOrEncoded(value);
  }

  @Override
  public void checkItem(Map<String, AttributeValue> item, String subject) {
    ValueRules.checkItem(item, subject);
  }
}
