package dev.singletable.benchmarks;

import dev.singletable.benchmarks.enhanced.AddressBean;
import dev.singletable.benchmarks.enhanced.OrderBean;
import dev.singletable.benchmarks.model.Address;
import dev.singletable.benchmarks.model.Order;
import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** {@link SampleOrders}' order as the Enhanced Client's bean, and conversions for the tests. */
public final class SampleBeans {

  private SampleBeans() {}

  /** The benchmark order as a bean, built directly (no record involved, for the cold start). */
  public static OrderBean bean() {
    OrderBean bean = new OrderBean();
    bean.setOrderId("o1");
    bean.setUserId("u123");
    bean.setStatus(OrderStatus.PLACED);
    bean.setTotal(BigDecimal.valueOf(12_999, 2));
    bean.setItemCount(3);
    bean.setCreatedAt(Instant.ofEpochSecond(SampleOrders.CREATED_AT_EPOCH_SECOND));
    bean.setTags(List.of("gift-wrap", "express", "promo-2025"));
    AddressBean address = new AddressBean();
    address.setStreet("1 Main Street");
    address.setCity("Springfield");
    address.setPostalCode("12345");
    address.setCountry("US");
    bean.setAddress(address);
    bean.setGift(true);
    bean.setTtl(SampleOrders.TTL);
    return bean;
  }

  /** Copies a record into a bean. */
  public static OrderBean bean(Order order) {
    OrderBean bean = new OrderBean();
    bean.setOrderId(order.orderId());
    bean.setUserId(order.userId());
    bean.setStatus(order.status());
    bean.setTotal(order.total());
    bean.setItemCount(order.itemCount());
    bean.setCreatedAt(order.createdAt());
    bean.setTags(order.tags());
    Address a = order.address();
    AddressBean address = new AddressBean();
    address.setStreet(a.street());
    address.setCity(a.city());
    address.setPostalCode(a.postalCode());
    address.setCountry(a.country());
    bean.setAddress(address);
    bean.setGift(order.gift());
    bean.setTtl(order.ttl());
    return bean;
  }

  /** Copies a bean into a record. */
  public static Order record(OrderBean bean) {
    AddressBean a = bean.getAddress();
    return new Order(
        bean.getOrderId(),
        bean.getUserId(),
        bean.getStatus(),
        bean.getTotal(),
        bean.getItemCount(),
        bean.getCreatedAt(),
        bean.getTags(),
        a == null
            ? null
            : new Address(a.getStreet(), a.getCity(), a.getPostalCode(), a.getCountry()),
        bean.isGift(),
        bean.getTtl());
  }
}
