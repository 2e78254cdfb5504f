package dev.singletable.processor.plan.view;

/**
 * A design review finding as the model view lists it.
 *
 * @param id the diagnostic id, such as {@code hot-partition}
 * @param subject the entity (simple name) or table the finding is about
 * @param message the diagnostic text
 * @param suppressed whether {@code @SuppressWarnings("singletable:<id>")} silenced it
 */
public record ReviewFinding(String id, String subject, String message, boolean suppressed) {}
