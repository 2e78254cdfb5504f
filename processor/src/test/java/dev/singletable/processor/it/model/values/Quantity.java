package dev.singletable.processor.it.model.values;

/** A count of units: a value type of a primitive component, stored as a Number. */
public record Quantity(int value) {

  public Quantity {
    if (value < 0) {
      throw new IllegalArgumentException("a quantity is never negative: " + value);
    }
  }
}
