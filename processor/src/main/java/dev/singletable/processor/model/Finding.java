package dev.singletable.processor.model;

import javax.lang.model.element.Element;

/**
 * A warning the processor raised, kept (suppressed or not) so that the model view can list the
 * design review's findings next to the design they are about.
 *
 * @param id the stable message id, such as {@code hot-partition}
 * @param text the message without its {@code [singletable:id]} prefix
 * @param element the element the warning points at
 * @param suppressed whether {@code @SuppressWarnings("singletable:<id>")} silenced it
 */
public record Finding(String id, String text, Element element, boolean suppressed) {}
