package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import java.util.List;

/** A class entity (not a record) with a builder, getters and a primitive attribute. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "ACCOUNT#{id}", sk = "ACCOUNT")
public final class Account {
  private final String id;
  private final String owner;
  private final int balance;
  private final List<String> aliases;

  private Account(Builder builder) {
    this.id = builder.id;
    this.owner = builder.owner;
    this.balance = builder.balance;
    this.aliases = builder.aliases;
  }

  public static Builder builder() {
    return new Builder();
  }

  public String getId() {
    return id;
  }

  public String getOwner() {
    return owner;
  }

  public int getBalance() {
    return balance;
  }

  public List<String> getAliases() {
    return aliases;
  }

  /** Builds accounts. */
  public static final class Builder {
    private String id;
    private String owner;
    private int balance;
    private List<String> aliases;

    public Builder id(String id) {
      this.id = id;
      return this;
    }

    public Builder owner(String owner) {
      this.owner = owner;
      return this;
    }

    public Builder balance(int balance) {
      this.balance = balance;
      return this;
    }

    public Builder aliases(List<String> aliases) {
      this.aliases = aliases;
      return this;
    }

    public Account build() {
      return new Account(this);
    }
  }
}
