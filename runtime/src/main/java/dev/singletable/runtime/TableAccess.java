package dev.singletable.runtime;

import dev.singletable.runtime.internal.CollectionPage;
import dev.singletable.runtime.internal.Face;
import dev.singletable.runtime.internal.Tables;
import dev.singletable.runtime.internal.op.TableAdmin;
import dev.singletable.runtime.internal.op.TableContext;
import java.util.List;
import java.util.function.Function;

/** What {@link Tables} hands generated Db classes, implemented where the table's context is. */
final class TableAccess implements Tables.Access {

  @Override
  public <R> R createIfAbsent(TableHandle table, Face<Void, R> face) {
    TableContext context = table.context();
    return context.run(face, () -> TableAdmin.step(context));
  }

  @Override
  public <V, R> CollectionQuery<R> collection(
      TableHandle table,
      String name,
      String indexName,
      String partitionKey,
      String sortKeyPrefix,
      List<EntitySchema<?, ?>> members,
      Function<? super CollectionPage, V> as,
      Face<V, R> face) {
    return CollectionQuery.of(
        table, name, indexName, partitionKey, sortKeyPrefix, members, as, face);
  }
}
