package dev.singletable.processor.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.processor.it.model.OrderHeader;
import dev.singletable.processor.it.model.OrderHeaderSchema;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * Mapping an item, the first thing a function's cold start does, must not build the typed
 * references: they live in {@code OrderHeaderRefs}, which initializing {@code OrderHeaderSchema}
 * leaves alone. Observed in a fresh JVM, which reports every class it loads: no reference class
 * while mapping, and (so that the test can fail) the reference classes once one is used.
 */
class ColdMappingTest {

  private static final String MAPPED = "--- mapped";
  private static final String REFERENCED = "--- referenced";

  /** The fresh JVM's program: map one item each way, then use one reference. */
  public static final class Program {
    public static void main(String[] args) {
      OrderHeader order = OrderHeader.placed("o1", "c1", 250);
      Map<String, AttributeValue> item = OrderHeaderSchema.INSTANCE.toItem(order);
      OrderHeader back = OrderHeaderSchema.INSTANCE.fromItem(item);
      System.out.println(MAPPED + " " + back.equals(order));
      System.out.println(REFERENCED + " " + OrderHeaderSchema.TOTAL_CENTS.path());
    }
  }

  @Test
  void mappingAnItemBuildsNoReference() throws IOException, InterruptedException {
    List<String> lines = run(Program.class);

    int mapped = indexOf(lines, MAPPED);
    int referenced = indexOf(lines, REFERENCED);
    assertThat(lines.get(mapped)).isEqualTo(MAPPED + " true");
    assertThat(lines.get(referenced)).isEqualTo(REFERENCED + " totalCents");
    List<String> whileMapping = loadedClasses(lines.subList(0, mapped));
    List<String> afterwards = loadedClasses(lines.subList(mapped, referenced));

    assertThat(whileMapping)
        .contains(OrderHeaderSchema.class.getName())
        .noneMatch(name -> name.startsWith("dev.singletable.runtime.expression."))
        .noneMatch(name -> name.contains("$$Lambda") && name.startsWith("dev.singletable."));
    assertThat(afterwards)
        .contains(
            "dev.singletable.runtime.expression.NumberRef",
            "dev.singletable.runtime.expression.Path");
  }

  private static List<String> run(Class<?> main) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process process =
        new ProcessBuilder(
                java,
                "-Xshare:auto",
                "-Xlog:class+load=info",
                "-cp",
                System.getProperty("java.class.path"),
                main.getName())
            .redirectErrorStream(true)
            .start();
    String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(process.exitValue()).as(output).isZero();
    return output.lines().toList();
  }

  private static int indexOf(List<String> lines, String marker) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith(marker)) {
        return i;
      }
    }
    throw new AssertionError("no line " + marker);
  }

  /** The class names of {@code -Xlog:class+load} lines: {@code [...][class,load] name source}. */
  private static List<String> loadedClasses(List<String> lines) {
    List<String> names = new ArrayList<>();
    for (String line : lines) {
      int tag = line.indexOf("[class,load] ");
      if (tag >= 0) {
        String rest = line.substring(tag + "[class,load] ".length());
        int space = rest.indexOf(' ');
        names.add(space < 0 ? rest : rest.substring(0, space));
      }
    }
    return names;
  }
}
