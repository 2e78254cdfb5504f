package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * The call rendering a partition key value from its components, named as the components: {@code
 * OrderKey.partitionKey(orderId)} or {@code OrderSchema.gsi1PartitionKey(userId)}; for a sharded
 * partition read across its shards, the list of every shard's value ({@code
 * EventKey.partitionKeys(day)}).
 *
 * @param everyShard whether the call returns every shard's partition value
 */
public record PartitionCall(
    ClassName owner, String method, List<KeyComponent> arguments, boolean everyShard) {

  public PartitionCall {
    arguments = List.copyOf(arguments);
  }

  public PartitionCall(ClassName owner, String method, List<KeyComponent> arguments) {
    this(owner, method, arguments, false);
  }
}
