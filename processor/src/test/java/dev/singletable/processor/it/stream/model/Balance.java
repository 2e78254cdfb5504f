package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** The running balance of an account, beside its entries. */
@Entity(table = Journal.class)
@KeyPattern(pk = "ACCOUNT#{accountId}", sk = "BALANCE")
public record Balance(String accountId, long amount) {}
