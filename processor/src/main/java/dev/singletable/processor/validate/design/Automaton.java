package dev.singletable.processor.validate.design;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A nondeterministic finite automaton over chars with char-set edges and ε-moves: the exact set of
 * texts one key encoding can produce. Built Thompson-style with {@link Builder}; the review only
 * runs automata on literal text and intersects a few of them, so no minimisation is needed.
 */
final class Automaton {

  /**
   * Beyond this many explored state tuples an intersection is given up (never reached by real
   * patterns).
   */
  private static final int MAX_TUPLES = 200_000;

  private final List<List<Edge>> edges;
  private final List<List<Integer>> epsilons;
  private final int start;
  private final int accept;

  private record Edge(CharSet label, int to) {}

  private Automaton(List<List<Edge>> edges, List<List<Integer>> epsilons, int start, int accept) {
    this.edges = edges;
    this.epsilons = epsilons;
    this.start = start;
    this.accept = accept;
  }

  BitSet startStates() {
    BitSet states = new BitSet();
    states.set(start);
    return closure(states);
  }

  /** The states after reading {@code text} from {@code states}; empty when no path reads it. */
  BitSet read(BitSet states, String text) {
    BitSet current = states;
    for (int i = 0; i < text.length() && !current.isEmpty(); i++) {
      current = step(current, text.charAt(i));
    }
    return current;
  }

  boolean accepts(String text) {
    return read(startStates(), text).get(accept);
  }

  private BitSet step(BitSet states, char c) {
    BitSet next = new BitSet();
    for (int s = states.nextSetBit(0); s >= 0; s = states.nextSetBit(s + 1)) {
      for (Edge edge : edges.get(s)) {
        if (edge.label().contains(c)) {
          next.set(edge.to());
        }
      }
    }
    return closure(next);
  }

  private BitSet closure(BitSet states) {
    BitSet closed = (BitSet) states.clone();
    Deque<Integer> work = new ArrayDeque<>();
    states.stream().forEach(work::push);
    while (!work.isEmpty()) {
      for (int to : epsilons.get(work.pop())) {
        if (!closed.get(to)) {
          closed.set(to);
          work.push(to);
        }
      }
    }
    return closed;
  }

  /**
   * The shortest text that every automaton accepts from its given states, preferring {@code
   * preferred} for free characters and then digits and lower-case letters (so examples read well).
   * Empty when there is none, and also when the search gives up after {@link #MAX_TUPLES} state
   * tuples, so that a review never reports what it could not prove.
   */
  static Optional<String> commonWord(
      List<Automaton> automata, List<BitSet> starts, char preferred) {
    Map<List<BitSet>, List<BitSet>> parent = new HashMap<>();
    Map<List<BitSet>, Character> via = new HashMap<>();
    Deque<List<BitSet>> queue = new ArrayDeque<>();
    List<BitSet> first = List.copyOf(starts);
    if (first.stream().anyMatch(BitSet::isEmpty)) {
      return Optional.empty();
    }
    parent.put(first, null);
    queue.add(first);
    while (!queue.isEmpty()) {
      List<BitSet> tuple = queue.poll();
      if (acceptsAll(automata, tuple)) {
        return Optional.of(word(tuple, parent, via));
      }
      if (parent.size() > MAX_TUPLES) {
        return Optional.empty();
      }
      for (char c : candidates(automata, tuple, preferred)) {
        List<BitSet> next = new ArrayList<>(tuple.size());
        for (int i = 0; i < tuple.size() && next.size() == i; i++) {
          BitSet states = automata.get(i).step(tuple.get(i), c);
          if (!states.isEmpty()) {
            next.add(states);
          }
        }
        if (next.size() == tuple.size() && !parent.containsKey(next)) {
          parent.put(next, tuple);
          via.put(next, c);
          queue.add(next);
        }
      }
    }
    return Optional.empty();
  }

  private static boolean acceptsAll(List<Automaton> automata, List<BitSet> tuple) {
    for (int i = 0; i < tuple.size(); i++) {
      if (!tuple.get(i).get(automata.get(i).accept)) {
        return false;
      }
    }
    return true;
  }

  private static String word(
      List<BitSet> end, Map<List<BitSet>, List<BitSet>> parent, Map<List<BitSet>, Character> via) {
    StringBuilder word = new StringBuilder();
    for (List<BitSet> t = end; parent.get(t) != null; t = parent.get(t)) {
      word.append(via.get(t));
    }
    return word.reverse().toString();
  }

  /**
   * One char per class of chars that behave alike: every char some edge names, plus one char no
   * edge names (all such chars are accepted by exactly the complemented labels).
   */
  private static List<Character> candidates(
      List<Automaton> automata, List<BitSet> tuple, char preferred) {
    TreeSet<Character> named = new TreeSet<>();
    for (int i = 0; i < tuple.size(); i++) {
      BitSet states = tuple.get(i);
      for (int s = states.nextSetBit(0); s >= 0; s = states.nextSetBit(s + 1)) {
        for (Edge edge : automata.get(i).edges.get(s)) {
          for (char c : edge.label().chars().toCharArray()) {
            named.add(c);
          }
        }
      }
    }
    List<Character> result = new ArrayList<>(named);
    char fresh = preferred;
    for (char c = 'a'; named.contains(fresh) && c <= 'z'; c++) {
      fresh = c;
    }
    for (char c = 0x100; named.contains(fresh); c++) {
      fresh = c;
    }
    result.add(fresh);
    result.sort((a, b) -> Integer.compare(rank(a, preferred), rank(b, preferred)));
    return result;
  }

  private static int rank(char c, char preferred) {
    if (c == preferred) {
      return 0;
    }
    if (c >= '0' && c <= '9') {
      return 1 + c - '0';
    }
    if (c >= 'a' && c <= 'z') {
      return 20 + c - 'a';
    }
    if (c >= 'A' && c <= 'Z') {
      return 50 + c - 'A';
    }
    return 100 + c;
  }

  /** Builds automata from fragments (a start and an end state), Thompson-style. */
  static final class Builder {

    private final List<List<Edge>> edges = new ArrayList<>();
    private final List<List<Integer>> epsilons = new ArrayList<>();

    record Fragment(int start, int end) {}

    private int state() {
      edges.add(new ArrayList<>());
      epsilons.add(new ArrayList<>());
      return edges.size() - 1;
    }

    Fragment empty() {
      int s = state();
      int e = state();
      epsilons.get(s).add(e);
      return new Fragment(s, e);
    }

    Fragment chars(CharSet label) {
      int s = state();
      int e = state();
      edges.get(s).add(new Edge(label, e));
      return new Fragment(s, e);
    }

    Fragment literal(String text) {
      List<Fragment> parts = new ArrayList<>();
      for (char c : text.toCharArray()) {
        parts.add(chars(CharSet.of(String.valueOf(c))));
      }
      return parts.isEmpty() ? empty() : seq(parts);
    }

    Fragment seq(List<Fragment> parts) {
      for (int i = 1; i < parts.size(); i++) {
        epsilons.get(parts.get(i - 1).end()).add(parts.get(i).start());
      }
      return new Fragment(parts.get(0).start(), parts.get(parts.size() - 1).end());
    }

    Fragment seq(Fragment... parts) {
      return seq(List.of(parts));
    }

    Fragment union(List<Fragment> alternatives) {
      int s = state();
      int e = state();
      for (Fragment alternative : alternatives) {
        epsilons.get(s).add(alternative.start());
        epsilons.get(alternative.end()).add(e);
      }
      return new Fragment(s, e);
    }

    /** One or more repetitions. */
    Fragment plus(Fragment body) {
      int s = state();
      int e = state();
      epsilons.get(s).add(body.start());
      epsilons.get(body.end()).add(e);
      epsilons.get(body.end()).add(body.start());
      return new Fragment(s, e);
    }

    Fragment star(Fragment body) {
      return union(List.of(empty(), plus(body)));
    }

    Automaton build(Fragment whole) {
      return new Automaton(edges, epsilons, whole.start(), whole.end());
    }
  }
}
