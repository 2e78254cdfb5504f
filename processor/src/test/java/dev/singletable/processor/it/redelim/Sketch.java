package dev.singletable.processor.it.redelim;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;

/**
 * A sketch, version 2: stored under {@code ARTIST|{artistId}} / {@code SKETCH|{sketchId}} and
 * indexed under {@code STYLE|{style}} / {@code {artistId}|{sketchId}} in GSI1 and {@code
 * STYLE|{style}|{sketchId}} in LSI1; version 1 wrote the same keys with {@code #}.
 */
@Entity(table = Atelier.class)
@KeyPattern(pk = "ARTIST|{artistId}", sk = "SKETCH|{sketchId}")
@Gsi(index = "GSI1", pk = "STYLE|{style}", sk = "{artistId}|{sketchId}")
@Lsi(index = "LSI1", sk = "STYLE|{style}|{sketchId}")
public record Sketch(String artistId, String sketchId, String style, String note) {}
