package dev.singletable.processor.it.docs;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Ttl;

/** A shopping cart of the documented {@link Shop} table, which expires ({@code @Ttl}). */
@Entity(table = Shop.class)
@KeyPattern(pk = "CART#{cartId}", sk = "CART")
public record Cart(String cartId, @Ttl long expiresAt) {}
