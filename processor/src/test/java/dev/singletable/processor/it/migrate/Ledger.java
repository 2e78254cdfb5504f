package dev.singletable.processor.it.migrate;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.Filter;
import dev.singletable.annotations.Nullable;
import dev.singletable.annotations.Scan;
import dev.singletable.annotations.Since;
import dev.singletable.annotations.Table;
import java.math.BigDecimal;
import java.util.List;

/**
 * The table of the migration tests: invoices whose key moved and whose amount was renamed, with a
 * declared read filtering on the renamed attribute.
 */
@Table(name = "Ledger")
public interface Ledger {

  @AccessPattern("A customer's invoices of at least an amount, for an audit")
  @Scan
  List<Invoice> invoicesOfCustomer(
      @Filter String customer, @Filter @Nullable @Since("total") BigDecimal minimum);
}
