package dev.singletable.samples.shop;

/** Where an order is in its life. */
public enum OrderStatus {
  PLACED,
  SHIPPED,
  DELIVERED,
  CANCELLED
}
