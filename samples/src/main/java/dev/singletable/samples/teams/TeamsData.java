package dev.singletable.samples.teams;

import java.time.Instant;

/** The teams demo's data: four users, three projects and eight memberships between them. */
final class TeamsData {

  /** When the first member joined; each next one joined a day later. */
  static final Instant START = Instant.parse("2025-01-06T09:00:00Z");

  private TeamsData() {}

  static void load(TeamsDb db) {
    db.users().create(new User(new UserId("u-ann"), "Ann", "ann@example.com"));
    db.users().create(new User(new UserId("u-bob"), "Bob", "bob@example.com"));
    db.users().create(new User(new UserId("u-cy"), "Cy", "cy@example.com"));
    db.users().create(new User(new UserId("u-dee"), "Dee", "dee@example.com"));

    db.projects()
        .create(new Project(new ProjectId("p-apollo"), "Apollo", "The new billing service"));
    db.projects().create(new Project(new ProjectId("p-gemini"), "Gemini", "Mobile app"));
    db.projects().create(new Project(new ProjectId("p-mercury"), "Mercury", "Data pipeline"));

    TeamDirectory directory = new TeamDirectory(db);
    String[][] memberships = {
      {"p-apollo", "u-ann", "OWNER"},
      {"p-apollo", "u-bob", "MEMBER"},
      {"p-apollo", "u-cy", "MAINTAINER"},
      {"p-gemini", "u-bob", "OWNER"},
      {"p-gemini", "u-dee", "MEMBER"},
      {"p-mercury", "u-cy", "OWNER"},
      {"p-mercury", "u-ann", "MEMBER"},
      {"p-mercury", "u-dee", "MEMBER"}
    };
    for (int i = 0; i < memberships.length; i++) {
      String[] m = memberships[i];
      directory.add(
          new ProjectId(m[0]),
          new UserId(m[1]),
          Role.valueOf(m[2]),
          START.plusSeconds(86_400L * i));
    }
  }
}
