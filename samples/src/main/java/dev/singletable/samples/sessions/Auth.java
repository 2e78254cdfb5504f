package dev.singletable.samples.sessions;

import dev.singletable.annotations.AccessPattern;
import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.Table;
import java.util.List;
import java.util.Optional;

/**
 * The sessions single table: each user's partition holds the account and its sessions, which expire
 * by TTL; ByToken, an index with a partition key only, finds a session from the hash of the token a
 * client presents. The reads of the session service are declared here and implemented by {@code
 * AuthDb}.
 */
@Table(name = "Auth", async = true, gsis = @GlobalIndex(name = "ByToken", hasSortKey = false))
public interface Auth {

  @AccessPattern("An account by user id")
  Optional<Account> account(String userId);

  @AccessPattern("A session by the hash of the token a client presents")
  Optional<Session> sessionByToken(String tokenHash);

  @AccessPattern("A user's live sessions")
  List<Session> sessionsOfUser(String userId);

  @AccessPattern("An account with its live sessions, in one query")
  AuthDb.UserSessions accountWithSessions(String userId);
}
