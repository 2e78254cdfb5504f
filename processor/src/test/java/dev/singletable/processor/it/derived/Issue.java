package dev.singletable.processor.it.derived;

import dev.singletable.annotations.Derived;
import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;

/**
 * An issue of a repository ({@code owner/name}) with derived attributes: {@code ticket} and {@code
 * owner} from the key alone, {@code queue} from the status and assignee (absent, and the issue out
 * of GSI1, while it has no status), {@code band} from the priority, and {@code lane} from those two
 * derived ones (a chain). GSI1 is keyed by {@code queue} and {@code lane}.
 */
@Entity(table = Tracker.class)
@KeyPattern(pk = "REPO#{repo}", sk = "ISSUE#{number}")
@Gsi(index = "GSI1", pk = "QUEUE#{queue}", sk = "{lane}#{number}")
public record Issue(
    String repo,
    int number,
    String title,
    Status status,
    String assignee,
    int priority,
    @Derived("ticketOf") String ticket,
    @Derived("ownerOf") String owner,
    @Derived("queueOf") String queue,
    @Derived("bandOf") String band,
    @Derived("laneOf") String lane) {

  /** Where an issue stands. */
  public enum Status {
    OPEN,
    CLOSED
  }

  /** An issue whose derived attributes the writes compute (the values given here are ignored). */
  public static Issue of(
      String repo, int number, String title, Status status, String assignee, int priority) {
    return new Issue(repo, number, title, status, assignee, priority, "?", "?", "?", "?", "?");
  }

  static String ticketOf(String repo, int number) {
    return repo.replace('/', '-') + "-" + number;
  }

  static String ownerOf(String repo) {
    return repo.substring(0, repo.indexOf('/'));
  }

  static String queueOf(Status status, String assignee) {
    if (status == null) {
      return null;
    }
    return status.name() + ":" + (assignee == null ? "unassigned" : assignee);
  }

  static String bandOf(int priority) {
    return priority >= 2 ? "HIGH" : "LOW";
  }

  static String laneOf(String queue, String band) {
    return queue == null ? null : band + "@" + queue;
  }
}
