package dev.singletable.processor.it.model.converted;

import dev.singletable.runtime.AttributeConverter;
import java.math.BigDecimal;
import java.util.Currency;

/**
 * Money as one String, {@code "EUR 12.50"}: the scale is kept (12.50 reads back as 12.50, not
 * 12.5), which a Number would lose; the text does not sort by amount, so it is no sort-key
 * component.
 */
public final class MoneyConverter implements AttributeConverter<Money, String> {

  @Override
  public String toStored(Money value) {
    return value.currency().getCurrencyCode() + " " + value.amount().toPlainString();
  }

  @Override
  public Money fromStored(String stored) {
    int space = stored.indexOf(' ');
    return new Money(
        new BigDecimal(stored.substring(space + 1)),
        Currency.getInstance(stored.substring(0, space)));
  }
}
