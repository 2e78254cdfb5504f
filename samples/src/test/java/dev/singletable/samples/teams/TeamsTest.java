package dev.singletable.samples.teams;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.Page;
import dev.singletable.runtime.failure.ConditionFailedException;
import dev.singletable.runtime.failure.ItemAlreadyExistsException;
import dev.singletable.runtime.failure.ItemNotFoundException;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.util.List;
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
    Page<Membership> page = db.memberships().membersOf(new ProjectId("p-apollo")).all().page();

    assertThat(page.items())
        .extracting(Membership::userId, Membership::userName, Membership::role)
        .containsExactly(
            tuple(new UserId("u-ann"), "Ann", Role.OWNER),
            tuple(new UserId("u-bob"), "Bob", Role.MEMBER),
            tuple(new UserId("u-cy"), "Cy", Role.MAINTAINER));
    assertThat(page.skippedItems()).isZero();
  }

  @Test
  void projectsOfEachUserThroughTheInvertedIndex() {
    assertThat(db.memberships().projectsOf(new UserId("u-ann")).all().list())
        .extracting(Membership::projectId, Membership::projectName, Membership::role)
        .containsExactly(
            tuple(new ProjectId("p-apollo"), "Apollo", Role.OWNER),
            tuple(new ProjectId("p-mercury"), "Mercury", Role.MEMBER));
    assertThat(db.memberships().projectsOf(new UserId("u-bob")).all().list())
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-apollo"), new ProjectId("p-gemini"));
    assertThat(db.memberships().projectsOf(new UserId("u-cy")).all().list())
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-apollo"), new ProjectId("p-mercury"));
    assertThat(db.memberships().projectsOf(new UserId("u-dee")).all().list())
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-gemini"), new ProjectId("p-mercury"));
    assertThat(db.memberships().projectsOf(new UserId("u-dee")).all().page().skippedItems())
        .isZero();
  }

  @Test
  void bothSidesReadTheSameMembershipItem() {
    Membership fromProject =
        db.memberships()
            .membersOf(new ProjectId("p-mercury"))
            .userId(new UserId("u-dee"))
            .first()
            .orElseThrow();
    Membership fromUser =
        db.memberships()
            .projectsOf(new UserId("u-dee"))
            .projectId(new ProjectId("p-mercury"))
            .first()
            .orElseThrow();

    assertThat(fromUser)
        .isEqualTo(fromProject)
        .isEqualTo(
            db.memberships()
                .get(new MembershipKey(new ProjectId("p-mercury"), new UserId("u-dee")))
                .orElseThrow());
    assertThat(fromProject.joinedAt()).isEqualTo(TeamsData.START.plusSeconds(7 * 86_400L));
  }

  @Test
  void aProjectWithItsMembersInOneQuery() {
    TeamsDb.ProjectTeam team = db.projectTeam(new ProjectId("p-gemini")).fetch();

    assertThat(team.project())
        .contains(new Project(new ProjectId("p-gemini"), "Gemini", "Mobile app"));
    assertThat(team.memberships())
        .extracting(Membership::userId)
        .containsExactly(new UserId("u-bob"), new UserId("u-dee"));
    assertThat(team.skippedItems()).isZero();
  }

  @Test
  void aUserWithTheirProjectsInOneQueryOnTheInvertedIndex() {
    TeamsDb.UserProjects ann = db.userProjects(new UserId("u-ann")).fetch();

    assertThat(ann.user()).contains(new User(new UserId("u-ann"), "Ann", "ann@example.com"));
    assertThat(ann.memberships())
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-apollo"), new ProjectId("p-mercury"));
    assertThat(db.userProjects(new UserId("u-ann")).describe())
        .isEqualTo("SK = \"USER#u-ann\" on index Inverted (collection userProjects)");
  }

  @Test
  void ownersOfAProjectByFilter() {
    assertThat(
            db.memberships()
                .membersOf(new ProjectId("p-mercury"))
                .filter(MembershipSchema.ROLE.eq(Role.OWNER))
                .list())
        .extracting(Membership::userId)
        .containsExactly(new UserId("u-cy"));
    assertThat(
            db.memberships()
                .membersOf(new ProjectId("p-mercury"))
                .filter(MembershipSchema.ROLE.ne(Role.OWNER))
                .list())
        .extracting(Membership::userId)
        .containsExactly(new UserId("u-ann"), new UserId("u-dee"));
  }

  @Test
  void describeShowsTheSwappedKeysOfTheInvertedIndex() {
    assertThat(db.memberships().projectsOf(new UserId("u-ann")).describe())
        .isEqualTo("SK = \"USER#u-ann\" AND begins_with(PK, \"PROJECT#\") on index Inverted");
    assertThat(db.memberships().membersOf(new ProjectId("p-apollo")).describe())
        .isEqualTo("PK = \"PROJECT#p-apollo\" AND begins_with(SK, \"USER#\")");
  }

  @Test
  void addingChangingAndRemovingAMemberShowsOnBothSides() {
    // A project and users of its own, so that the other tests' listings stay as loaded.
    db.projects().create(new Project(new ProjectId("p-eta"), "Eta", "Prototypes"));
    db.projects().create(new Project(new ProjectId("p-zeta"), "Zeta", "Experiments"));
    db.users().create(new User(new UserId("u-fay"), "Fay", "fay@example.com"));
    db.users().create(new User(new UserId("u-gus"), "Gus", "gus@example.com"));
    directory.add(new ProjectId("p-zeta"), new UserId("u-fay"), Role.OWNER, TeamsData.START);
    directory.add(new ProjectId("p-zeta"), new UserId("u-gus"), Role.MEMBER, TeamsData.START);
    directory.add(new ProjectId("p-eta"), new UserId("u-gus"), Role.MEMBER, TeamsData.START);

    assertThat(
            directory
                .changeRole(new ProjectId("p-zeta"), new UserId("u-gus"), Role.MAINTAINER)
                .role())
        .isEqualTo(Role.MAINTAINER);
    assertThat(db.memberships().projectsOf(new UserId("u-gus")).all().list())
        .extracting(Membership::projectId, Membership::role)
        .containsExactly(
            tuple(new ProjectId("p-eta"), Role.MEMBER),
            tuple(new ProjectId("p-zeta"), Role.MAINTAINER));

    assertThat(directory.remove(new ProjectId("p-zeta"), new UserId("u-fay"))).isTrue();
    assertThat(directory.remove(new ProjectId("p-zeta"), new UserId("u-fay"))).isFalse();
    assertThat(db.memberships().membersOf(new ProjectId("p-zeta")).all().list())
        .extracting(Membership::userId)
        .containsExactly(new UserId("u-gus"));
    assertThat(db.memberships().projectsOf(new UserId("u-fay")).all().list()).isEmpty();
    assertThat(db.userProjects(new UserId("u-fay")).fetch().user()).isPresent();
  }

  @Test
  void aReviewerApprovesAChangeThroughATypedPathIntoTheListOfReviewers() {
    ProjectId apollo = new ProjectId("p-apollo");
    db.changeRequests()
        .put(
            new ChangeRequest(
                apollo,
                7,
                "Faster launch",
                List.of(
                    new ChangeRequest.Reviewer("ann", false),
                    new ChangeRequest.Reviewer("cy", false))));

    ChangeRequest approved = directory.approve(apollo, 7, 1, "cy");

    assertThat(approved.reviewers())
        .containsExactly(
            new ChangeRequest.Reviewer("ann", false), new ChangeRequest.Reviewer("cy", true));
    // Reviewer 0 is ann: the condition on that element's login refuses bob, and nothing changes.
    assertThatThrownBy(() -> directory.approve(apollo, 7, 0, "bob"))
        .isInstanceOf(ConditionFailedException.class);
    assertThat(db.changeRequests().get(new ChangeRequestKey(apollo, 7)).orElseThrow().reviewers())
        .containsExactly(
            new ChangeRequest.Reviewer("ann", false), new ChangeRequest.Reviewer("cy", true));
  }

  @Test
  void membershipsNeedAnExistingUserAndProjectAndAreAddedOnce() {
    assertThatThrownBy(
            () ->
                directory.add(
                    new ProjectId("p-apollo"), new UserId("u-ann"), Role.MEMBER, TeamsData.START))
        .isInstanceOf(ItemAlreadyExistsException.class);
    assertThatThrownBy(
            () ->
                directory.add(
                    new ProjectId("p-apollo"),
                    new UserId("u-nobody"),
                    Role.MEMBER,
                    TeamsData.START))
        .isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(
            () ->
                directory.add(
                    new ProjectId("p-nothing"), new UserId("u-ann"), Role.MEMBER, TeamsData.START))
        .isInstanceOf(NoSuchElementException.class);
    assertThatThrownBy(
            () -> directory.changeRole(new ProjectId("p-gemini"), new UserId("u-ann"), Role.OWNER))
        .isInstanceOf(ItemNotFoundException.class);
    assertThat(
            db.memberships().get(new MembershipKey(new ProjectId("p-gemini"), new UserId("u-ann"))))
        .isEmpty();
  }

  @Test
  void idsAreValueTypesStoredAsTheirText(DynamoDbClient client) {
    var item =
        client
            .getItem(
                r ->
                    r.tableName(db.tableName())
                        .key(
                            new MembershipKey(new ProjectId("p-apollo"), new UserId("u-ann"))
                                .toKey()))
            .item();

    assertThat(item.get("PK").s()).isEqualTo("PROJECT#p-apollo");
    assertThat(item.get("SK").s()).isEqualTo("USER#u-ann");
    assertThat(item.get("projectId").s()).isEqualTo("p-apollo");
    assertThat(item.get("userId").s()).isEqualTo("u-ann");
  }

  @Test
  void declaredReadsServeBothSidesOfTheManyToMany() {
    Teams teams = db;

    assertThat(teams.project(new ProjectId("p-gemini"))).map(Project::name).hasValue("Gemini");
    assertThat(teams.user(new UserId("u-nobody"))).isEmpty();
    assertThat(teams.membersOfProject(new ProjectId("p-gemini")))
        .isEqualTo(db.memberships().membersOf(new ProjectId("p-gemini")).all().list())
        .isNotEmpty();
    assertThat(teams.projectsOfUser(new UserId("u-dee")))
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-gemini"), new ProjectId("p-mercury"));
    assertThat(teams.membership(new ProjectId("p-gemini"), new UserId("u-dee")))
        .map(Membership::userName)
        .hasValue("Dee");
    assertThat(teams.membership(new ProjectId("p-gemini"), new UserId("u-ann"))).isEmpty();
    TeamsDb.ProjectTeam gemini = teams.projectWithTeam(new ProjectId("p-gemini"));
    assertThat(gemini.project()).map(Project::projectId).hasValue(new ProjectId("p-gemini"));
    assertThat(gemini.memberships())
        .extracting(Membership::projectId)
        .containsOnly(new ProjectId("p-gemini"));
    TeamsDb.UserProjects dee = teams.userWithProjects(new UserId("u-dee"));
    assertThat(dee.user()).map(User::name).hasValue("Dee");
    assertThat(dee.memberships())
        .extracting(Membership::projectId)
        .containsExactly(new ProjectId("p-gemini"), new ProjectId("p-mercury"));
  }
}
