package dev.singletable.processor.it.model;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** Shares the sensors' partitions with readings, whose sort keys have no literal prefix to separate them. */
@Entity(table = Catalog.class)
@KeyPattern(pk = "SENSOR#{sensorId}", sk = "CALIBRATION")
public record Calibration(String sensorId, double offset) {}
