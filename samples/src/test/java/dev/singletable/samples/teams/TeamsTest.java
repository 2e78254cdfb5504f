package dev.singletable.samples.teams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.ItemAlreadyExistsException;
import dev.singletable.runtime.ItemNotFoundException;
import dev.singletable.runtime.Page;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The many-to-many access patterns against the local engine: both sides of every membership. */
@LocalDynamoDbTest
class TeamsTest {

  private static TeamsDb db;
  private static TeamDirectory directory;

  @BeforeAll
  static void load(DynamoDbClient client, TestTable table) {
    db = TeamsDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    TeamsData.load(db);
    directory = new TeamDirectory(db);
  }

  @Test
  void membersOfAProjectByUserIdWithTheirRoles() {
    Page<Membership> page = db.memberships().membersOf("p-apollo").page();

    assertThat(page.items())
        .extracting(Membership::userId, Membership::userName, Membership::role)
        .containsExactly(
            tuple("u-ann", "Ann", Role.OWNER),
            tuple("u-bob", "Bob", Role.MEMBER),
            tuple("u-cy", "Cy", Role.MAINTAINER));
    assertThat(page.skippedItems()).isZero();
  }

  @Test
  void projectsOfEachUserThroughTheInvertedIndex() {
    assertThat(db.memberships().projectsOf("u-ann").list())
        .extracting(Membership::projectId, Membership::projectName, Membership::role)
        .containsExactly(
            tuple("p-apollo", "Apollo", Role.OWNER), tuple("p-mercury", "Mercury", Role.MEMBER));
    assertThat(db.memberships().projectsOf("u-bob").list())
        .extracting(Membership::projectId)
        .containsExactly("p-apollo", "p-gemini");
    assertThat(db.memberships().projectsOf("u-cy").list())
        .extracting(Membership::projectId)
        .containsExactly("p-apollo", "p-mercury");
    assertThat(db.memberships().projectsOf("u-dee").list())
        .extracting(Membership::projectId)
        .containsExactly("p-gemini", "p-mercury");
    assertThat(db.memberships().projectsOf("u-dee").page().skippedItems()).isZero();
  }

  @Test
  void bothSidesReadTheSameMembershipItem() {
    Membership fromProject =
        db.memberships().membersOf("p-mercury").userId("u-dee").first().orElseThrow();
    Membership fromUser =
        db.memberships().projectsOf("u-dee").projectId("p-mercury").first().orElseThrow();

    assertThat(fromUser)
        .isEqualTo(fromProject)
        .isEqualTo(db.memberships().get(new MembershipKey("p-mercury", "u-dee")).orElseThrow());
    assertThat(fromProject.joinedAt()).isEqualTo(TeamsData.START.plusSeconds(7 * 86_400L));
  }

  @Test
  void aProjectWithItsMembersInOneQuery() {
    TeamsDb.ProjectTeam team = db.projectTeam("p-gemini").fetch();

    assertThat(team.project()).contains(new Project("p-gemini", "Gemini", "Mobile app"));
    assertThat(team.memberships()).extracting(Membership::userId).containsExactly("u-bob", "u-dee");
    assertThat(team.skippedItems()).isZero();
  }

  @Test
  void aUserWithTheirProjectsInOneQueryOnTheInvertedIndex() {
    TeamsDb.UserProjects ann = db.userProjects("u-ann").fetch();

    assertThat(ann.user()).contains(new User("u-ann", "Ann", "ann@example.com"));
    assertThat(ann.memberships())
        .extracting(Membership::projectId)
        .containsExactly("p-apollo", "p-mercury");
    assertThat(db.userProjects("u-ann").describe())
        .isEqualTo("SK = \"USER#u-ann\" on index Inverted (collection userProjects)");
  }

  @Test
  void ownersOfAProjectByFilter() {
    assertThat(
            db.memberships()
                .membersOf("p-mercury")
                .filter(MembershipSchema.ROLE.eq(Role.OWNER))
                .list())
        .extracting(Membership::userId)
        .containsExactly("u-cy");
    assertThat(
            db.memberships()
                .membersOf("p-mercury")
                .filter(MembershipSchema.ROLE.ne(Role.OWNER))
                .list())
        .extracting(Membership::userId)
        .containsExactly("u-ann", "u-dee");
  }

  @Test
  void describeShowsTheSwappedKeysOfTheInvertedIndex() {
    assertThat(db.memberships().projectsOf("u-ann").describe())
        .isEqualTo("SK = \"USER#u-ann\" AND begins_with(PK, \"PROJECT#\") on index Inverted");
    assertThat(db.memberships().membersOf("p-apollo").describe())
        .isEqualTo("PK = \"PROJECT#p-apollo\" AND begins_with(SK, \"USER#\")");
  }

  @Test
  void addingChangingAndRemovingAMemberShowsOnBothSides() {
    // A project and users of its own, so that the other tests' listings stay as loaded.
    db.projects().create(new Project("p-eta", "Eta", "Prototypes"));
    db.projects().create(new Project("p-zeta", "Zeta", "Experiments"));
    db.users().create(new User("u-fay", "Fay", "fay@example.com"));
    db.users().create(new User("u-gus", "Gus", "gus@example.com"));
    directory.add("p-zeta", "u-fay", Role.OWNER, TeamsData.START);
    directory.add("p-zeta", "u-gus", Role.MEMBER, TeamsData.START);
    directory.add("p-eta", "u-gus", Role.MEMBER, TeamsData.START);

    assertThat(directory.changeRole("p-zeta", "u-gus", Role.MAINTAINER).role())
        .isEqualTo(Role.MAINTAINER);
    assertThat(db.memberships().projectsOf("u-gus").list())
        .extracting(Membership::projectId, Membership::role)
        .containsExactly(tuple("p-eta", Role.MEMBER), tuple("p-zeta", Role.MAINTAINER));

    assertThat(directory.remove("p-zeta", "u-fay")).isTrue();
    assertThat(directory.remove("p-zeta", "u-fay")).isFalse();
    assertThat(db.memberships().membersOf("p-zeta").list())
        .extracting(Membership::userId)
        .containsExactly("u-gus");
    assertThat(db.memberships().projectsOf("u-fay").list()).isEmpty();
    assertThat(db.userProjects("u-fay").fetch().user()).isPresent();
  }

  @Test
  void membershipsNeedAnExistingUserAndProjectAndAreAddedOnce() {
    assertThatThrownBy(() -> directory.add("p-apollo", "u-ann", Role.MEMBER, TeamsData.START))
        .isInstanceOf(ItemAlreadyExistsException.class);
    assertThatThrownBy(() -> directory.add("p-apollo", "u-nobody", Role.MEMBER, TeamsData.START))
        .isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(() -> directory.add("p-nothing", "u-ann", Role.MEMBER, TeamsData.START))
        .isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(() -> directory.changeRole("p-gemini", "u-ann", Role.OWNER))
        .isInstanceOf(ItemNotFoundException.class);
    assertThat(db.memberships().get(new MembershipKey("p-gemini", "u-ann"))).isEmpty();
  }

  @Test
  void declaredReadsServeBothSidesOfTheManyToMany() {
    Teams teams = db;

    assertThat(teams.project("p-gemini")).map(Project::name).hasValue("Gemini");
    assertThat(teams.user("u-nobody")).isEmpty();
    assertThat(teams.membersOfProject("p-gemini"))
        .isEqualTo(db.memberships().membersOf("p-gemini").list())
        .isNotEmpty();
    assertThat(teams.projectsOfUser("u-dee"))
        .extracting(Membership::projectId)
        .containsExactly("p-gemini", "p-mercury");
    assertThat(teams.membership("p-gemini", "u-dee")).map(Membership::userName).hasValue("Dee");
    assertThat(teams.membership("p-gemini", "u-ann")).isEmpty();
    TeamsDb.ProjectTeam gemini = teams.projectWithTeam("p-gemini");
    assertThat(gemini.project()).map(Project::projectId).hasValue("p-gemini");
    assertThat(gemini.memberships()).extracting(Membership::projectId).containsOnly("p-gemini");
    TeamsDb.UserProjects dee = teams.userWithProjects("u-dee");
    assertThat(dee.user()).map(User::name).hasValue("Dee");
    assertThat(dee.memberships())
        .extracting(Membership::projectId)
        .containsExactly("p-gemini", "p-mercury");
  }
}
