package dev.singletable.processor.validate.design;

import dev.singletable.annotations.Projection;
import dev.singletable.processor.model.Annotations;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.KeyUse;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.validate.Diagnostics;
import dev.singletable.processor.validate.Message;
import javax.lang.model.element.AnnotationValue;

/**
 * Error {@code query-unservable}: an access pattern a user declared that no generated query can
 * serve. Most cannot even be written: the generated query builders only offer conditions a key
 * layout serves (equality on sort-key components from the first one on, in order, then one range on
 * the next component and nothing after it), so a skipped component or a range on a middle component
 * does not compile; validation refuses unknown indexes, missing sort keys, consistent reads on GSIs
 * (at run time, before sending) and collections outside one partition or on an index without whole
 * items. A query of an index that does not project whole items ({@code KEYS_ONLY}, {@code INCLUDE})
 * returns views that the items' table keys are read back into: what remains is a query name ({@code
 * query = "..."}) on such an index for an entity whose items cannot be recognised there, because
 * the index holds no entity-type attribute and the primary key pattern has no literal text to match
 * (the repository gets no method for it). Collections that would read foreign items are {@link
 * CollectionReview}'s; queries that would, {@link PrefixLeakReview}'s.
 */
final class QueryReview {

  private final Diagnostics diagnostics;

  QueryReview(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void review(TableDesign design) {
    for (EntityModel entity : design.entities()) {
      for (KeyUse use : entity.indexKeys()) {
        if (use.index() == null
            || use.index().projectsAll()
            || use.origin().annotation() == null
            || entity.recognisableIn(
                use, design.table().entityTypeAttribute(), design.table().delimiter())) {
          continue;
        }
        AnnotationValue query = Annotations.explicitValue(use.origin().annotation(), "query");
        if (query != null) {
          String what = (use.local() ? "@Lsi" : "@Gsi") + "(index = \"" + use.indexName() + "\")";
          diagnostics.error(
              use.origin().withValue(query),
              Message.QUERY_UNSERVABLE,
              what,
              use.queryName(),
              use.indexName(),
              use.index().projection(),
              design.table().entityTypeAttribute(),
              entity.simpleName(),
              entity.simpleName(),
              use.index().projection() == Projection.INCLUDE
                  ? "add \""
                      + design.table().entityTypeAttribute()
                      + "\" to include = {...} of \""
                      + use.indexName()
                      + "\""
                  : "declare \""
                      + use.indexName()
                      + "\" with projection = Projection.INCLUDE, include = {\""
                      + design.table().entityTypeAttribute()
                      + "\"}");
        }
      }
    }
  }
}
