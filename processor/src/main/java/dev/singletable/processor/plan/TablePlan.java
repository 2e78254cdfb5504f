package dev.singletable.processor.plan;

import com.palantir.javapoet.ClassName;
import dev.singletable.processor.model.Conversion;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.capacity.CapacityPlan;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;

/**
 * Everything the writers render for one table, resolved from a valid design by the {@link Planner}:
 * no writer looks anything up by name or decides what to generate.
 *
 * @param table the table as declared (names, keys, indexes)
 * @param types the generated types of the table: its Db and cross-entity types
 * @param ttlAttribute the stored name of the {@code @Ttl} attribute, if an entity has one
 * @param origins the elements every table-wide file originates from
 * @param accessPatterns the report's access-pattern rows: each key use, then each collection
 * @param declaredPatterns the reads the table interface declares, which the Db implements
 * @param changes the stream's change types and decoder, for a table with a stream
 * @param capacity the report's capacity estimates of reads and writes
 * @param converters the converters the table declares, held once each in {@code ShopConverters}
 * @param keyTypes the type (S, N or B) of each key attribute of a native index, by stored name
 * @param migrations the migrations the entities declare, which {@code ShopDb.migrations()} runs
 * @param nativeIndexes the native indexes as the reports show them
 * @param migrationJobs the jobs of {@code ShopDb.migrations()}, one per declared change and
 *     backfill
 * @param migrationsModule whether {@code singletable-migrations} is on the compilation's class
 *     path, which {@code ShopDb.migrations()} needs
 */
public record TablePlan(
    TableModel table,
    Types types,
    char delimiter,
    Optional<String> ttlAttribute,
    List<EntityPlan> entities,
    List<CollectionPlan> collections,
    List<ReportEntry> accessPatterns,
    List<DeclaredPatternPlan> declaredPatterns,
    List<Element> origins,
    Optional<ChangesPlan> changes,
    CapacityPlan capacity,
    List<Conversion.Converter> converters,
    Map<String, String> keyTypes,
    List<MigrationPlan> migrations,
    List<NativeIndexPlan> nativeIndexes,
    List<MigrationJobPlan> migrationJobs,
    boolean migrationsModule) {

  public TablePlan {
    migrationJobs = List.copyOf(migrationJobs);
    nativeIndexes = List.copyOf(nativeIndexes);
    keyTypes = Map.copyOf(keyTypes);
    migrations = List.copyOf(migrations);
    converters = List.copyOf(converters);
    entities = List.copyOf(entities);
    collections = List.copyOf(collections);
    accessPatterns = List.copyOf(accessPatterns);
    declaredPatterns = List.copyOf(declaredPatterns);
    origins = List.copyOf(origins);
  }

  /**
   * Whether the table gets transactions ({@code ShopTransaction}, {@code ShopTransactGet} and the
   * Db's {@code transaction()} and {@code transactGet()}): not on a multi-Region strongly
   * consistent table, where DynamoDB refuses TransactWriteItems and TransactGetItems.
   */
  public boolean transactions() {
    return !table.settings().multiRegionStrong();
  }

  /**
   * Whether the Db gets {@code migrations()}: the table has jobs, and the application depends on
   * {@code singletable-migrations}, whose types the method returns.
   */
  public boolean writesMigrations() {
    return migrationsModule && !migrationJobs.isEmpty();
  }

  /**
   * The jobs of declared changes that the Db has no {@code migrations()} to run, for want of {@code
   * singletable-migrations} (backfills aside: a new index needs none when it is created with the
   * table); empty when the module is there.
   */
  public List<MigrationJobPlan> jobsWithoutModule() {
    return migrationsModule
        ? List.of()
        : migrationJobs.stream().filter(job -> !job.fill()).toList();
  }

  /**
   * The generated types of a table: {@code ShopDb}, {@code ShopTransaction}...
   *
   * @param async the types of the asynchronous face, for a table that opts in to it
   *     ({@code @Table(async = true)}); empty otherwise, and then nothing refers to them
   */
  public record Types(
      ClassName db,
      Optional<AsyncTypes> async,
      ClassName transaction,
      ClassName transactGet,
      ClassName batchGet,
      ClassName batchWrite,
      ClassName items) {}

  /**
   * The types of a table's asynchronous face.
   *
   * @param db {@code ShopAsyncDb}, which {@code ShopDb.createAsync} returns
   * @param twin {@code ShopAsync}, the asynchronous twin of the table interface's declared reads
   */
  public record AsyncTypes(ClassName db, ClassName twin) {}
}
