package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.MethodSpec;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.IndexKeyPlan;
import dev.singletable.processor.plan.KeyComponent;
import dev.singletable.processor.plan.KeyMethod;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The public static methods of a schema that render an entity's secondary-index key values from
 * their components ({@code gsi1PartitionKey(status)}), used when writing items, when an update
 * recomputes index keys, and by index queries.
 */
final class IndexKeys {

  private IndexKeys() {}

  /** The key-rendering methods for every index key the entity fills, in declaration order. */
  static List<MethodSpec> methods(EntityPlan entity) {
    List<MethodSpec> methods = new ArrayList<>();
    for (IndexKeyPlan index : entity.indexKeys()) {
      for (KeyMethod key : index.methods()) {
        methods.add(method(index.indexName(), key, entity.key()));
        if (key.template().partition() && key.template().fansOut()) {
          methods.add(KeyWriter.everyShard(key.name() + "s", key.template(), entity.key()));
        }
      }
    }
    return methods;
  }

  private static MethodSpec method(String indexName, KeyMethod key, ClassName owner) {
    MethodSpec.Builder method =
        MethodSpec.methodBuilder(key.name())
            .addJavadoc(
                "The $L key of index $L, {@code $L = $L}.\n",
                key.template().partition() ? "partition" : "sort",
                indexName,
                key.template().attribute(),
                key.template().source())
            .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
            .returns(String.class);
    for (KeyComponent component : key.template().components()) {
      method.addParameter(component.attribute().type().javaType(), component.name());
    }
    return method.addStatement("return $L", KeyCode.keyValue(key.template(), owner)).build();
  }
}
