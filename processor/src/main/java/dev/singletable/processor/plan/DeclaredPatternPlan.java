package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;

/**
 * The implementation of one declared access pattern in the generated Db, and what the report says
 * of it: either one GetItem, or a read built from the public repository and query-builder calls.
 *
 * @param required the parameters refused when {@code null} (key values and the page request)
 * @param getItem the GetItem that serves it, or empty when {@code read} does
 * @param read the Query or Scan that serves it, or empty when {@code getItem} does
 */
public record DeclaredPatternPlan(
    String method,
    String sentence,
    TypeName returnType,
    List<Parameter> parameters,
    List<String> required,
    Optional<GetItem> getItem,
    Optional<Read> read,
    Description description) {

  public DeclaredPatternPlan {
    parameters = List.copyOf(parameters);
    required = List.copyOf(required);
  }

  /** A parameter as declared. */
  public record Parameter(String name, TypeName type) {}

  /**
   * {@code orders().get(new OrderKey(orderId))}.
   *
   * @param arguments the parameters in the order of the key record's components
   */
  public record GetItem(
      String accessor, ClassName key, List<String> arguments, boolean consistent) {

    public GetItem {
      arguments = List.copyOf(arguments);
    }
  }

  /**
   * A Query (of an entity or a collection) or a Scan: {@code head}, then the range, the filters,
   * the options and the call that returns the shape.
   *
   * @param stage the query stage offering the range methods, when a range has a nullable bound and
   *     so needs a local of that type
   * @param queryType the type of the query after the range: {@code EntityQuery<Order>}, or the
   *     collection's query type
   * @param stageLocal the local holding {@code head} when {@code stage} is set
   * @param queryLocal the local holding the query when some part depends on a null check
   * @param limit the code of the cap: a number or the {@code @Limit} parameter; empty without one
   * @param template the filter rendered at compile time, bound to {@code filters}' arguments in
   *     order; empty without filters
   */
  public record Read(
      Head head,
      Optional<ClassName> stage,
      Optional<KeyRange> range,
      List<FilterCall> filters,
      ClassName entity,
      boolean descending,
      boolean consistent,
      Optional<String> pageRequest,
      Optional<String> limit,
      Finish finish,
      String stageLocal,
      String queryLocal,
      Optional<ClassName> view,
      ClassName key,
      Optional<FilterTemplate> template) {

    public Read {
      filters = List.copyOf(filters);
    }

    /** Whether a null argument changes the calls, so that the query is built in a local. */
    public boolean conditional() {
      return range.map(KeyRange::nullable).orElse(false) || optionalFilter() || head.hasForms();
    }

    /**
     * Whether the filter depends on which arguments are given: each of its conditions is left out
     * when its argument is null, so none may be left.
     */
    public boolean optionalFilter() {
      return !filters.isEmpty() && filters.stream().allMatch(FilterCall::nullable);
    }
  }

  /**
   * The start of a read: {@code orders().ordersOf(userId)}, {@code orders().scan()} or {@code
   * orderDetails(orderId)} (no accessor), then one equality call per bound sort-key component.
   *
   * @param accessor the Db accessor of the repository; empty for a collection, read on the Db
   * @param stages the sort-key stages the query method offers: a head of fewer steps ends at a
   *     stage, whose {@code all()} is the query to run
   */
  public record Head(
      Optional<String> accessor,
      String method,
      List<String> arguments,
      List<Call> steps,
      int stages) {

    public Head {
      arguments = List.copyOf(arguments);
      steps = List.copyOf(steps);
    }

    /** How many steps every form of the read takes: those before the first optional one. */
    public int requiredSteps() {
      int required = 0;
      while (required < steps.size() && !steps.get(required).optional()) {
        required++;
      }
      return required;
    }

    /** Whether null arguments drop some steps, so that the read has several forms. */
    public boolean hasForms() {
      return requiredSteps() < steps.size();
    }
  }

  /**
   * A builder call with one argument: {@code .placedAt(day)}.
   *
   * @param optional whether the argument may be null ({@code @Nullable}), which drops the call and
   *     those after it (all optional too)
   */
  public record Call(String method, String argument, boolean optional) {}

  /**
   * The sort-key range of a stage's component: a between when both bounds are given, else the one
   * given; or a prefix.
   *
   * @param component the stage method taking the range, named as the component
   * @param between whether the range can have both bounds ({@code Range.between})
   */
  public record KeyRange(
      String component,
      Optional<Bound> lower,
      Optional<Bound> upper,
      Optional<Bound> prefix,
      boolean between) {

    /** Whether a bound may be null, so that the method depends on which are given. */
    public boolean nullable() {
      return lower.map(Bound::nullable).orElse(false)
          || upper.map(Bound::nullable).orElse(false)
          || prefix.map(Bound::nullable).orElse(false);
    }
  }

  /** One bound: the parameter and the {@code Range} factory taking it alone ({@code from}). */
  public record Bound(String parameter, String method, boolean nullable) {}

  /**
   * One condition of a read's filter: the attribute's reference encodes the argument (a prefix is
   * sent as given), and a nullable argument that is null leaves the condition out.
   *
   * @param operator the reference's method: {@code eq}, {@code ge}, {@code beginsWith}...
   */
  public record FilterCall(
      String parameter,
      boolean nullable,
      ClassName schema,
      String constant,
      String operator,
      Former former) {

    /** Whether the argument is sent as given rather than through the reference's encoder. */
    public boolean prefix() {
      return operator.equals("beginsWith");
    }
  }

  /**
   * What a filter call's condition also reads while a migration runs, and so which second value it
   * binds.
   */
  public enum Former {
    /** Nothing: one value. */
    NONE,
    /**
     * The attribute's former name ({@code @Attribute(formerly = ...)}): the condition is written
     * for both names, the argument bound twice.
     */
    NAME,
    /**
     * An enum's renamed constants ({@code @Formerly}): equal to the value or its former name, bound
     * second ({@code Expressions.formerOrEncoded}).
     */
    CONSTANT
  }

  /**
   * A read's filter rendered at compile time: its conditions joined by AND, in the order of the
   * filter calls, as a constant of the Db ({@code Expressions.template(text, names...)}) that each
   * call binds to the encoded arguments.
   *
   * @param constant the Db's constant holding the template
   * @param text the FilterExpression with placeholders {@code #n0...} and {@code :v0...}
   * @param names the stored attribute names of {@code #n0, #n1...}
   */
  public record FilterTemplate(String constant, String text, List<String> names) {

    public FilterTemplate {
      names = List.copyOf(names);
    }
  }

  /** The call that returns the declared shape. */
  public enum Finish {
    /** {@code Optional<E>}: {@code first()}. */
    FIRST,
    /** {@code Page<E>}: {@code page()}. */
    PAGE,
    /** {@code List<E>}: {@code list()}, or the first {@code limit} of the stream. */
    LIST,
    /** {@code Stream<E>}: {@code stream()}, limited to {@code limit}. */
    STREAM,
    /** A collection: {@code page()} with a page request or a limit, else {@code fetch()}. */
    COLLECTION,
    /**
     * {@code List<E>} from an index that does not project whole items: {@code
     * fetchItems().items()}, the query's views fetched whole (items gone since are left out).
     */
    FETCH
  }

  /**
   * What the report, the model view and the method's Javadoc say of the read.
   *
   * @param operation {@code GetItem}, {@code Query} or {@code Scan}
   * @param index the index read, or {@code null} for the table (and a Scan)
   * @param keyCondition the key (GetItem) or key condition (Query) with parameters in braces
   * @param bounds how the key condition's range bounds are exact in UTF-8 byte order (and what a
   *     null bound does), or {@code null} when the condition computes no bound
   * @param filter the filter expression, or {@code null}
   * @param items how many items one call returns, where the design tells
   * @param choice why this key was chosen
   * @param runnersUp the other keys that serve the read, cheapest first
   */
  public record Description(
      String operation,
      String index,
      List<String> entities,
      String keyCondition,
      String bounds,
      String filter,
      String items,
      String choice,
      List<String> runnersUp) {

    public Description {
      entities = List.copyOf(entities);
      runnersUp = List.copyOf(runnersUp);
    }
  }
}
