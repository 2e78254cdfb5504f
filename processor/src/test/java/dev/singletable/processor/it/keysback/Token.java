package dev.singletable.processor.it.keysback;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A kiosk's token: keyed {@code KIOSK|{kioskId}} / {@code TOKEN|{tokenId}}, formerly with '#'. */
@Entity(table = Kiosks.class)
@KeyPattern(pk = "KIOSK|{kioskId}", sk = "TOKEN|{tokenId}")
public record Token(String kioskId, String tokenId, int uses) {}
