package dev.singletable.spring.audit;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** Something that happened to a subject. */
@Entity(table = Audit.class)
@KeyPattern(pk = "SUBJECT#{subject}", sk = "EVENT#{eventId}")
public record AuditEvent(String subject, String eventId, String what) {}
