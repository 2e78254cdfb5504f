package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import com.palantir.javapoet.WildcardTypeName;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * What the writers of cross-entity types share: the planned types {@code ShopTransaction}, {@code
 * ShopTransactGet}, {@code ShopBatchGet}, {@code ShopBatchWrite} and {@code ShopItems}, and the
 * helpers that bind each entity of the table to its schema.
 */
abstract class CrossEntityWriter {

  final TablePlan design;
  final TableModel table;

  CrossEntityWriter(TablePlan design) {
    this.design = design;
    this.table = design.table();
  }

  ClassName db() {
    return design.types().db();
  }

  /** {@code ShopTransaction} for table interface {@code Shop}. */
  ClassName transaction() {
    return design.types().transaction();
  }

  ClassName transactGet() {
    return design.types().transactGet();
  }

  ClassName batchGet() {
    return design.types().batchGet();
  }

  ClassName batchWrite() {
    return design.types().batchWrite();
  }

  ClassName items() {
    return design.types().items();
  }

  /** {@code R}: what the terminal of a builder shared by both faces returns. */
  static final TypeVariableName R = TypeVariableName.get("R");

  /**
   * The constructor of a builder shared by both faces, which the Dbs' {@code entryPoint()} make:
   * the table, and the face each of {@code results} (what the builder's terminals return, on the
   * blocking face) answers on, for each of {@code terminals} (the type variables of those
   * terminals).
   */
  MethodSpec constructor(
      String entryPoint, List<TypeName> results, List<TypeVariableName> terminals) {
    MethodSpec.Builder constructor =
        MethodSpec.constructorBuilder()
            .addJavadoc("Used by {@link $T#$L()}", db(), entryPoint)
            .addJavadoc(
                design
                    .types()
                    .async()
                    .map(async -> CodeBlock.of(" and {@link $T#$L()}", async.db(), entryPoint))
                    .orElse(CodeBlock.of("")))
            .addJavadoc(".\n")
            .addParameter(RuntimeTypes.TABLE_HANDLE, "table");
    List<String> names = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      String name = i == 0 ? "face" : "combinedFace";
      constructor.addParameter(
          ParameterizedTypeName.get(RuntimeTypes.FACE, results.get(i), terminals.get(i)), name);
      names.add(name);
    }
    return constructor.addStatement("super(table, $L)", String.join(", ", names)).build();
  }

  /** {@code ShopTransaction<R>}: a builder shared by both faces, as its own methods return it. */
  static TypeName shared(ClassName type, TypeVariableName... terminals) {
    return ParameterizedTypeName.get(type, terminals);
  }

  /**
   * {@code Condition<? super Order>}: a condition on the entity's attributes, or an untyped one.
   */
  static TypeName conditionOf(EntityPlan entity) {
    return ParameterizedTypeName.get(
        RuntimeTypes.CONDITION, WildcardTypeName.supertypeOf(entity.type()));
  }

  static MethodSpec.Builder method(String name, TypeName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }

  JavaFile file(TypeSpec.Builder type) {
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }
}
