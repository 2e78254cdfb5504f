package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A ticket, version 2: indexed in GSI1 under {@code S#{status}} since version 1 indexed it under
 * {@code STATUS#{status}}; the backfill job {@code Ticket.fill:GSI1} rewrites the stored keys.
 */
@Entity(table = Desk.class)
@KeyPattern(pk = "TICKET#{ticketId}", sk = "A")
@Gsi(
    index = "GSI1",
    pk = "S#{status}",
    sk = "{ticketId}",
    formerly = @FormerKey(pk = "STATUS#{status}", sk = "{ticketId}"))
public record Ticket(String ticketId, String status, String title) {}
