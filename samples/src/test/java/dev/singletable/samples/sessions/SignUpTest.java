package dev.singletable.samples.sessions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** Sign-up and account closing across the Shop and Auth tables, on the local engine. */
@LocalDynamoDbTest
class SignUpTest {

  private static DynamoDbClient client;
  private static ShopDb shop;
  private static AuthDb auth;
  private static SignUp signUp;

  @BeforeAll
  static void createTables(DynamoDbClient dynamoDb, TestTable table) {
    client = dynamoDb;
    auth =
        AuthDb.create(
            dynamoDb, DbOptions.builder().tableName(table.name()).clock(SessionData.CLOCK).build());
    shop =
        ShopDb.create(
            dynamoDb,
            DbOptions.builder().tableName(table.derived("shop")).clock(SessionData.CLOCK).build());
    auth.createTable();
    shop.createTable();
    signUp = new SignUp(shop, auth, SessionData.CLOCK);
  }

  @Test
  void registeringWritesBothTablesAndSignsIn() {
    SignUp.Outcome outcome = signUp.register("u-cal", "Cal", "cal@example.com", "laptop");

    assertThat(outcome).isInstanceOf(SignUp.Registered.class);
    SignUp.Registered registered = (SignUp.Registered) outcome;
    assertThat(registered.user().version()).isEqualTo(1);
    assertThat(shop.users().get(new UserKey("u-cal"))).contains(registered.user());
    assertThatThrownBy(
            () -> shop.users().create(new User("u-cid", "Cid", "cal@example.com", null, 0)))
        .isInstanceOf(UniqueValueTakenException.class); // the email's guard was written too
    assertThat(auth.account("u-cal")).contains(new Account("u-cal", "Cal", "cal@example.com"));
    assertThat(
            new SessionService(auth, SessionData.CLOCK).authenticate(registered.signIn().token()))
        .contains(registered.signIn().session());
  }

  @Test
  void aTakenEmailWritesNothingInEitherTableAndNamesItsHolder() {
    signUp.register("u-dot", "Dot", "dot@example.com", "laptop");

    SignUp.Outcome outcome = signUp.register("u-dan", "Dan", "dot@example.com", "phone");

    assertThat(outcome)
        .isEqualTo(new SignUp.EmailTaken("dot@example.com", "PK=USER#u-dot, SK=PROFILE"));
    assertThat(shop.users().get(new UserKey("u-dan"))).isEmpty();
    assertThat(auth.account("u-dan")).isEmpty();
    assertThat(auth.sessionsOfUser("u-dan")).isEmpty();
  }

  @Test
  void closingDeletesTheUserFromBothTablesAtOnce() {
    signUp.register("u-eve", "Eve", "eve@example.com", "laptop");
    new SessionService(auth, SessionData.CLOCK).signIn("u-eve", "phone");

    assertThat(signUp.close("u-eve")).isTrue();

    assertThat(shop.users().get(new UserKey("u-eve"))).isEmpty();
    assertThat(shop.users().create(new User("u-eli", "Eli", "eve@example.com", null, 0)).email())
        .isEqualTo("eve@example.com"); // the email's guard was released
    assertThat(auth.account("u-eve")).isEmpty();
    assertThat(auth.sessionsOfUser("u-eve")).isEmpty();
    assertThat(signUp.close("u-eve")).isFalse();
  }

  @Test
  void theDemoSignsUpAndClosesAcrossTheTwoTables(TestTable table) {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    AuthDb demoAuth =
        AuthDb.create(
            client,
            DbOptions.builder().tableName(table.derived("demo")).clock(SessionData.CLOCK).build());
    ShopDb demoShop =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableName(table.derived("demo-shop"))
                .clock(SessionData.CLOCK)
                .build());

    new SessionsDemo(
            demoAuth,
            new SessionService(demoAuth, SessionData.CLOCK),
            demoShop,
            new PrintStream(printed, true, StandardCharsets.UTF_8))
        .runAll();

    String output = printed.toString(StandardCharsets.UTF_8);
    assertThat(output)
        .contains("== Sign up and close an account: one transaction across tables")
        .contains("register u-cat: User[userId=u-cat, name=Cat, email=cat@example.com")
        .contains(
            "register u-kit with the same email: EmailTaken[email=cat@example.com,"
                + " holderKey=PK=USER#u-cat, SK=PROFILE]")
        .contains("close u-cat: true")
        .contains("left: shop user false, auth account false, sessions 0");
  }
}
