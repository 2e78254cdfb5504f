package dev.singletable.processor.it.stream.model;

import dev.singletable.annotations.StreamView;
import dev.singletable.annotations.Table;

/** A table without a sort key whose stream carries the new image only. */
@Table(name = "Inbox", sk = "", stream = StreamView.NEW_IMAGE)
public interface Inbox {}
