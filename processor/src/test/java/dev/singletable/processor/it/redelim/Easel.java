package dev.singletable.processor.it.redelim;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** An easel: its key holds no delimiter, so it does not move with it. */
@Entity(table = Atelier.class)
@KeyPattern(pk = "{easelId}", sk = "EASEL")
public record Easel(String easelId, int height) {}
