package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A box in the {@link Vault}, found by id or by owner. */
@Entity(table = Vault.class)
@KeyPattern(pk = "BOX#{boxId}", sk = "BOX")
@Gsi(index = "GSI1", pk = "OWNER#{owner}", sk = "BOX#{boxId}", query = "boxesOf")
public record Box(String boxId, String owner) {}
