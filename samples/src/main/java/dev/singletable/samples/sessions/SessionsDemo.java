package dev.singletable.samples.sessions;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.DemoConsole;
import dev.singletable.samples.DemoLauncher;
import dev.singletable.samples.ModelReport;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.UserKey;
import java.io.PrintStream;
import java.util.List;
import java.util.stream.Stream;

/**
 * The sessions demo: creates the Auth table on the embedded local engine with a clock fixed at
 * {@link SessionData#NOW}, loads two accounts and their sessions, then prints each access pattern,
 * the key condition sent and the typed results.
 */
public final class SessionsDemo {

  private final AuthDb db;
  private final SessionService service;
  private final ShopDb shop;
  private final PrintStream out;
  private final DemoConsole console;

  /** The demo of {@code db}, whose sign-ups also write the shop's users to {@code shop}. */
  SessionsDemo(AuthDb db, SessionService service, ShopDb shop, PrintStream out) {
    this.db = db;
    this.service = service;
    this.shop = shop;
    this.out = out;
    this.console = new DemoConsole(out);
  }

  public static void main(String[] args) {
    DemoLauncher.run(
        args,
        "Auth-demo",
        (client, table) -> {
          AuthDb db =
              AuthDb.create(
                  client, DbOptions.builder().tableName(table).clock(SessionData.CLOCK).build());
          ShopDb shop =
              ShopDb.create(
                  client,
                  DbOptions.builder().tableName(table + "-shop").clock(SessionData.CLOCK).build());
          new SessionsDemo(db, new SessionService(db, SessionData.CLOCK), shop, System.out)
              .runAll();
        });
  }

  void runAll() {
    out.println("== Table " + db.tableName() + " (now is " + SessionData.NOW + ")");
    db.createTable();
    SessionData.load(db);
    out.println("loaded: 2 accounts, 4 sessions (Ann's tablet session expired a day ago)\n");

    console.show(
        "A user's live sessions (expired ones hidden)",
        db.sessions().sessionsOf("u-ann").all(),
        SessionsDemo::line);
    out.println("== The account with its live sessions, one query (collection userSessions)");
    out.println("   key condition: " + db.userSessions("u-ann").describe());
    AuthDb.UserSessions ann = db.userSessions("u-ann").fetch();
    out.println("   " + ann.account().orElseThrow());
    ann.sessions().forEach(session -> out.println("   " + line(session)));
    out.println("   (" + ann.skippedItems() + " expired item(s) left out)\n");

    String hash = SessionService.hash(SessionData.ANN_LAPTOP_TOKEN);
    console.show(
        "Find a session by its token (ByToken index, by the token's SHA-256)",
        db.sessions().byTokenHash(hash),
        SessionsDemo::line);
    console.show(
        "An expired session's token finds nothing",
        db.sessions().byTokenHash(SessionService.hash(SessionData.ANN_TABLET_TOKEN)),
        SessionsDemo::line);

    out.println("== Sign in, use and revoke");
    SessionService.SignIn signIn = service.signIn("u-ann", "smart TV");
    out.println("   signed in: " + line(signIn.session()));
    out.println(
        "   token authenticates: "
            + service.authenticate(signIn.token()).map(SessionsDemo::line).orElse("no"));
    out.println(
        "   touched: " + service.touch(signIn.session()).map(SessionsDemo::line).orElse("no"));
    out.println("   revoked s-2: " + service.revoke("u-ann", "s-2"));
    out.println("   revoked others than the new one: " + service.revokeOthers(signIn.session()));
    out.println(
        "   left: " + service.sessionsOf("u-ann").stream().map(SessionsDemo::line).toList());
    out.println(
        "   token still authenticates after revoking it: "
            + service.authenticate(SessionData.ANN_LAPTOP_TOKEN).isPresent());
    out.println();
    declaredReads(db);
    signUpAcrossTables();
  }

  /** Sign-up and account closing, each one transaction across the Shop and Auth tables. */
  private void signUpAcrossTables() {
    out.println("\n== Sign up and close an account: one transaction across tables");
    out.println("   (tables " + shop.tableName() + " and " + db.tableName() + ")");
    shop.createTable();
    SignUp signUp = new SignUp(shop, db, SessionData.CLOCK);
    SignUp.Outcome cat = signUp.register("u-cat", "Cat", "cat@example.com", "laptop");
    out.println(
        "   register u-cat: "
            + (cat instanceof SignUp.Registered registered ? registered.user() : cat));
    out.println(
        "   register u-kit with the same email: "
            + signUp.register("u-kit", "Kit", "cat@example.com", "phone"));
    out.println("   u-cat's auth account: " + db.account("u-cat").orElse(null));
    out.println("   close u-cat: " + signUp.close("u-cat"));
    out.println(
        "   left: shop user "
            + shop.users().get(new UserKey("u-cat")).isPresent()
            + ", auth account "
            + db.account("u-cat").isPresent()
            + ", sessions "
            + db.sessionsOfUser("u-cat").size());
  }

  /** The reads the application declared on {@link Auth}, called through that interface. */
  private void declaredReads(Auth auth) {
    show("An account by user id", "account", auth.account("u-bob").stream().toList());
    show(
        "A user's live sessions (declared)",
        "sessionsOfUser",
        auth.sessionsOfUser("u-bob").stream().map(SessionsDemo::line).toList());
    AuthDb.UserSessions bob = auth.accountWithSessions("u-bob");
    show(
        "An account with its live sessions, in one query (declared)",
        "accountWithSessions",
        Stream.concat(
                bob.account().stream().map(Account::toString),
                bob.sessions().stream().map(SessionsDemo::line))
            .toList());
  }

  private void show(String pattern, String method, List<?> items) {
    console.showRead(pattern, ModelReport.servedBy(Auth.class, method), items);
  }

  private static String line(Session session) {
    return session.sessionId()
        + " "
        + session.device()
        + ", last seen "
        + session.lastSeenAt()
        + ", expires "
        + session.expiresAt();
  }
}
