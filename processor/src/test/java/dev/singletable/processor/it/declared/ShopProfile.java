package dev.singletable.processor.it.declared;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A shop's profile, in the shop's partition before its sales. */
@Entity(table = Store.class)
@KeyPattern(pk = "SHOP#{shopId}", sk = "PROFILE")
@Collection("shopFront")
public record ShopProfile(String shopId, String name) {}
