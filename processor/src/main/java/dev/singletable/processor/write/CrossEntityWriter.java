package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.WildcardTypeName;
import dev.singletable.processor.model.TableModel;
import dev.singletable.processor.plan.EntityPlan;
import dev.singletable.processor.plan.TablePlan;
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

  MethodSpec constructor(String javadoc) {
    return MethodSpec.constructorBuilder()
        .addJavadoc(javadoc, db())
        .addParameter(RuntimeTypes.TABLE_HANDLE, "table")
        .addStatement("super(table)")
        .build();
  }

  /**
   * {@code Condition<? super Order>}: a condition on the entity's attributes, or an untyped one.
   */
  static TypeName conditionOf(EntityPlan entity) {
    return ParameterizedTypeName.get(
        RuntimeTypes.CONDITION, WildcardTypeName.supertypeOf(entity.type()));
  }

  static MethodSpec.Builder method(String name, ClassName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }

  JavaFile file(TypeSpec.Builder type) {
    return SourceFiles.file(table.type().packageName(), type, design.origins());
  }
}
