package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The call rendering a partition key value from its components, named as the components: {@code
 * OrderKey.partitionKey(orderId)} or {@code OrderSchema.gsi1PartitionKey(userId)}.
 */
public record PartitionCall(ClassName owner, String method, List<KeyComponent> arguments) {

  public PartitionCall {
    arguments = List.copyOf(arguments);
  }
}
