package dev.singletable.runtime.internal.op;

import dev.singletable.runtime.expression.Condition;
import dev.singletable.runtime.expression.UpdateAction;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What an update of one item asks for, as an immutable value: the caller's actions (with the index
 * key actions of generated setters), its condition, the expected {@code @Version}, and whether the
 * item is created when absent. The repository's UpdateItem and a transaction's {@code Update}
 * action both take it; the library adds what it maintains when it builds the request.
 *
 * @param condition the caller's condition, or {@code null}
 * @param expectedVersion the version the stored item must have, or {@code null}
 */
public record UpdateSpec(
    boolean upsert, List<UpdateAction<?>> actions, Condition<?> condition, Long expectedVersion) {

  private static final UpdateSpec UPDATE = new UpdateSpec(false, List.of(), null, null);
  private static final UpdateSpec UPSERT = new UpdateSpec(true, List.of(), null, null);

  public UpdateSpec {
    actions = List.copyOf(actions);
  }

  /** An update of an existing item, or (with {@code upsert}) of the item created when absent. */
  public static UpdateSpec of(boolean upsert) {
    return upsert ? UPSERT : UPDATE;
  }

  /** This update with more actions, after the ones it has. */
  public UpdateSpec withActions(List<? extends UpdateAction<?>> more) {
    List<UpdateAction<?>> all = new ArrayList<>(actions.size() + more.size());
    all.addAll(actions);
    more.forEach(action -> all.add(Objects.requireNonNull(action, "action")));
    return new UpdateSpec(upsert, all, condition, expectedVersion);
  }

  /** This update only if {@code extra} holds too (AND). */
  public UpdateSpec withCondition(Condition<?> extra) {
    return new UpdateSpec(upsert, actions, Guards.and(condition, extra), expectedVersion);
  }

  /** This update only if the stored {@code @Version} is {@code version}. */
  public UpdateSpec withExpectedVersion(long version) {
    return new UpdateSpec(upsert, actions, condition, version);
  }
}
