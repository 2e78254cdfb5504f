package dev.singletable.golden;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * The reference table of the golden test: every index shape the processor supports, and a stream.
 */
@Table(
    name = "Market",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"),
      @GlobalIndex(name = "GSI2", projection = Projection.KEYS_ONLY),
      @GlobalIndex(
          name = "GSI3",
          projection = Projection.INCLUDE,
          include = {"status", "total"}),
      @GlobalIndex(name = "GSI4", hasSortKey = false)
    },
    lsis = @LocalIndex(name = "LSI1"),
    stream = StreamView.NEW_AND_OLD_IMAGES)
public interface Market {}
