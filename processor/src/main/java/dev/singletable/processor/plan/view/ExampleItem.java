package dev.singletable.processor.plan.view;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One example item of the model view: the entity it is an item of (simple name) and its attributes
 * by stored name, keys first, in DynamoDB's own JSON shape.
 */
public record ExampleItem(String entity, Map<String, ExampleValue> attributes) {

  public ExampleItem {
    attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
  }
}
