package dev.singletable.processor.it.indexmove;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.KeyPattern;
import dev.singletable.annotations.Lsi;

/**
 * A receipt, version 2: in LSI1 under {@code T#{total}#{receiptId}} since version 1 indexed it
 * under {@code TOTAL#{total}#{receiptId}}; the backfill job {@code Receipt.fill:LSI1} rewrites the
 * stored index keys.
 */
@Entity(table = Till.class)
@KeyPattern(pk = "STORE#{storeId}", sk = "R#{receiptId}")
@Lsi(
    index = "LSI1",
    sk = "T#{total}#{receiptId}",
    query = "byTotal",
    formerly = @FormerKey(sk = "TOTAL#{total}#{receiptId}"))
public record Receipt(String storeId, String receiptId, long total) {}
