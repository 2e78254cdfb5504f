package dev.singletable.processor.it.model.converted;

import java.math.BigDecimal;
import java.util.Currency;

/** An amount in a currency; stored through {@link MoneyConverter}, not as a nested map. */
public record Money(BigDecimal amount, Currency currency) {}
