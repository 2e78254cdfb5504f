package dev.singletable.processor.it.moving;

import dev.singletable.annotations.Collection;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.FormerKey;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * A visit, version 2: under {@code VISIT#{visitId}} in its patient's GSI1 partition {@code
 * P#{patientId}} since version 1 indexed it under {@code V#{visitId}} in {@code
 * PATIENT#{patientId}}; a member of the collection "chart" on GSI1, whose query reads the former
 * index keys too until the backfill {@code Visit.fill:GSI1} ran.
 */
@Entity(table = Clinic.class)
@KeyPattern(pk = "VISIT#{visitId}", sk = "A")
@Gsi(
    index = "GSI1",
    pk = "P#{patientId}",
    sk = "VISIT#{visitId}",
    formerly = @FormerKey(pk = "PATIENT#{patientId}", sk = "V#{visitId}"))
@Collection(value = "chart", index = "GSI1")
public record Visit(String visitId, String patientId, String reason) {}
