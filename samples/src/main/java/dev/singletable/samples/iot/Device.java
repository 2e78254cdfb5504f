package dev.singletable.samples.iot;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/** A sensor installed at a site; listed per site through GSI1. */
@Entity(table = Telemetry.class)
@KeyPattern(pk = "DEVICE#{deviceId}", sk = "DEVICE")
@Gsi(index = "GSI1", pk = "SITE#{siteId}", sk = "DEVICE#{deviceId}", query = "devicesAt")
public record Device(String deviceId, String siteId, String model, String location) {}
