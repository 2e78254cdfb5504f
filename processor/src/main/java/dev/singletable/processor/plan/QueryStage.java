package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import java.util.Optional;

/**
 * A builder stage of a query: one sort-key component, chosen equal to a value (leading to the next
 * stage, or ending the key) or in a range (ending the conditions). Its {@code Keys.Slot} constant
 * is {@code Keys.slot(component, after, next.isPresent())}; the query carries the prefix fixed so
 * far and the stage the sort key, so that the keys of an entity whose sort keys end in the same
 * components share one stage class ({@code type}).
 *
 * @param sortKey the key record's constant of the sort key this query's stages choose in, which the
 *     first stage is made with
 * @param after the literal text after the component in the sort key; empty when it ends the key
 * @param next the stage equality leads to; empty for the last component
 * @param beginsWith whether the component is text, so that its range may be {@code
 *     Range.beginsWith}, for Javadoc
 * @param declares whether this is the first stage planned of its class, which the repository
 *     declares (the other queries that reach the class reuse it)
 */
public record QueryStage(
    ClassName type,
    KeyComponent component,
    String sortKey,
    String after,
    Optional<ClassName> next,
    boolean beginsWith,
    boolean declares) {}
