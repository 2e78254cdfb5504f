package dev.singletable.benchmarks.report;

import java.util.Locale;

/**
 * One figure divided by another of the same run, with the error propagated from both (relative
 * errors added in quadrature, as for independent measurements).
 *
 * @param value the quotient
 * @param error its half-width, from the two figures' 99.9% half-widths; 0 when they have none
 */
public record Ratio(double value, double error) {

  /** {@code a ± aError} divided by {@code b ± bError}; NaN when either is missing or b is 0. */
  public static Ratio of(double a, double aError, double b, double bError) {
    if (Double.isNaN(a) || Double.isNaN(b) || b == 0) {
      return new Ratio(Double.NaN, Double.NaN);
    }
    double value = a / b;
    double ra = Double.isNaN(aError) ? 0 : aError / a;
    double rb = Double.isNaN(bError) ? 0 : bError / b;
    return new Ratio(value, Math.abs(value) * Math.sqrt(ra * ra + rb * rb));
  }

  /** True when there is a value. */
  public boolean present() {
    return !Double.isNaN(value);
  }

  /** {@code 0.98 ± 0.07}, or {@code -}. */
  public String text() {
    return text(2);
  }

  /** {@code 0.981 ± 0.072} with {@code decimals} decimals, or {@code -}. */
  public String text(int decimals) {
    if (!present()) {
      return "-";
    }
    String number = "%." + decimals + "f";
    return error > 0
        ? String.format(Locale.ROOT, number + " ± " + number, value, error)
        : String.format(Locale.ROOT, number, value);
  }
}
