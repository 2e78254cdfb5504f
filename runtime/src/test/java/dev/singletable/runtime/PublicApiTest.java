package dev.singletable.runtime;

import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Lists the runtime's public API, every public type of {@code dev.singletable.runtime} and {@code
 * dev.singletable.runtime.expression} with its public and protected members (generic signatures as
 * {@link Method#toGenericString()} writes them), and compares the list with the committed {@code
 * src/test/resources/public-api.txt}, so that a change to the API shows in review as a diff of that
 * file and is made on purpose.
 *
 * <p>After a deliberate change, rewrite the file with {@code mvn verify -pl runtime -am
 * -Dtest=PublicApiTest -Dsurefire.failIfNoSpecifiedTests=false -Dsingletable.updatePublicApi=true}
 * and review its diff before committing it.
 */
class PublicApiTest {

  private static final Path LISTING = Path.of("src", "test", "resources", "public-api.txt");
  private static final boolean UPDATE = Boolean.getBoolean("singletable.updatePublicApi");
  private static final List<String> PACKAGES =
      List.of(
          "dev.singletable.runtime",
          "dev.singletable.runtime.expression",
          "dev.singletable.runtime.failure",
          "dev.singletable.runtime.observe",
          "dev.singletable.runtime.stream");

  @Test
  void thePublicApiIsTheCommittedOne() throws IOException {
    List<String> actual = listing();
    if (UPDATE) {
      Files.write(LISTING, actual, StandardCharsets.UTF_8);
    }
    List<String> committed =
        Files.exists(LISTING) ? Files.readAllLines(LISTING, StandardCharsets.UTF_8) : List.of();
    String diff = diff(committed, actual);
    assertThat(diff)
        .as(
            "the runtime's public API differs from %s (- committed, + now):%n%s%nIf the change is"
                + " deliberate, rewrite the file with -Dsingletable.updatePublicApi=true (see this"
                + " test's Javadoc) and review its diff.",
            LISTING, diff)
        .isEmpty();
  }

  /** One line per public type (sorted by name), each followed by its members, sorted. */
  private static List<String> listing() {
    TreeMap<String, List<String>> types = new TreeMap<>();
    for (JavaClass imported :
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages(PACKAGES)) {
      Class<?> type = imported.reflect();
      if (PACKAGES.contains(type.getPackageName()) && isExported(type)) {
        types.put(type.getName(), members(type));
      }
    }
    List<String> lines = new ArrayList<>();
    String[] packageName = {""};
    types.forEach(
        (name, members) -> {
          String typePackage = name.substring(0, name.lastIndexOf('.'));
          if (!typePackage.equals(packageName[0])) {
            packageName[0] = typePackage;
            lines.add("package " + typePackage);
          }
          lines.add(members.get(0));
          members.subList(1, members.size()).stream().sorted().forEach(m -> lines.add("  " + m));
        });
    return lines;
  }

  /** A public type whose enclosing types (if any) are public too. */
  private static boolean isExported(Class<?> type) {
    for (Class<?> t = type; t != null; t = t.getDeclaringClass()) {
      if (!Modifier.isPublic(t.getModifiers())) {
        return false;
      }
    }
    return !type.isAnonymousClass() && !type.isSynthetic();
  }

  /** The type's own declaration first, then its visible members. */
  private static List<String> members(Class<?> type) {
    List<String> members = new ArrayList<>();
    StringBuilder declaration = new StringBuilder(type.toGenericString());
    Type superclass = type.getGenericSuperclass();
    if (superclass != null && superclass != Object.class && !type.isEnum() && !type.isRecord()) {
      declaration.append(" extends ").append(superclass.getTypeName());
    }
    Type[] interfaces = type.getGenericInterfaces();
    for (int i = 0; i < interfaces.length; i++) {
      declaration
          .append(i > 0 ? ", " : type.isInterface() ? " extends " : " implements ")
          .append(interfaces[i].getTypeName());
    }
    members.add(shorten(declaration.toString()));
    List<Member> declared = new ArrayList<>();
    declared.addAll(List.of(type.getDeclaredConstructors()));
    declared.addAll(List.of(type.getDeclaredMethods()));
    declared.addAll(List.of(type.getDeclaredFields()));
    // What a public type inherits from a package-private base is its API too.
    for (Class<?> base = type.getSuperclass();
        base != null && !Modifier.isPublic(base.getModifiers());
        base = base.getSuperclass()) {
      declared.addAll(List.of(base.getDeclaredMethods()));
      declared.addAll(List.of(base.getDeclaredFields()));
    }
    Set<String> seen = new LinkedHashSet<>();
    for (Member member : declared) {
      int modifiers = member.getModifiers();
      boolean visible = Modifier.isPublic(modifiers) || Modifier.isProtected(modifiers);
      if (!visible || member.isSynthetic() || isBridge(member)) {
        continue;
      }
      String signature;
      if (member instanceof Constructor<?> constructor) {
        signature = constructor.toGenericString();
      } else if (member instanceof Method method) {
        signature = method.toGenericString();
      } else {
        signature = ((Field) member).toGenericString();
      }
      if (seen.add(signature)) {
        members.add(shorten(signature));
      }
    }
    return members;
  }

  private static boolean isBridge(Member member) {
    return member instanceof Method method && method.isBridge();
  }

  /** Signatures without the package names every line would repeat. */
  private static String shorten(String signature) {
    return signature
        .replace("dev.singletable.runtime.expression.", "")
        .replace("dev.singletable.runtime.", "")
        .replace("java.lang.", "")
        .replace("java.util.function.", "")
        .replace("java.util.", "")
        .replace("software.amazon.awssdk.services.dynamodb.model.", "")
        .replace("software.amazon.awssdk.services.dynamodb.", "");
  }

  /** The lines only in {@code before} ({@code -}) and only in {@code after} ({@code +}). */
  private static String diff(List<String> before, List<String> after) {
    Set<String> removed = new LinkedHashSet<>(before);
    after.forEach(removed::remove);
    Set<String> added = new LinkedHashSet<>(after);
    before.forEach(added::remove);
    StringBuilder diff = new StringBuilder();
    Stream.concat(removed.stream().map(l -> "- " + l), added.stream().map(l -> "+ " + l))
        .forEach(line -> diff.append(line).append('\n'));
    return diff.toString();
  }
}
