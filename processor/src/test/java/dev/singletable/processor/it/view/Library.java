package dev.singletable.processor.it.view;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;

/**
 * The table of the index-view tests: a keys-only index, an index including two attributes, and an
 * inverted keys-only index; none projects whole books, so their queries return views.
 */
@Table(
    name = "Library",
    async = true,
    gsis = {
      @GlobalIndex(name = "ByAuthor", projection = Projection.KEYS_ONLY),
      @GlobalIndex(
          name = "ByShelf",
          projection = Projection.INCLUDE,
          include = {"title", "pages"}),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK", projection = Projection.KEYS_ONLY)
    })
public interface Library {}
