package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.singletable.processor.model.EntityModel;
import dev.singletable.processor.model.TableDesign;
import dev.singletable.processor.model.TableModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javax.lang.model.SourceVersion;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * What the writers of cross-entity types share: the names of {@code ShopTransaction}, {@code
 * ShopTransactGet}, {@code ShopBatchGet}, {@code ShopBatchWrite} and {@code ShopItems}, and the
 * helpers that bind each entity of the table to its schema.
 */
abstract class CrossEntityWriter {

  static final ClassName TRANSACTION = ClassName.get(Names.RUNTIME, "Transaction");
  static final ClassName TRANSACTION_UPDATE = ClassName.get(Names.RUNTIME, "TransactionUpdate");
  static final ClassName TRANSACT_GET = ClassName.get(Names.RUNTIME, "TransactGet");
  static final ClassName BATCH_GET = ClassName.get(Names.RUNTIME, "BatchGet");
  static final ClassName BATCH_WRITE = ClassName.get(Names.RUNTIME, "BatchWrite");
  static final ClassName ITEMS_BY_KEY = ClassName.get(Names.RUNTIME, "ItemsByKey");
  static final ClassName CONDITION = ClassName.get(Names.EXPRESSION, "Condition");
  static final Set<String> TAKEN = Set.of("condition", "key", "keys", "update", "items", "context");

  final TableDesign design;
  final TableModel table;

  CrossEntityWriter(TableDesign design) {
    this.design = design;
    this.table = design.table();
  }

  /** {@code ShopTransaction} for table interface {@code Shop}. */
  ClassName transaction() {
    return peer("Transaction");
  }

  ClassName transactGet() {
    return peer("TransactGet");
  }

  ClassName batchGet() {
    return peer("BatchGet");
  }

  ClassName batchWrite() {
    return peer("BatchWrite");
  }

  ClassName items() {
    return peer("Items");
  }

  ClassName peer(String suffix) {
    return table.type().peerClass(table.type().simpleName() + suffix);
  }

  MethodSpec constructor(String javadoc) {
    return MethodSpec.constructorBuilder()
        .addJavadoc(javadoc, Names.db(table))
        .addParameter(Names.TABLE_CONTEXT, "context")
        .addStatement("super(context)")
        .build();
  }

  static MethodSpec.Builder method(String name, ClassName returns) {
    return MethodSpec.methodBuilder(name).addModifiers(Modifier.PUBLIC).returns(returns);
  }

  /** {@code order} for {@code Order}; never a keyword or a parameter name the methods use. */
  static String variable(EntityModel entity) {
    String name = Names.lowerFirst(entity.simpleName());
    return SourceVersion.isKeyword(name) || TAKEN.contains(name) ? name + "Value" : name;
  }

  /** {@code orders} for {@code Order}, as a parameter name. */
  static String plural(EntityModel entity) {
    String name = Names.entityAccessor(entity);
    return SourceVersion.isKeyword(name) || TAKEN.contains(name) ? name + "Values" : name;
  }

  JavaFile file(TypeSpec.Builder type) {
    List<Element> origins = new ArrayList<>();
    origins.add(table.origin().element());
    design.entities().forEach(entity -> origins.add(entity.origin().element()));
    return SourceFiles.file(table.type().packageName(), type, origins);
  }
}
