package dev.singletable.golden;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.Ignore;
import dev.singletable.annotations.KeyPattern;
import java.math.BigDecimal;

/**
 * A class with a builder and getters; a sort key of a number and an enum; GSI4 has a partition key
 * only.
 */
@Entity(table = Market.class)
@KeyPattern(pk = "PRODUCT#{sku}", sk = "VARIANT#{size}#{color}")
@Gsi(index = "GSI4", pk = "CATEGORY#{category}", query = "inCategory")
@SuppressWarnings("singletable:hot-partition")
public final class Product {

  /** The colours a variant comes in. */
  public enum Color {
    RED,
    BLUE
  }

  private final String sku;
  private final int size;
  private final Color color;
  private final String category;
  private final BigDecimal price;
  private final String note;

  private Product(Builder builder) {
    this.sku = builder.sku;
    this.size = builder.size;
    this.color = builder.color;
    this.category = builder.category;
    this.price = builder.price;
    this.note = builder.note;
  }

  public static Builder builder() {
    return new Builder();
  }

  public String getSku() {
    return sku;
  }

  public int getSize() {
    return size;
  }

  public Color getColor() {
    return color;
  }

  public String getCategory() {
    return category;
  }

  public BigDecimal getPrice() {
    return price;
  }

  @Ignore
  public String getNote() {
    return note;
  }

  /** Builds products. */
  public static final class Builder {
    private String sku;
    private int size;
    private Color color;
    private String category;
    private BigDecimal price;
    private String note;

    public Builder sku(String sku) {
      this.sku = sku;
      return this;
    }

    public Builder size(int size) {
      this.size = size;
      return this;
    }

    public Builder color(Color color) {
      this.color = color;
      return this;
    }

    public Builder category(String category) {
      this.category = category;
      return this;
    }

    public Builder price(BigDecimal price) {
      this.price = price;
      return this;
    }

    public Builder note(String note) {
      this.note = note;
      return this;
    }

    public Product build() {
      return new Product(this);
    }
  }
}
