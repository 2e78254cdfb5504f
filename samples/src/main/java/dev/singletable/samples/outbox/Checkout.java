package dev.singletable.samples.outbox;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/**
 * The checkout single table: purchase orders and, in each order's partition, the messages to
 * publish about it (a transactional outbox), relayed from the stream.
 */
@Table(name = "Checkout", stream = StreamView.NEW_IMAGE)
public interface Checkout {}
