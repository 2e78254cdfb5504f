package dev.singletable.samples.teams;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Function;

/**
 * The many-to-many demo: creates the Teams table on the embedded local engine, loads users,
 * projects and memberships, then lists the edges from both sides and prints, for each access
 * pattern, the key condition sent and the typed results.
 */
public final class TeamsDemo {

  private final TeamsDb db;
  private final PrintStream out;
  private final DemoConsole console;

  TeamsDemo(TeamsDb db, PrintStream out) {
    this.db = db;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Teams-demo",
        (client, table) ->
            new TeamsDemo(
                    TeamsDb.create(client, DbOptions.builder().tableName(table).build()),
                    System.out)
                .runAll());
  }

  void runAll() {
    out.println("== Table " + db.tableName());
    db.createTable();
    TeamsData.load(db);
    out.println("loaded: 4 users, 3 projects, 8 memberships\n");

    Function<Membership, String> member =
        m -> m.userId() + " " + m.userName() + " (" + m.role() + ")";
    Function<Membership, String> project =
        m -> m.projectId() + " " + m.projectName() + " (" + m.role() + ")";
    console.show(
        "Members of a project (table, USER# prefix)",
        db.memberships().membersOf(new ProjectId("p-apollo")).all(),
        member);
    console.show(
        "Projects of a user (Inverted index, PROJECT# prefix)",
        db.memberships().projectsOf(new UserId("u-ann")).all(),
        project);
    console.show(
        "Owners of a project (filter on role, applied after reading)",
        db.memberships()
            .membersOf(new ProjectId("p-mercury"))
            .filter(MembershipSchema.ROLE.eq(Role.OWNER)),
        member);

    out.println("== A project with its members, one query (collection projectTeam)");
    out.println("   key condition: " + db.projectTeam(new ProjectId("p-mercury")).describe());
    TeamsDb.ProjectTeam team = db.projectTeam(new ProjectId("p-mercury")).fetch();
    out.println("   " + team.project().orElseThrow());
    team.memberships().forEach(m -> out.println("   " + member.apply(m)));
    out.println();

    out.println(
        "== A user with their projects, one query (collection userProjects on the Inverted index)");
    out.println("   key condition: " + db.userProjects(new UserId("u-dee")).describe());
    TeamsDb.UserProjects dee = db.userProjects(new UserId("u-dee")).fetch();
    out.println("   " + dee.user().orElseThrow());
    dee.memberships().forEach(m -> out.println("   " + project.apply(m)));
    out.println();

    out.println("== Change a role, remove a member (one write each; both sides follow)");
    TeamDirectory directory = new TeamDirectory(db);
    out.println(
        "   "
            + member.apply(
                directory.changeRole(
                    new ProjectId("p-apollo"), new UserId("u-bob"), Role.MAINTAINER)));
    out.println(
        "   removed u-cy from p-apollo: "
            + directory.remove(new ProjectId("p-apollo"), new UserId("u-cy")));
    out.println(
        "   p-apollo members: "
            + db.memberships().membersOf(new ProjectId("p-apollo")).all().stream()
                .map(member)
                .toList());
    out.println(
        "   u-cy's projects: "
            + db.memberships().projectsOf(new UserId("u-cy")).all().stream().map(project).toList());
    out.println();
    declaredReads(db, member, project);
  }

  /** The reads the application declared on {@link Teams}, called through that interface. */
  private void declaredReads(
      Teams teams, Function<Membership, String> member, Function<Membership, String> project) {
    show(
        "The members of a project (declared)",
        "membersOfProject",
        teams.membersOfProject(new ProjectId("p-apollo")).stream().map(member).toList());
    show(
        "The projects a user belongs to (declared, served by the Inverted index)",
        "projectsOfUser",
        teams.projectsOfUser(new UserId("u-ann")).stream().map(project).toList());
    show(
        "A user's membership of a project (declared, one GetItem)",
        "membership",
        teams.membership(new ProjectId("p-mercury"), new UserId("u-dee")).stream()
            .map(member)
            .toList());
  }

  private void show(String pattern, String method, List<?> items) {
    console.showRead(pattern, ModelReport.servedBy(Teams.class, method), items);
  }
}
