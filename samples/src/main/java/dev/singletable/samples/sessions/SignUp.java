package dev.singletable.samples.sessions;

import dev.singletable.runtime.TransactionResult;
import dev.singletable.runtime.Transactions;
import dev.singletable.runtime.failure.TransactionCancelledException;
import dev.singletable.runtime.failure.UniqueValueTakenException;
import dev.singletable.samples.shop.ShopDb;
import dev.singletable.samples.shop.ShopTransaction;
import dev.singletable.samples.shop.User;
import dev.singletable.samples.shop.UserKey;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * Opens and closes a customer's accounts in the two tables of the application at once: the shop's
 * {@link User} (with the guard item of its {@code @Unique} email), and the {@link Account} of the
 * Auth table with a first session. Each is one transaction across the Shop and Auth tables, so a
 * customer never exists in one and not the other.
 */
public final class SignUp {

  private final ShopDb shop;
  private final AuthDb auth;
  private final Clock clock;

  /** Uses both tables, which must be opened with the same client, and {@code clock} for "now". */
  public SignUp(ShopDb shop, AuthDb auth, Clock clock) {
    this.shop = shop;
    this.auth = auth;
    this.clock = clock;
  }

  /** What a sign-up did. */
  public sealed interface Outcome {}

  /** The customer exists in both tables and is signed in on the device. */
  public record Registered(User user, Account account, SessionService.SignIn signIn)
      implements Outcome {}

  /** Nothing was written: the user with key {@code holderKey} already has the email. */
  public record EmailTaken(String email, String holderKey) implements Outcome {}

  /**
   * Creates the shop user (and its email's guard), the auth account and a first session, all or
   * nothing.
   */
  public Outcome register(String userId, String name, String email, String device) {
    SessionService.SignIn signIn = SessionService.newSession(userId, device, clock);
    Account account = new Account(userId, name, email);
    ShopTransaction<TransactionResult> customer =
        shop.transaction()
            .create(new User(userId, name, email, null, 0)); // + the email's guard: fails if taken
    try {
      TransactionResult written =
          Transactions.together(
                  customer, auth.transaction().create(account).create(signIn.session()))
              .idempotencyToken("sign-up-" + userId)
              .execute();
      User user = written.written(new UserKey(userId)).orElseThrow(); // as stored: version 1
      return new Registered(user, account, signIn);
    } catch (TransactionCancelledException e) {
      Optional<UniqueValueTakenException> taken = e.uniqueValueTaken();
      if (taken.isPresent()) {
        return new EmailTaken(email, taken.get().holderKey());
      }
      throw e;
    }
  }

  /**
   * Deletes the customer from both tables: the shop user (if still at the version read, releasing
   * its email's guard), the auth account and every live session; returns whether there was a user.
   */
  public boolean close(String userId) {
    Optional<User> user = shop.users().get(new UserKey(userId));
    if (user.isEmpty()) {
      return false;
    }
    AuthTransaction<TransactionResult> signOut = auth.transaction().delete(new AccountKey(userId));
    List<Session> sessions = auth.sessionsOfUser(userId);
    sessions.forEach(session -> signOut.delete(SessionKey.of(session)));
    Transactions.together(
            shop.transaction().delete(user.get()), // checks the version, releases the email's guard
            signOut)
        .execute();
    return true;
  }
}
