package dev.singletable.runtime.internal;

import dev.singletable.runtime.EntitySchema;
import dev.singletable.runtime.TableHandle;
import java.util.Optional;

/**
 * Where an update starts (generated-code contract, not API): the table, the entity's schema, the
 * key, whether the update creates the item when absent, and the face its {@code execute()} answers
 * on, or {@code null} when a transaction sends it. Made by a repository's {@code update(key)} and
 * by a transaction for the generated update's constructor, which hands it to {@code EntityUpdate}.
 *
 * @param <T> the entity type
 * @param <K> its key record
 * @param <R> what {@code execute()} returns
 */
public record UpdateStart<T, K, R>(
    TableHandle table,
    EntitySchema<T, K> schema,
    K key,
    boolean upsert,
    Face<Optional<T>, R> face) {}
