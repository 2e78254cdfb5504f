package dev.singletable.processor.it.model;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;
import dev.singletable.processor.it.model.converted.CurrencyConverter;
import dev.singletable.processor.it.model.converted.DurationConverter;
import dev.singletable.processor.it.model.converted.MoneyConverter;
import dev.singletable.processor.it.model.converted.UriConverter;
import dev.singletable.processor.it.model.converted.ZonedDateTimeConverter;

/** The table of the behavioural tests: every index shape the processor supports, and converters. */
@Table(
    name = "Catalog",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK"),
      @GlobalIndex(name = "GSI3", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"),
    converters = {
      DurationConverter.class,
      ZonedDateTimeConverter.class,
      UriConverter.class,
      CurrencyConverter.class,
      MoneyConverter.class
    },
    async = true)
public interface Catalog {}
