package dev.singletable.benchmarks.enhanced;

import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.primarySortKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondaryPartitionKey;
import static software.amazon.awssdk.enhanced.dynamodb.mapper.StaticAttributeTags.secondarySortKey;

import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import software.amazon.awssdk.enhanced.dynamodb.EnhancedType;
import software.amazon.awssdk.enhanced.dynamodb.TableSchema;
import software.amazon.awssdk.enhanced.dynamodb.mapper.StaticTableSchema;

/** The two Enhanced Client schemas of {@link OrderBean}: introspected and built explicitly. */
public final class EnhancedSchemas {

  private EnhancedSchemas() {}

  /** {@code TableSchema.fromBean}: introspection and generated lambdas, done once per class. */
  public static TableSchema<OrderBean> bean() {
    return TableSchema.fromBean(OrderBean.class);
  }

  /** A {@code StaticTableSchema} with every attribute declared by hand (no introspection). */
  public static TableSchema<OrderBean> staticSchema() {
    StaticTableSchema<AddressBean> address =
        StaticTableSchema.builder(AddressBean.class)
            .newItemSupplier(AddressBean::new)
            .addAttribute(
                String.class,
                a -> a.name("street").getter(AddressBean::getStreet).setter(AddressBean::setStreet))
            .addAttribute(
                String.class,
                a -> a.name("city").getter(AddressBean::getCity).setter(AddressBean::setCity))
            .addAttribute(
                String.class,
                a ->
                    a.name("postalCode")
                        .getter(AddressBean::getPostalCode)
                        .setter(AddressBean::setPostalCode))
            .addAttribute(
                String.class,
                a ->
                    a.name("country")
                        .getter(AddressBean::getCountry)
                        .setter(AddressBean::setCountry))
            .build();
    return StaticTableSchema.builder(OrderBean.class)
        .newItemSupplier(OrderBean::new)
        .addAttribute(
            String.class,
            a ->
                a.name("PK")
                    .getter(OrderBean::getPk)
                    .setter(OrderBean::setPk)
                    .tags(primaryPartitionKey()))
        .addAttribute(
            String.class,
            a ->
                a.name("SK")
                    .getter(OrderBean::getSk)
                    .setter(OrderBean::setSk)
                    .tags(primarySortKey()))
        .addAttribute(
            String.class,
            a ->
                a.name("GSI1PK")
                    .getter(OrderBean::getGsi1pk)
                    .setter(OrderBean::setGsi1pk)
                    .tags(secondaryPartitionKey("GSI1")))
        .addAttribute(
            String.class,
            a ->
                a.name("GSI1SK")
                    .getter(OrderBean::getGsi1sk)
                    .setter(OrderBean::setGsi1sk)
                    .tags(secondarySortKey("GSI1")))
        .addAttribute(
            String.class,
            a ->
                a.name("entityType")
                    .getter(OrderBean::getEntityType)
                    .setter(OrderBean::setEntityType))
        .addAttribute(
            String.class,
            a -> a.name("orderId").getter(OrderBean::getOrderId).setter(OrderBean::setOrderId))
        .addAttribute(
            String.class,
            a -> a.name("userId").getter(OrderBean::getUserId).setter(OrderBean::setUserId))
        .addAttribute(
            OrderStatus.class,
            a -> a.name("status").getter(OrderBean::getStatus).setter(OrderBean::setStatus))
        .addAttribute(
            BigDecimal.class,
            a -> a.name("total").getter(OrderBean::getTotal).setter(OrderBean::setTotal))
        .addAttribute(
            Integer.class,
            a ->
                a.name("itemCount").getter(OrderBean::getItemCount).setter(OrderBean::setItemCount))
        .addAttribute(
            Instant.class,
            a ->
                a.name("createdAt")
                    .getter(OrderBean::getCreatedAt)
                    .setter(OrderBean::setCreatedAt)
                    .attributeConverter(new NanoInstantConverter()))
        .addAttribute(
            EnhancedType.listOf(String.class),
            a -> a.name("tags").getter(OrderBean::getTags).setter(OrderBean::setTags))
        .addAttribute(
            EnhancedType.documentOf(AddressBean.class, address),
            a -> a.name("address").getter(OrderBean::getAddress).setter(OrderBean::setAddress))
        .addAttribute(
            Boolean.class, a -> a.name("gift").getter(OrderBean::isGift).setter(OrderBean::setGift))
        .addAttribute(
            Long.class, a -> a.name("ttl").getter(OrderBean::getTtl).setter(OrderBean::setTtl))
        .build();
  }
}
