package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A vital sign taken of a patient: a member of "chart" whose index keys do not move, sorted after
 * the visits ({@code VISIT#} before {@code VITAL#}).
 */
@Entity(table = Clinic.class)
@KeyPattern(pk = "VITAL#{vitalId}", sk = "A")
@Gsi(index = "GSI1", pk = "P#{patientId}", sk = "VITAL#{vitalId}")
@Collection(value = "chart", index = "GSI1")
public record Vital(String vitalId, String patientId, int value) {}
