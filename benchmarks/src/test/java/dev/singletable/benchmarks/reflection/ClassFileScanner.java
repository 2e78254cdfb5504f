package dev.singletable.benchmarks.reflection;

import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds reflection in one compiled class by reading its class file (JVMS §4) with a small reader:
 * the constant pool, the descriptors of its own fields and methods, and the {@code
 * BootstrapMethods} and {@code InnerClasses} attributes. No bytecode library.
 *
 * <h2>What is reflection here</h2>
 *
 * <ol>
 *   <li>Any class constant in {@code java.lang.reflect} ({@code Method}, {@code Field}, {@code
 *       Constructor}, {@code Array}, {@code Proxy}, ...), as owner of a call or as a type used by
 *       the code (cast, array, class literal).
 *   <li>Calls of reflective methods of {@code java.lang.Class} ({@code forName}, {@code
 *       getDeclaredMethod}, {@code getField}, {@code newInstance}, {@code getRecordComponents},
 *       {@code getEnumConstants}, annotations, ...) and of {@code ClassLoader.loadClass}. Metadata
 *       that is not a member lookup stays allowed: {@code getClass()}, {@code getName()}, {@code
 *       isInstance}, {@code cast}, and {@code Enum.valueOf(Class, String)}, which javac writes into
 *       every enum's {@code valueOf}.
 *   <li>Obtaining or using a {@code MethodHandles.Lookup}: calls of {@code MethodHandles.lookup},
 *       {@code privateLookupIn}, {@code publicLookup}, any member of {@code MethodHandles$Lookup},
 *       and any descriptor (of a referenced member or of the class's own members) that takes or
 *       returns a {@code Lookup} or a {@code java.lang.reflect} type.
 * </ol>
 *
 * <h2>What is not: {@code invokedynamic} bootstraps written by javac</h2>
 *
 * Lambdas and method references ({@code LambdaMetafactory.metafactory/altMetafactory}), string
 * concatenation ({@code StringConcatFactory.makeConcat/makeConcatWithConstants}) and record {@code
 * equals/hashCode/toString} ({@code ObjectMethods.bootstrap}) are linked through bootstrap methods
 * whose first parameter is a {@code MethodHandles$Lookup}, so such classes hold a method reference
 * whose descriptor names {@code Lookup}, and javac lists {@code MethodHandles$Lookup} in the {@code
 * InnerClasses} attribute. That reference is allowed exactly when it is the target of a {@code
 * CONSTANT_MethodHandle} used as a bootstrap method in the {@code BootstrapMethods} attribute and
 * its owner and name are one of those five JDK bootstraps; the class constant {@code
 * MethodHandles$Lookup} is allowed only when {@code InnerClasses} lists it. The JVM, not the class,
 * creates the Lookup; a native image links these call sites at build time. Any other bootstrap
 * method is reported.
 *
 * <h2>Resources read at run time</h2>
 *
 * Not reflection, but the other thing a native image must be told about: calls of {@code
 * Class.getResource}/{@code getResourceAsStream}, of {@code ClassLoader.getResource}, {@code
 * getResources}, {@code getResourceAsStream} and their {@code getSystemResource} forms, and of
 * {@code ServiceLoader.load}/{@code loadInstalled}, reported as "reads a resource at run time".
 */
public final class ClassFileScanner {

  private static final Set<String> REFLECTIVE_CLASS_METHODS =
      Set.of(
          "forName",
          "newInstance",
          "getMethod",
          "getMethods",
          "getDeclaredMethod",
          "getDeclaredMethods",
          "getField",
          "getFields",
          "getDeclaredField",
          "getDeclaredFields",
          "getConstructor",
          "getConstructors",
          "getDeclaredConstructor",
          "getDeclaredConstructors",
          "getRecordComponents",
          "getEnumConstants",
          "getDeclaredClasses",
          "getClasses",
          "getEnclosingMethod",
          "getEnclosingConstructor",
          "getAnnotation",
          "getAnnotations",
          "getDeclaredAnnotation",
          "getDeclaredAnnotations",
          "getAnnotationsByType",
          "getDeclaredAnnotationsByType");

  private static final Set<String> LOOKUP_FACTORIES =
      Set.of("lookup", "privateLookupIn", "publicLookup");

  /** Bootstrap methods javac emits: owner + "." + name. */
  private static final Set<String> ALLOWED_BOOTSTRAPS =
      Set.of(
          "java/lang/invoke/LambdaMetafactory.metafactory",
          "java/lang/invoke/LambdaMetafactory.altMetafactory",
          "java/lang/invoke/StringConcatFactory.makeConcat",
          "java/lang/invoke/StringConcatFactory.makeConcatWithConstants",
          "java/lang/runtime/ObjectMethods.bootstrap");

  /** Methods that read resources or services: owner + "." + name. */
  private static final Set<String> RESOURCE_READS =
      Set.of(
          "java/lang/Class.getResource",
          "java/lang/Class.getResourceAsStream",
          "java/lang/ClassLoader.getResource",
          "java/lang/ClassLoader.getResources",
          "java/lang/ClassLoader.getResourceAsStream",
          "java/lang/ClassLoader.getSystemResource",
          "java/lang/ClassLoader.getSystemResources",
          "java/lang/ClassLoader.getSystemResourceAsStream",
          "java/util/ServiceLoader.load",
          "java/util/ServiceLoader.loadInstalled");

  private static final String LOOKUP = "java/lang/invoke/MethodHandles$Lookup";
  private static final String REFLECT = "java/lang/reflect/";

  private ClassFileScanner() {}

  /** One finding: the class (binary name with '/') and what it does. */
  public record Violation(String className, String what) {
    @Override
    public String toString() {
      return className.replace('/', '.') + ": " + what;
    }
  }

  /**
   * The reflection and run-time resource reads found in one class file (empty when there are none).
   */
  public static List<Violation> scan(byte[] classFile) {
    try {
      return new Parsed(classFile).violations();
    } catch (IOException e) {
      throw new UncheckedIOException("not a class file", e);
    }
  }

  private static final class Parsed {
    private final int[] tags;
    private final String[] utf8;
    private final int[]
        first; // Class: name; String: utf8; refs: class; NameAndType: name; MethodHandle: kind;
    // MethodType: desc
    private final int[]
        second; // refs: NameAndType; NameAndType: descriptor; MethodHandle: reference
    private final String thisClass;
    private final List<String> ownDescriptors = new ArrayList<>();
    private final Set<Integer> bootstrapHandles = new HashSet<>();
    private final Set<Integer> innerClasses = new HashSet<>();

    Parsed(byte[] bytes) throws IOException {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      if (in.readInt() != 0xCAFEBABE) {
        throw new IOException("bad magic");
      }
      in.readUnsignedShort(); // minor
      in.readUnsignedShort(); // major
      int count = in.readUnsignedShort();
      tags = new int[count];
      utf8 = new String[count];
      first = new int[count];
      second = new int[count];
      for (int i = 1; i < count; i++) {
        int tag = in.readUnsignedByte();
        tags[i] = tag;
        switch (tag) {
          case 1 -> utf8[i] = in.readUTF();
          case 3, 4 -> in.readInt();
          case 5, 6 -> {
            in.readLong();
            i++; // takes two entries
          }
          case 7, 8, 16, 19, 20 -> first[i] = in.readUnsignedShort();
          case 9, 10, 11, 12, 17, 18 -> {
            first[i] = in.readUnsignedShort();
            second[i] = in.readUnsignedShort();
          }
          case 15 -> {
            first[i] = in.readUnsignedByte();
            second[i] = in.readUnsignedShort();
          }
          default -> throw new IOException("unknown constant pool tag " + tag + " at " + i);
        }
      }
      in.readUnsignedShort(); // access flags
      thisClass = className(in.readUnsignedShort());
      in.readUnsignedShort(); // super
      int interfaces = in.readUnsignedShort();
      for (int i = 0; i < interfaces; i++) {
        in.readUnsignedShort();
      }
      for (int members = 0; members < 2; members++) { // fields, then methods
        int n = in.readUnsignedShort();
        for (int i = 0; i < n; i++) {
          in.readUnsignedShort(); // access
          String name = utf8[in.readUnsignedShort()];
          ownDescriptors.add(name + " " + utf8[in.readUnsignedShort()]);
          skipAttributes(in);
        }
      }
      int attributes = in.readUnsignedShort();
      for (int a = 0; a < attributes; a++) {
        String name = utf8[in.readUnsignedShort()];
        int length = in.readInt();
        if (name.equals("BootstrapMethods")) {
          int n = in.readUnsignedShort();
          for (int i = 0; i < n; i++) {
            bootstrapHandles.add(in.readUnsignedShort());
            int args = in.readUnsignedShort();
            for (int j = 0; j < args; j++) {
              in.readUnsignedShort();
            }
          }
        } else if (name.equals("InnerClasses")) {
          int n = in.readUnsignedShort();
          for (int i = 0; i < n; i++) {
            innerClasses.add(in.readUnsignedShort());
            in.readUnsignedShort();
            in.readUnsignedShort();
            in.readUnsignedShort();
          }
        } else {
          in.skipNBytes(length);
        }
      }
    }

    private static void skipAttributes(DataInputStream in) throws IOException {
      int n = in.readUnsignedShort();
      for (int i = 0; i < n; i++) {
        in.readUnsignedShort();
        in.skipNBytes(in.readInt() & 0xFFFFFFFFL);
      }
    }

    private String className(int classIndex) {
      return utf8[first[classIndex]];
    }

    List<Violation> violations() {
      List<Violation> found = new ArrayList<>();
      // Member references that are allowed bootstrap methods of invokedynamic call sites.
      Set<Integer> allowedBootstrapRefs = new HashSet<>();
      for (int handle : bootstrapHandles) {
        int ref = second[handle];
        String target = className(first[ref]) + "." + utf8[first[second[ref]]];
        if (ALLOWED_BOOTSTRAPS.contains(target)) {
          allowedBootstrapRefs.add(ref);
        } else {
          found.add(
              new Violation(
                  thisClass,
                  "uses the invokedynamic bootstrap "
                      + target.replace('/', '.')
                      + ", which is not one javac writes for lambdas, string concatenation or"
                      + " records"));
        }
      }
      for (int i = 1; i < tags.length; i++) {
        switch (tags[i]) {
          case 7 -> {
            String name = elementType(utf8[first[i]]);
            if (name.startsWith(REFLECT)) {
              found.add(new Violation(thisClass, "uses " + name.replace('/', '.')));
            } else if (name.equals(LOOKUP)
                && !(innerClasses.contains(i) && !bootstrapHandles.isEmpty())) {
              found.add(new Violation(thisClass, "uses java.lang.invoke.MethodHandles.Lookup"));
            }
          }
          case 9, 10, 11 -> {
            String owner = className(first[i]);
            String name = utf8[first[second[i]]];
            String descriptor = utf8[second[second[i]]];
            String member = owner.replace('/', '.') + "." + name;
            if (owner.equals("java/lang/Class") && REFLECTIVE_CLASS_METHODS.contains(name)) {
              found.add(new Violation(thisClass, "calls Class." + name));
            } else if (RESOURCE_READS.contains(owner + "." + name)) {
              found.add(new Violation(thisClass, "reads a resource at run time (" + member + ")"));
            } else if (owner.equals("java/lang/ClassLoader") && name.equals("loadClass")) {
              found.add(new Violation(thisClass, "calls ClassLoader.loadClass"));
            } else if (owner.equals("java/lang/invoke/MethodHandles")
                && LOOKUP_FACTORIES.contains(name)) {
              found.add(
                  new Violation(thisClass, "obtains a MethodHandles.Lookup (" + member + ")"));
            } else if (owner.equals(LOOKUP)) {
              found.add(new Violation(thisClass, "uses MethodHandles.Lookup." + name));
            } else if (mentionsForbidden(descriptor) && !allowedBootstrapRefs.contains(i)) {
              found.add(
                  new Violation(
                      thisClass,
                      "references "
                          + member
                          + descriptor
                          + ", whose signature takes or returns a Lookup or a java.lang.reflect"
                          + " type"));
            }
          }
          default -> {}
        }
      }
      for (String own : ownDescriptors) {
        if (mentionsForbidden(own)) {
          found.add(
              new Violation(
                  thisClass,
                  "declares "
                      + own
                      + ", whose signature takes or returns a Lookup or a java.lang.reflect type"));
        }
      }
      return found;
    }

    private static boolean mentionsForbidden(String descriptor) {
      return descriptor.contains("L" + LOOKUP + ";") || descriptor.contains("L" + REFLECT);
    }

    /** {@code [[Ljava/lang/reflect/Method;} → {@code java/lang/reflect/Method}. */
    private static String elementType(String name) {
      int dims = 0;
      while (dims < name.length() && name.charAt(dims) == '[') {
        dims++;
      }
      if (dims > 0 && name.charAt(dims) == 'L') {
        return name.substring(dims + 1, name.length() - 1);
      }
      return name;
    }
  }
}
