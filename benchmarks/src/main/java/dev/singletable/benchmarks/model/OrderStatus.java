package dev.singletable.benchmarks.model;

/** Order lifecycle, stored by name. */
public enum OrderStatus {
  PLACED,
  PAID,
  SHIPPED,
  DELIVERED,
  CANCELLED
}
