package dev.singletable.processor.diagnostics;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.singletable.processor.diagnostics.Sources.compile;
import static dev.singletable.processor.diagnostics.Sources.source;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * The mistakes that compiled before and failed (or, worse, succeeded) at run time are compile
 * errors in application code now, each reported by javac on the line that makes it: another
 * entity's reference in an update, condition, filter or projection; the generic setter on an
 * attribute that feeds an index key, is a key component or is maintained; {@code expectVersion} on
 * an entity without {@code @Version}; {@code Object} results of cross-entity reads; and generated
 * types made other than through {@code ShopDb}. The application is in another package than the
 * design, as it usually is.
 */
class TypeSafetyTest {

  private static final JavaFileObject SHOP =
      source(
          "test.Shop",
          """
          @Table(name = "Shop", gsis = @GlobalIndex(name = "GSI1"))
          public interface Shop {}
          """);

  private static final JavaFileObject ORDER =
      source(
          "test.Order",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "ORDER#{orderId}", sk = "METADATA", query = "byOrderId")
          @Gsi(index = "GSI1", pk = "STATUS#{status}", sk = "{orderId}", query = "byStatus")
          @SuppressWarnings("singletable:hot-partition")
          public record Order(String orderId, String status, BigDecimal total, String note) {}
          """);

  private static final JavaFileObject USER =
      source(
          "test.User",
          """
          @Entity(table = Shop.class)
          @KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
          public record User(String userId, String name, @Version long version) {}
          """);

  /** An application class in its own package whose method body is {@code body}. */
  private static JavaFileObject app(String body) {
    return JavaFileObjects.forSourceString(
        "test.app.App",
        """
        package test.app;

        import dev.singletable.runtime.*;
        import dev.singletable.runtime.failure.*;
        import dev.singletable.runtime.observe.*;
        import dev.singletable.runtime.stream.*;
        import dev.singletable.runtime.expression.*;
        import java.math.BigDecimal;
        import java.util.*;
        import test.*;

        class App {
          void run(ShopDb db) {
        """
            + body
            + """

              }
            }
            """);
  }

  private static Compilation compileApp(JavaFileObject app) {
    return compile(SHOP, ORDER, USER, app);
  }

  @Test
  void theRightCodeCompiles() {
    JavaFileObject app =
        app(
            """
            OrderKey key = new OrderKey("o1");
            db.orders().update(key).set(OrderSchema.NOTE, "n").setStatus("SHIPPED")
                .condition(OrderSchema.TOTAL.gt(BigDecimal.ONE).and(OrderSchema.NOTE.exists()))
                .execute();
            db.users().update(new UserKey("u1")).set(UserSchema.NAME, "Ann").expectVersion(3)
                .execute();
            db.orders().byStatus("PLACED").filter(OrderSchema.NOTE.beginsWith("a"))
                .project(OrderSchema.ORDER_ID, OrderSchema.STATUS).list();
            db.transaction().update(key, u -> u.setStatus("SHIPPED")).execute();
            ShopItems items = db.batchGet().add(key).add(new UserKey("u1")).execute();
            Optional<Order> order = items.get(key);
            List<UserKey> missing = items.missingKeys(UserKey.class);
            try {
              db.transaction().create(new User("u1", "Ann", 0)).execute();
            } catch (TransactionCancelledException e) {
              Optional<User> current =
                  e.reason(new UserKey("u1")).flatMap(CancellationReason::currentItem);
            }
            """);
    assertThat(compileApp(app)).succeeded();
  }

  @Test
  void anEntityInAnotherPackageThanItsTableIsStillMadeByShopDb() {
    JavaFileObject note =
        JavaFileObjects.forSourceString(
            "test.notes.Note",
            """
            package test.notes;

            import dev.singletable.annotations.*;
            import test.Shop;

            @Entity(table = Shop.class)
            @KeyPattern(pk = "NOTE#{noteId}", sk = "NOTE")
            public record Note(String noteId, String text) {}
            """);
    JavaFileObject app =
        app(
            """
            db.notes().update(new test.notes.NoteKey("n1"))
                .set(test.notes.NoteSchema.TEXT, "hello");
            db.transaction().update(new test.notes.NoteKey("n1"), u -> u.remove(
                test.notes.NoteSchema.TEXT));
            """);
    Compilation compilation = compile(SHOP, ORDER, USER, note, app);
    // ShopDb and ShopTransaction (package test) reach the repository and update of package
    // test.notes through constructors that take runtime values only they make.
    assertThat(compilation).succeeded();
    assertThat(compilation)
        .generatedSourceFile("test.notes.NoteRepository")
        .contentsAsUtf8String()
        .contains("public NoteRepository(TableHandle table) {");
  }

  @Test
  void anotherEntitysReferenceInAnUpdateDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .set(UserSchema.NAME, "x");
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "dev.singletable.runtime.expression.StringRef<test.User> cannot be converted to"
                + " dev.singletable.runtime.expression.Settable<test.Order,V>")
        .inFile(app)
        .onLineContaining(".set(UserSchema.NAME");
  }

  @Test
  void anotherEntitysActionDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .apply(UserSchema.NAME.set("x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.UpdateAction<test.User> cannot"
                + " be converted to dev.singletable.runtime.expression.UpdateAction<? super"
                + " test.Order>")
        .inFile(app)
        .onLineContaining(".apply(UserSchema.NAME");
  }

  @Test
  void anotherEntitysConditionDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .condition(UserSchema.NAME.eq("x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.Condition<test.User> cannot be"
                + " converted to dev.singletable.runtime.expression.Condition<? super test.Order>")
        .inFile(app)
        .onLineContaining(".condition(UserSchema.NAME");
  }

  @Test
  void anotherEntitysConditionOnAPutDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().put(new Order("o1", "PLACED", BigDecimal.ONE, null),
                UserSchema.NAME.eq("x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.Condition<test.User> cannot be"
                + " converted to dev.singletable.runtime.expression.Condition<? super test.Order>")
        .inFile(app)
        .onLineContaining("UserSchema.NAME.eq(\"x\"));");
  }

  @Test
  void anotherEntitysFilterDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().byStatus("PLACED")
                .filter(UserSchema.NAME.eq("x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.Condition<test.User> cannot be"
                + " converted to dev.singletable.runtime.expression.Condition<? super test.Order>")
        .inFile(app)
        .onLineContaining(".filter(UserSchema.NAME");
  }

  @Test
  void anotherEntitysProjectionDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.orders().byStatus("PLACED").all()
                .project(OrderSchema.NOTE, UserSchema.NAME);
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "varargs mismatch; dev.singletable.runtime.expression.StringRef<test.User> cannot be"
                + " converted to dev.singletable.runtime.expression.AttributeRef<test.Order,?>")
        .inFile(app)
        .onLineContaining(".project(OrderSchema.NOTE");
  }

  @Test
  void anotherEntitysConditionInATransactionDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.transaction()
                .check(new OrderKey("o1"), UserSchema.NAME.exists());
            """);
    Compilation compilation = compileApp(app);
    assertThat(compilation)
        .hadErrorContaining(
            "required: dev.singletable.runtime.TableKey<test.Shop,T>,"
                + "dev.singletable.runtime.expression.Condition<? super T>")
        .inFile(app)
        .onLineContaining(".check(new OrderKey");
    assertThat(compilation).hadErrorContaining("equality constraints: test.Order");
    // The condition's entity, named as found (JDK 17 then says "lower bounds: test.User", JDK 25
    // "upper bounds: test.User,java.lang.Object").
    assertThat(compilation)
        .hadErrorContaining(
            "test.OrderKey,dev.singletable.runtime.expression.Condition<test.User>");
  }

  @Test
  void anotherTablesKeyInATransactionOrBatchDoesNotCompile() {
    JavaFileObject ledger =
        source(
            "test.Ledger",
            """
            @Table(name = "Ledger")
            public interface Ledger {}
            """);
    JavaFileObject entry =
        source(
            "test.Entry",
            """
            @Entity(table = Ledger.class)
            @KeyPattern(pk = "ENTRY#{entryId}", sk = "ENTRY")
            public record Entry(String entryId, String text) {}
            """);
    String[] calls = {
      "db.transaction().delete(new EntryKey(\"e1\"));",
      "db.transaction().check(new EntryKey(\"e1\"), EntrySchema.TEXT.exists());",
      "db.batchGet().add(new EntryKey(\"e1\"));",
      "db.transactGet().add(new EntryKey(\"e1\"));",
      "db.batchWrite().delete(new EntryKey(\"e1\"));",
      "db.batchGet().addAll(java.util.List.of(new EntryKey(\"e1\")));",
      "db.batchWrite().deleteAll(java.util.List.of(new EntryKey(\"e1\")));"
    };
    for (String call : calls) {
      JavaFileObject app = app(call);
      assertThat(compile(SHOP, ORDER, USER, ledger, entry, app))
          .hadErrorContaining("test.EntryKey")
          .inFile(app)
          .onLineContaining("new EntryKey");
    }
  }

  @Test
  void theKeyListsOfABatchReadTakeOnlyThisTablesKeyTypes() {
    JavaFileObject ledger =
        source(
            "test.Ledger",
            """
            @Table(name = "Ledger")
            public interface Ledger {}
            """);
    JavaFileObject entry =
        source(
            "test.Entry",
            """
            @Entity(table = Ledger.class)
            @KeyPattern(pk = "ENTRY#{entryId}", sk = "ENTRY")
            public record Entry(String entryId, String text) {}
            """);
    JavaFileObject app =
        app(
            """
            ShopItems items = db.batchGet().add(new OrderKey("o1")).execute();
            List<UserKey> users = items.missingKeys(UserKey.class);
            items.skippedKeys(EntryKey.class);
            """);
    assertThat(compile(SHOP, ORDER, USER, ledger, entry, app))
        .hadErrorContaining("test.EntryKey")
        .inFile(app)
        .onLineContaining("items.skippedKeys(EntryKey.class)");
  }

  @Test
  void anotherEntitysReferenceInATransactionUpdateDoesNotCompile() {
    JavaFileObject app =
        app(
            """
            db.transaction().update(new OrderKey("o1"), u -> u
                .set(UserSchema.NAME, "x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "dev.singletable.runtime.expression.StringRef<test.User> cannot be converted to"
                + " dev.singletable.runtime.expression.Settable<test.Order,V>")
        .inFile(app)
        .onLineContaining(".set(UserSchema.NAME");
  }

  @Test
  void combiningConditionsKeepsTheEntityType() {
    JavaFileObject app =
        app(
            """
            Condition<Order> c = OrderSchema.TOTAL.gt(BigDecimal.ONE)
                .and(UserSchema.NAME.eq("x"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.Condition<test.User> cannot be"
                + " converted to dev.singletable.runtime.expression.Condition<? super test.Order>")
        .inFile(app)
        .onLineContaining(".and(UserSchema.NAME");
  }

  @Test
  void theGenericSetterDoesNotTakeAnIndexInput() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .set(OrderSchema.STATUS, "SHIPPED");
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "dev.singletable.runtime.expression.ReadOnlyStringRef<test.Order> cannot be converted"
                + " to dev.singletable.runtime.expression.Settable<test.Order,V>")
        .inFile(app)
        .onLineContaining(".set(OrderSchema.STATUS");
  }

  @Test
  void anIndexInputBuildsNoUpdateAction() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .apply(OrderSchema.STATUS.set("SHIPPED"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "cannot find symbol\n"
                + "  symbol:   method set(java.lang.String)\n"
                + "  location: variable STATUS of type"
                + " dev.singletable.runtime.expression.ReadOnlyStringRef<test.Order>")
        .inFile(app)
        .onLineContaining(".apply(OrderSchema.STATUS");
  }

  @Test
  void anIndexInputCannotBeRemovedGenerically() {
    JavaFileObject app =
        app(
            """
            db.transaction().update(new OrderKey("o1"), u -> u
                .remove(OrderSchema.STATUS));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: dev.singletable.runtime.expression.ReadOnlyStringRef<test.Order>"
                + " cannot be converted to"
                + " dev.singletable.runtime.expression.Settable<test.Order,?>")
        .inFile(app)
        .onLineContaining(".remove(OrderSchema.STATUS");
  }

  @Test
  void aKeyComponentCannotBeSet() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .set(OrderSchema.ORDER_ID, "o2");
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "dev.singletable.runtime.expression.ReadOnlyStringRef<test.Order> cannot be converted"
                + " to dev.singletable.runtime.expression.Settable<test.Order,V>")
        .inFile(app)
        .onLineContaining(".set(OrderSchema.ORDER_ID");
  }

  @Test
  void aMaintainedAttributeCannotBeSet() {
    JavaFileObject app =
        app(
            """
            db.users().update(new UserKey("u1"))
                .apply(UserSchema.VERSION.set(7L));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "cannot find symbol\n"
                + "  symbol:   method set(long)\n"
                + "  location: variable VERSION of type"
                + " dev.singletable.runtime.expression.ReadOnlyRef<test.User,java.lang.Long>")
        .inFile(app)
        .onLineContaining(".apply(UserSchema.VERSION");
  }

  @Test
  void expectVersionExistsOnlyForVersionedEntities() {
    JavaFileObject app =
        app(
            """
            db.orders().update(new OrderKey("o1"))
                .expectVersion(3);
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "cannot find symbol\n"
                + "  symbol:   method expectVersion(int)\n"
                + "  location: class test.OrderRepository.OrderUpdate")
        .inFile(app)
        .onLineContaining(".expectVersion(3)");
  }

  @Test
  void expectVersionExistsOnlyForVersionedEntitiesInTransactionsToo() {
    JavaFileObject app =
        app(
            """
            db.transaction().update(new OrderKey("o1"), u -> u
                .expectVersion(3));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "cannot find symbol\n"
                + "  symbol:   method expectVersion(int)\n"
                + "  location: variable u of type test.OrderRepository.OrderUpdate")
        .inFile(app)
        .onLineContaining(".expectVersion(3)");
  }

  @Test
  void batchResultsHaveNoUntypedList() {
    JavaFileObject app =
        app(
            """
            ShopItems items = db.batchGet().add(new OrderKey("o1")).execute();
            List<Object> all = items.allItems();
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "cannot find symbol\n"
                + "  symbol:   method allItems()\n"
                + "  location: variable items of type test.ShopItems")
        .inFile(app)
        .onLineContaining("items.allItems()");
  }

  @Test
  void missingKeysAreTypedPerEntity() {
    JavaFileObject app =
        app(
            """
            ShopItems items = db.batchGet().add(new OrderKey("o1")).execute();
            List<UserKey> missing = items.missingKeys(OrderKey.class);
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: inference variable K has incompatible equality constraints"
                + " test.UserKey,test.OrderKey")
        .inFile(app)
        .onLineContaining("items.missingKeys(OrderKey.class)");
  }

  @Test
  void aCancellationReasonIsTypedByTheActionsKey() {
    JavaFileObject app =
        app(
            """
            try {
              db.transaction().create(new User("u1", "Ann", 0)).execute();
            } catch (TransactionCancelledException e) {
              Optional<Order> current =
                  e.reason(new UserKey("u1")).flatMap(CancellationReason::currentItem);
            }
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: inference variable U has incompatible bounds\n"
                + "    equality constraints: test.Order\n"
                + "    lower bounds: test.User")
        .inFile(app)
        .onLineContaining("e.reason(new UserKey");
  }

  @Test
  void aTransactionResultIsTypedByTheKey() {
    JavaFileObject app =
        app(
            """
            Optional<Order> written =
                db.transaction().create(new User("u1", "Ann", 0)).execute().written(new UserKey("u1"));
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "incompatible types: inference variable T has incompatible equality constraints"
                + " test.Order,test.User")
        .inFile(app)
        .onLineContaining(".written(new UserKey");
  }

  @Test
  void repositoriesAreMadeOnlyByShopDb() {
    JavaFileObject app =
        app(
            """
            OrderRepository orders = new OrderRepository(null);
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "OrderRepository(dev.singletable.runtime.TableHandle) is not public in"
                + " test.OrderRepository; cannot be accessed from outside package")
        .inFile(app)
        .onLineContaining("new OrderRepository(");
  }

  @Test
  void updatesAreMadeOnlyByRepositoriesAndTransactions() {
    JavaFileObject app =
        app(
            """
            OrderRepository.OrderUpdate update = new OrderRepository.OrderUpdate(null);
            """);
    assertThat(compileApp(app))
        .hadErrorContaining(
            "OrderUpdate(dev.singletable.runtime.internal.UpdateStart<test.Order,test.OrderKey,R>)"
                + " is not public in test.OrderRepository.OrderUpdate; cannot be accessed from"
                + " outside package")
        .inFile(app)
        .onLineContaining("new OrderRepository.OrderUpdate(");
  }
}
