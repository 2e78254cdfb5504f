package dev.singletable.processor.validate.design;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Decides exactly whether keys of two patterns can be equal (or one start with the other) for some
 * attribute values, and finds such values.
 *
 * <p>No encoded value contains the delimiter and every placeholder is followed by the delimiter or
 * ends its pattern, so a key splits at the delimiter into the same fields for every value: each
 * field is a literal optionally followed by one value ({@link Field}). Two keys are equal exactly
 * when they have as many fields and the fields are equal one by one. Field {@code L1 + x} equals
 * {@code L2 + y} only if one literal starts with the other, leaving an equation {@code x = R + y}.
 * An attribute used twice (in the partition and the sort key) is one variable, so the equations of
 * a connected group of variables are solved together: every variable is some literal plus one
 * common unknown text {@code t}, which must lie in the intersection of the variables' alphabets
 * after those literals. That intersection is found on the automata of {@link KeyAlphabet}, shortest
 * first, which gives readable example values.
 */
final class KeySolver {

  /** Example characters for free text, one per group of variables, so that examples differ. */
  private static final String PREFERRED = "axbyczdw";

  private final KeyAlphabet alphabet;
  private final List<Automaton> languages = new ArrayList<>();
  private final List<Equation> equations = new ArrayList<>();
  private boolean impossible;

  /**
   * Of the last solution: each variable's group (its root) and literal prefix of the group's text.
   */
  private int[] groups = new int[0];

  private String[] solved = new String[0];

  /** A piece of key text between delimiters: a literal and, when {@code variable >= 0}, a value. */
  record Field(String literal, int variable) {}

  /** {@code value(left) = literal + value(right)}. */
  private record Equation(int left, String literal, int right) {}

  KeySolver(KeyAlphabet alphabet) {
    this.alphabet = alphabet;
  }

  KeyAlphabet alphabet() {
    return alphabet;
  }

  int variable(Automaton language) {
    languages.add(language);
    return languages.size() - 1;
  }

  /** Requires the texts of two whole keys to be equal. */
  void equal(List<Field> left, List<Field> right) {
    if (left.size() != right.size()) {
      impossible = true;
      return;
    }
    for (int i = 0; i < left.size(); i++) {
      fields(left.get(i), right.get(i));
    }
  }

  /** Requires {@code key} to start with {@code prefix}, whose last field is a literal left open. */
  void startsWith(List<Field> key, List<Field> prefix) {
    int last = prefix.size() - 1;
    if (key.size() < prefix.size() || prefix.get(last).variable() >= 0) {
      impossible = true;
      return;
    }
    for (int i = 0; i < last; i++) {
      fields(key.get(i), prefix.get(i));
    }
    Field field = key.get(last);
    String open = prefix.get(last).literal();
    if (field.literal().startsWith(open)) {
      return;
    }
    if (!open.startsWith(field.literal())) {
      impossible = true;
      return;
    }
    // The field's value must start with the rest of the open literal; what follows is free.
    int rest = variable(alphabet.rest());
    equations.add(new Equation(valueOf(field), open.substring(field.literal().length()), rest));
  }

  private void fields(Field a, Field b) {
    int x = valueOf(a);
    int y = valueOf(b);
    if (a.literal().startsWith(b.literal())) {
      equations.add(new Equation(y, a.literal().substring(b.literal().length()), x));
    } else if (b.literal().startsWith(a.literal())) {
      equations.add(new Equation(x, b.literal().substring(a.literal().length()), y));
    } else {
      impossible = true;
    }
  }

  /**
   * The field's value variable; a literal-only field gets a fresh variable that can only be empty.
   */
  private int valueOf(Field field) {
    return field.variable() >= 0 ? field.variable() : variable(alphabet.empty());
  }

  /** A value for every variable that satisfies every requirement, or empty when there is none. */
  Optional<String[]> solve() {
    if (impossible) {
      return Optional.empty();
    }
    int n = languages.size();
    List<List<Equation>> incident = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      incident.add(new ArrayList<>());
    }
    for (Equation equation : equations) {
      incident.get(equation.left()).add(equation);
      incident.get(equation.right()).add(equation);
    }
    String[] prefixes = new String[n];
    String[] values = new String[n];
    groups = new int[n];
    int group = 0;
    for (int root = 0; root < n; root++) {
      if (prefixes[root] != null) {
        continue;
      }
      List<Integer> members = new ArrayList<>();
      if (!relate(root, incident, prefixes, members)) {
        return Optional.empty();
      }
      char preferred = PREFERRED.charAt(group % PREFERRED.length());
      Optional<String> common = common(members, prefixes, preferred);
      if (common.isEmpty()) {
        return Optional.empty();
      }
      if (common.get().indexOf(preferred) >= 0) {
        group++;
      }
      for (int v : members) {
        values[v] = prefixes[v] + common.get();
        groups[v] = root;
      }
    }
    solved = prefixes;
    return Optional.of(values);
  }

  /**
   * Whether two variables have one value in every solution, not only in the last one: they are in
   * one group with one literal prefix of its common text. Variables of different groups may differ
   * (as far as their alphabets hold more than one word).
   */
  boolean alwaysEqual(int a, int b) {
    return groups[a] == groups[b] && solved[a].equals(solved[b]);
  }

  /**
   * Writes every variable connected to {@code root} as a literal prefix of one common unknown text
   * (the shortest of their values); false when the equations contradict each other.
   */
  private static boolean relate(
      int root, List<List<Equation>> incident, String[] prefixes, List<Integer> members) {
    prefixes[root] = "";
    members.add(root);
    Deque<Integer> work = new ArrayDeque<>(List.of(root));
    while (!work.isEmpty()) {
      for (Equation e : incident.get(work.pop())) {
        String left = prefixes[e.left()];
        String right = prefixes[e.right()];
        if (left != null && right != null) {
          if (!left.equals(e.literal() + right)) {
            return false;
          }
        } else if (right != null) {
          prefixes[e.left()] = e.literal() + right;
          members.add(e.left());
          work.push(e.left());
        } else if (left.startsWith(e.literal())) {
          prefixes[e.right()] = left.substring(e.literal().length());
          members.add(e.right());
          work.push(e.right());
        } else if (e.literal().startsWith(left)) {
          // The common text itself starts with the rest of the literal: move it into every prefix.
          String moved = e.literal().substring(left.length());
          for (int v : members) {
            prefixes[v] = prefixes[v] + moved;
          }
          prefixes[e.right()] = "";
          members.add(e.right());
          work.push(e.right());
        } else {
          return false;
        }
      }
    }
    return true;
  }

  private Optional<String> common(List<Integer> members, String[] prefixes, char preferred) {
    List<Automaton> automata = new ArrayList<>();
    List<BitSet> starts = new ArrayList<>();
    for (int v : members) {
      Automaton language = languages.get(v);
      automata.add(language);
      starts.add(language.read(language.startStates(), prefixes[v]));
    }
    return alphabet.commonWord(automata, starts, preferred);
  }
}
