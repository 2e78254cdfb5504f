package dev.singletable.processor.it.docs;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A click of the documented {@link Clicks} table, also listed by page. */
@Entity(table = Clicks.class)
@KeyPattern(pk = "CLICK#{clickId}", sk = "CLICK")
@Gsi(index = "ByPage", pk = "PAGE#{page}", sk = "CLICK#{clickId}")
public record Click(String clickId, String page) {}
