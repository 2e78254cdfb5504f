package dev.singletable.benchmarks.enhanced;

import dev.singletable.benchmarks.model.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbAttribute;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbConvertedBy;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondaryPartitionKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSecondarySortKey;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbSortKey;

/**
 * The benchmark order as an Enhanced Client bean, written the usual single-table way: the key
 * attributes (PK, SK, GSI1PK, GSI1SK) and the entity type are derived in their getters from the
 * fields, and their setters ignore what is read back. Same attribute names and values as {@code
 * OrderSchema} writes.
 */
@DynamoDbBean
public class OrderBean {
  private String orderId;
  private String userId;
  private OrderStatus status;
  private BigDecimal total;
  private int itemCount;
  private Instant createdAt;
  private List<String> tags;
  private AddressBean address;
  private boolean gift;
  private long ttl;

  @DynamoDbPartitionKey
  @DynamoDbAttribute("PK")
  public String getPk() {
    return "USER#" + userId;
  }

  public void setPk(String pk) {
    // derived from userId
  }

  @DynamoDbSortKey
  @DynamoDbAttribute("SK")
  public String getSk() {
    return "ORDER#" + createdAt + "#" + orderId;
  }

  public void setSk(String sk) {
    // derived from createdAt and orderId
  }

  @DynamoDbSecondaryPartitionKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1PK")
  public String getGsi1pk() {
    return "STATUS#" + status.name();
  }

  public void setGsi1pk(String gsi1pk) {
    // derived from status
  }

  @DynamoDbSecondarySortKey(indexNames = "GSI1")
  @DynamoDbAttribute("GSI1SK")
  public String getGsi1sk() {
    return createdAt + "#" + orderId;
  }

  public void setGsi1sk(String gsi1sk) {
    // derived from createdAt and orderId
  }

  public String getEntityType() {
    return "Order";
  }

  public void setEntityType(String entityType) {
    // constant
  }

  public String getOrderId() {
    return orderId;
  }

  public void setOrderId(String orderId) {
    this.orderId = orderId;
  }

  public String getUserId() {
    return userId;
  }

  public void setUserId(String userId) {
    this.userId = userId;
  }

  public OrderStatus getStatus() {
    return status;
  }

  public void setStatus(OrderStatus status) {
    this.status = status;
  }

  public BigDecimal getTotal() {
    return total;
  }

  public void setTotal(BigDecimal total) {
    this.total = total;
  }

  public int getItemCount() {
    return itemCount;
  }

  public void setItemCount(int itemCount) {
    this.itemCount = itemCount;
  }

  @DynamoDbConvertedBy(NanoInstantConverter.class)
  public Instant getCreatedAt() {
    return createdAt;
  }

  public void setCreatedAt(Instant createdAt) {
    this.createdAt = createdAt;
  }

  public List<String> getTags() {
    return tags;
  }

  public void setTags(List<String> tags) {
    this.tags = tags;
  }

  public AddressBean getAddress() {
    return address;
  }

  public void setAddress(AddressBean address) {
    this.address = address;
  }

  public boolean isGift() {
    return gift;
  }

  public void setGift(boolean gift) {
    this.gift = gift;
  }

  public long getTtl() {
    return ttl;
  }

  public void setTtl(long ttl) {
    this.ttl = ttl;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof OrderBean b
        && Objects.equals(orderId, b.orderId)
        && Objects.equals(userId, b.userId)
        && status == b.status
        && Objects.equals(total, b.total)
        && itemCount == b.itemCount
        && Objects.equals(createdAt, b.createdAt)
        && Objects.equals(tags, b.tags)
        && Objects.equals(address, b.address)
        && gift == b.gift
        && ttl == b.ttl;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        orderId, userId, status, total, itemCount, createdAt, tags, address, gift, ttl);
  }
}
