package dev.singletable.processor.it.model.converted;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.processor.it.model.Catalog;
import java.net.URI;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A subscription plan: types DynamoDB does not store, each through the converter {@link Catalog}
 * declares; a Duration sorts the plans of a product, a Currency keys an index.
 */
@Entity(table = Catalog.class)
@KeyPattern(pk = "PLAN#{product}", sk = "TERM#{term}", query = "plansOf")
@Gsi(index = "GSI1", pk = "CURRENCY#{currency}", sk = "{term}#{product}", query = "inCurrency")
public record Plan(
    String product,
    Duration term,
    Currency currency,
    Money price,
    Optional<Money> discount,
    URI page,
    List<URI> mirrors,
    Map<String, Duration> trials,
    ZonedDateTime launchesAt) {}
