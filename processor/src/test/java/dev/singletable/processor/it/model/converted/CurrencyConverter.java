package dev.singletable.processor.it.model.converted;

import dev.singletable.runtime.AttributeConverter;
import java.util.Currency;

/** A currency as its ISO 4217 code ({@code EUR}): one code per currency, so it can be keyed. */
public final class CurrencyConverter implements AttributeConverter<Currency, String> {

  @Override
  public String toStored(Currency value) {
    return value.getCurrencyCode();
  }

  @Override
  public Currency fromStored(String stored) {
    return Currency.getInstance(stored);
  }
}
