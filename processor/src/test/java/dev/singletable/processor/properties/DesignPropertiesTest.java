package dev.singletable.processor.properties;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.singletable.processor.properties.DesignSpec.EntitySpec;
import dev.singletable.runtime.DbOptions;
import dev.singletable.runtime.EntityRepository;
import dev.singletable.runtime.EntitySchema;
import dev.singletable.testkit.InjectDynamoDb;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The processor over random designs. Every legal design compiles within a fixed budget of CPU time
 * and allocated memory, and its generated code writes, reads back and deletes random items on the
 * engine unchanged (through the repositories' put, get and delete and the schema's toItem and
 * fromItem); every near miss of a legal design fails with the catalogued diagnostic it calls for,
 * every error of it catalogued, and never with an exception from the processor.
 *
 * <p>{@code mvn verify} runs a few designs from a fixed seed; {@code -Pdesigns} runs many more
 * (system properties {@code singletable.designs}, {@code singletable.nearMisses}, {@code
 * singletable.designSeed}). A failing design is reproduced from the seed in the test's name.
 */
@LocalDynamoDbTest
class DesignPropertiesTest {

  private static final int LEGAL = Integer.getInteger("singletable.designs", 4);
  private static final int NEAR_MISSES =
      Integer.getInteger("singletable.nearMisses", NearMiss.values().length);
  private static final long SEED = Long.getLong("singletable.designSeed", 2900);
  private static final int MAX_ENTITIES = 4;
  private static final int ITEMS_PER_ENTITY = 6;

  /**
   * CPU time of the compiling thread, for the processor and javac on the generated code (200
   * designs of up to four entities took at most about 1 s each, the first compile of a JVM more).
   */
  static final long CPU_BUDGET_MILLIS = 15_000;

  /** Bytes the compiling thread may allocate (at most about 250 MB over those 200 designs). */
  static final long ALLOCATION_BUDGET = 1L << 30;

  private static final Pattern DIAGNOSTIC_ID = Pattern.compile("^\\[singletable:([a-z0-9-]+)\\]");

  @InjectDynamoDb static DynamoDbClient client;
  static String tablePrefix;
  static Set<String> catalogue;

  @BeforeAll
  static void setUp(TestTable table) throws IOException {
    tablePrefix = table.name();
    catalogue = new TreeSet<>();
    Matcher ids =
        Pattern.compile("`singletable:([a-z0-9-]+)`")
            .matcher(Files.readString(Path.of("..", "docs", "diagnostics.md")));
    while (ids.find()) {
      catalogue.add(ids.group(1));
    }
  }

  @TestFactory
  Stream<DynamicTest> legalDesignsCompileWithinBudgetAndRoundTripItems() {
    return LongStream.range(SEED, SEED + LEGAL)
        .mapToObj(seed -> dynamicTest("legal design, seed " + seed, () -> legal(seed)));
  }

  @TestFactory
  Stream<DynamicTest> nearMissesFailWithTheirCataloguedDiagnostic() {
    NearMiss[] kinds = NearMiss.values();
    return LongStream.range(SEED, SEED + NEAR_MISSES)
        .mapToObj(
            seed -> {
              NearMiss kind = kinds[(int) ((seed - SEED) % kinds.length)];
              return dynamicTest(
                  kind + " of design " + seed + " is " + kind.id, () -> nearMiss(seed, kind));
            });
  }

  private static void legal(long seed) throws Exception {
    DesignSpec design = DesignGenerator.legal(seed, MAX_ENTITIES);
    CompiledDesign compiled = CompiledDesign.compile(design.sources());

    assertThat(compiled.errors()).as(describe(design)).isEmpty();
    assertThat(compiled.cpuMillis())
        .as("CPU ms, %s", describe(design))
        .isLessThan(CPU_BUDGET_MILLIS);
    assertThat(compiled.allocatedBytes())
        .as("bytes allocated, %s", describe(design))
        .isLessThan(ALLOCATION_BUDGET);
    System.out.printf(
        "DesignPropertiesTest: design %d, %d entities, compiled in %d ms of CPU, %d MB"
            + " allocated%n",
        seed, design.entities.size(), compiled.cpuMillis(), compiled.allocatedBytes() >> 20);
    roundTrip(design, compiled.classLoader(), new Random(seed));
  }

  private static void nearMiss(long seed, NearMiss kind) {
    DesignSpec design = DesignGenerator.legal(seed, MAX_ENTITIES);
    Random random = new Random(seed);
    EntitySpec entity = design.entities.get(random.nextInt(design.entities.size()));
    kind.apply(design, entity, random);
    CompiledDesign compiled = CompiledDesign.compile(design.sources());

    List<String> errors = compiled.errors();
    assertThat(errors).as(describe(design)).isNotEmpty();
    Set<String> ids = new TreeSet<>();
    for (String error : errors) {
      Matcher id = DIAGNOSTIC_ID.matcher(error);
      assertThat(id.find()).as("an error without a catalogued id: %s", error).isTrue();
      assertThat(catalogue).as("the id of %s", error).contains(id.group(1));
      ids.add(id.group(1));
    }
    assertThat(ids).as("%s", errors).contains(kind.id);
    assertThat(compiled.cpuMillis()).isLessThan(CPU_BUDGET_MILLIS);
  }

  /**
   * Random items of every entity: the schema reads back what it writes, and the engine holds what
   * the repository put (the last put of each key), until it is deleted.
   */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static void roundTrip(DesignSpec design, ClassLoader loader, Random random)
      throws Exception {
    String tableName = tablePrefix + "-" + design.tableName;
    Class<?> dbType = loader.loadClass(design.qualified(design.tableType + "Db"));
    Object db =
        dbType
            .getMethod("create", DynamoDbClient.class, DbOptions.class)
            .invoke(null, client, DbOptions.builder().tableName(tableName).build());
    dbType.getMethod("createTable").invoke(db);
    Map<String, EntityRepository> repositories = repositories(dbType, db);
    RandomValues values = new RandomValues(random);
    try {
      for (EntitySpec entity : design.entities) {
        Class<?> type = loader.loadClass(design.qualified(entity.name));
        EntityRepository repository =
            repositories.get(entity.typeName == null ? entity.name : entity.typeName);
        EntitySchema schema = repository.schema();
        Map<Object, Object> stored = new LinkedHashMap<>();
        for (int i = 0; i < ITEMS_PER_ENTITY; i++) {
          Object item = values.entity(type, entity.keyFields());
          assertThat(schema.fromItem(schema.toItem(item)))
              .as("%s.toItem/fromItem in %s", entity.name, design.pkg)
              .isEqualTo(item);
          stored.put(schema.keyOf(item), repository.put(item));
        }
        for (Map.Entry<Object, Object> entry : stored.entrySet()) {
          assertThat((Optional<?>) repository.get(entry.getKey()))
              .as("get")
              .isEqualTo(Optional.of(entry.getValue()));
        }
        for (Object key : stored.keySet()) {
          repository.delete(key);
          assertThat((Optional<?>) repository.get(key)).as("get after delete").isEmpty();
        }
      }
    } finally {
      client.deleteTable(b -> b.tableName(tableName));
    }
  }

  /** The table's repositories by entity type name, found through the table's accessors. */
  @SuppressWarnings("rawtypes")
  private static Map<String, EntityRepository> repositories(Class<?> dbType, Object db)
      throws ReflectiveOperationException {
    Map<String, EntityRepository> repositories = new LinkedHashMap<>();
    for (Method method : dbType.getMethods()) {
      if (method.getParameterCount() == 0
          && EntityRepository.class.isAssignableFrom(method.getReturnType())) {
        EntityRepository repository = (EntityRepository) method.invoke(db);
        repositories.put(repository.schema().entityType(), repository);
      }
    }
    return repositories;
  }

  private static String describe(DesignSpec design) {
    StringBuilder text = new StringBuilder("design ").append(design.pkg).append('\n');
    design
        .sources()
        .forEach((name, source) -> text.append("// ").append(name).append('\n').append(source));
    return text.toString();
  }
}
