package dev.singletable.processor.it.billing;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Version;

/** The prepaid credit of a customer, versioned. */
@Entity(table = Billing.class)
@KeyPattern(pk = "CUSTOMER#{customerId}", sk = "CREDIT")
public record Credit(String customerId, long balance, @Version long version) {}
