package dev.singletable.processor.it.declared;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A shop's profile, in the shop's partition before its sales; by name in GSI2 (keys only). */
@Entity(table = Store.class)
@KeyPattern(pk = "SHOP#{shopId}", sk = "PROFILE")
@Gsi(index = "GSI2", pk = "NAME#{name}", sk = "SHOP#{shopId}", query = "named")
@Collection("shopFront")
public record ShopProfile(String shopId, String name) {}
