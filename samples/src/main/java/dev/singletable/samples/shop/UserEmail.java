package dev.singletable.samples.shop;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/**
 * The guard item that makes emails unique: created in the same transaction as the user, with the
 * condition that it does not exist yet, so a second user with the same email is refused atomically.
 */
@Entity(table = Shop.class)
@KeyPattern(pk = "EMAIL#{email}", sk = "EMAIL")
public record UserEmail(String email, String userId) {}
