package dev.singletable.processor.write;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;

/** The runtime and SDK types generated code refers to. */
final class RuntimeTypes {

  static final String RUNTIME = "dev.singletable.runtime";
  static final String INTERNAL = RUNTIME + ".internal";
  static final String EXPRESSION = RUNTIME + ".expression";
  static final String STREAM = RUNTIME + ".stream";
  static final String OBSERVE = RUNTIME + ".observe";
  static final String FAILURE = RUNTIME + ".failure";

  static final ClassName ENTITY_SCHEMA = ClassName.get(RUNTIME, "EntitySchema");
  static final ClassName ENTITY_REPOSITORY = ClassName.get(RUNTIME, "EntityRepository");
  static final ClassName ASYNC_ENTITY_REPOSITORY = ClassName.get(RUNTIME, "AsyncEntityRepository");
  static final ClassName ENTITY_QUERY = ClassName.get(RUNTIME, "EntityQuery");
  static final ClassName VIEW_QUERY = ClassName.get(RUNTIME, "ViewQuery");
  static final ClassName ASYNC_ENTITY_QUERY = ClassName.get(RUNTIME, "AsyncEntityQuery");
  static final ClassName ASYNC_VIEW_QUERY = ClassName.get(RUNTIME, "AsyncViewQuery");
  static final ClassName BASE_QUERY = ClassName.get(RUNTIME, "BaseQuery");
  static final ClassName KEY_STAGE = ClassName.get(RUNTIME, "KeyStage");
  static final ClassName FACE = ClassName.get(INTERNAL, "Face");
  static final ClassName TRANSACTION_RESULT = ClassName.get(RUNTIME, "TransactionResult");
  static final ClassName COMBINED_ITEMS =
      ClassName.get(RUNTIME, "CombinedTransactGet", "CombinedItems");
  static final ClassName FUTURES = ClassName.get(INTERNAL, "Futures");
  static final ClassName DECLARED_READS = ClassName.get(INTERNAL, "DeclaredReads");
  static final ClassName FETCHED_ITEMS = ClassName.get(RUNTIME, "FetchedItems");
  static final ClassName VIEW_SCHEMA = ClassName.get(INTERNAL, "ViewSchema");
  static final ClassName INDEX_VIEW = ClassName.get(RUNTIME, "IndexView");
  static final ClassName ENTITY_UPDATE = ClassName.get(RUNTIME, "EntityUpdate");
  static final ClassName TABLE_LAYOUT = ClassName.get(RUNTIME, "TableLayout");
  static final ClassName LAYOUT = ClassName.get(INTERNAL, "Layout");
  static final ClassName INDEX_LAYOUT = ClassName.get(INTERNAL, "IndexLayout");
  static final ClassName TABLE_OPTIONS = ClassName.get(INTERNAL, "TableOptions");
  static final ClassName PROJECTION_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ProjectionType");
  static final ClassName DB_OPTIONS = ClassName.get(RUNTIME, "DbOptions");
  static final ClassName COLLECTION_QUERY = ClassName.get(RUNTIME, "CollectionQuery");
  static final ClassName COLLECTION_PAGE = ClassName.get(INTERNAL, "CollectionPage");
  static final ClassName TABLES = ClassName.get(INTERNAL, "Tables");
  static final ClassName UPDATE_START = ClassName.get(INTERNAL, "UpdateStart");
  static final ClassName TRANSACTION = ClassName.get(RUNTIME, "Transaction");
  static final ClassName TRANSACT_GET = ClassName.get(RUNTIME, "TransactGet");
  static final ClassName BATCH_GET = ClassName.get(RUNTIME, "BatchGet");
  static final ClassName BATCH_WRITE = ClassName.get(RUNTIME, "BatchWrite");
  static final ClassName ITEMS_BY_KEY = ClassName.get(INTERNAL, "ItemsByKey");
  static final ClassName TRANSACTION_CANCELLED =
      ClassName.get(FAILURE, "TransactionCancelledException");
  static final ClassName BATCH_INCOMPLETE = ClassName.get(FAILURE, "BatchIncompleteException");
  static final ClassName TABLE_HANDLE = ClassName.get(RUNTIME, "TableHandle");
  static final ClassName RANGE = ClassName.get(RUNTIME, "Range");
  static final ClassName TABLE_KEY = ClassName.get(RUNTIME, "TableKey");
  static final ClassName CHANGE_RECORD = ClassName.get(STREAM, "ChangeRecord");
  static final ClassName CHANGE_KIND =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "OperationType");
  static final ClassName MAPPING_EXCEPTION = ClassName.get(FAILURE, "MappingException");
  static final ClassName ITEMS = ClassName.get(INTERNAL, "Items");

  static final ClassName SHAPE = ClassName.get(INTERNAL, "Shape");
  static final ClassName KEYS = ClassName.get(INTERNAL, "Keys");
  static final ClassName KEYS_PART = KEYS.nestedClass("Part");
  static final ClassName KEYS_ATTRIBUTE = KEYS.nestedClass("Attribute");
  static final ClassName KEYS_SLOT = KEYS.nestedClass("Slot");
  static final ClassName KEYS_TARGET = KEYS.nestedClass("Target");
  static final ClassName NATIVE_TARGET = ClassName.get(INTERNAL, "NativeTarget");
  static final ClassName KEYS_SHARD = KEYS.nestedClass("Shard");
  static final ClassName EXPRESSIONS = ClassName.get(INTERNAL, "Expressions");
  static final ClassName EXPRESSIONS_TEMPLATE = EXPRESSIONS.nestedClass("Template");
  static final ClassName PATH = ClassName.get(EXPRESSION, "Path");
  static final ClassName CONDITION = ClassName.get(EXPRESSION, "Condition");
  static final ClassName UPDATE_ACTION = ClassName.get(EXPRESSION, "UpdateAction");
  static final ClassName ATTRIBUTE_REF = ClassName.get(EXPRESSION, "AttributeRef");
  static final ClassName VALUE_REF = ClassName.get(EXPRESSION, "ValueRef");
  static final ClassName READ_ONLY_REF = ClassName.get(EXPRESSION, "ReadOnlyRef");
  static final ClassName READ_ONLY_STRING_REF = ClassName.get(EXPRESSION, "ReadOnlyStringRef");
  static final ClassName COMPARABLE_REF = ClassName.get(EXPRESSION, "ComparableRef");
  static final ClassName NUMBER_REF = ClassName.get(EXPRESSION, "NumberRef");
  static final ClassName STRING_REF = ClassName.get(EXPRESSION, "StringRef");
  static final ClassName LIST_REF = ClassName.get(EXPRESSION, "ListRef");
  static final ClassName SET_REF = ClassName.get(EXPRESSION, "SetRef");
  static final ClassName MAP_REF = ClassName.get(EXPRESSION, "MapRef");

  /** A nested record's typed reference subclasses {@code ValueRef} (ObjectRef was its twin). */
  static final ClassName OBJECT_REF = VALUE_REF;

  static final ClassName ATTRIBUTE_VALUE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "AttributeValue");
  static final ClassName DYNAMO_DB_CLIENT =
      ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbClient");
  static final ClassName DYNAMO_DB_ASYNC_CLIENT =
      ClassName.get("software.amazon.awssdk.services.dynamodb", "DynamoDbAsyncClient");
  static final ClassName COMPLETABLE_FUTURE =
      ClassName.get("java.util.concurrent", "CompletableFuture");
  static final ClassName STREAM_RECORD =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "Record");
  static final ClassName TABLE_CLASS =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "TableClass");
  static final ClassName MULTI_REGION_CONSISTENCY =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "MultiRegionConsistency");
  static final ClassName STREAM_VIEW_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "StreamViewType");
  static final ClassName SCALAR_ATTRIBUTE_TYPE =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "ScalarAttributeType");
  static final ClassName CREATE_TABLE_REQUEST =
      ClassName.get("software.amazon.awssdk.services.dynamodb.model", "CreateTableRequest");
  static final TypeName ATTRIBUTE_MAP =
      ParameterizedTypeName.get(
          ClassName.get("java.util", "Map"), ClassName.get(String.class), ATTRIBUTE_VALUE);

  private RuntimeTypes() {}
}
