package dev.singletable.processor.it.moving;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;

/**
 * The table of a collection on an index while a member's index keys move: a patient's visits and
 * vitals in GSI1, the visits' GSI1 partition key pattern changed.
 */
@Table(name = "Clinic", gsis = @GlobalIndex(name = "GSI1"))
public interface Clinic {

  /** Declared while the visits' index keys move: the collection's query follows the move. */
  @AccessPattern("A patient's chart")
  ClinicDb.Chart chartOf(String patientId);
}
