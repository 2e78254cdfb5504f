package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.RequestLog;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import java.lang.System.Logger;
import java.text.MessageFormat;
import java.util.List;
import java.util.ResourceBundle;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/** The log bridge writes one line per request and per operation, with their capacity. */
@LocalDynamoDbTest
class RequestLogTest {

  /** Keeps what is logged, as "LEVEL message". */
  static final class Recording implements Logger {
    final List<String> lines = new CopyOnWriteArrayList<>();

    @Override
    public String getName() {
      return "recording";
    }

    @Override
    public boolean isLoggable(Level level) {
      return true;
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
      lines.add(level + " " + msg);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
      lines.add(level + " " + MessageFormat.format(format, params));
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
      lines.add(level + " " + msgSupplier.get());
    }
  }

  @Test
  void logsEachRequestAndOperationWithItsUnits(DynamoDbClient client, TestTable table) {
    Recording log = new Recording();
    ShopDb db =
        ShopDb.create(
            client,
            DbOptions.builder()
                .tableName(table.name())
                .requestListener(new RequestLog(log))
                .build());
    db.createTable();
    SampleData.load(db);
    log.lines.clear();

    Shop shop = db;
    assertThat(shop.user("u-ann")).isPresent();
    assertThat(shop.userByEmail("bob@example.com")).isPresent();

    assertThat(log.lines.get(0))
        .startsWith("DEBUG GetItem " + table.name() + " entity=User items=1 units=0.5 (table 0.5)")
        .contains(" retries=0 throttles=0 ")
        .endsWith(" ms");
    assertThat(log.lines.get(1))
        .startsWith("INFO operation GetItem " + table.name() + " entity=User requests=1 items=1");
    assertThat(log.lines.get(2))
        .startsWith("DEBUG Query " + table.name() + " entity=User index=GSI1 items=1 units=0.5")
        .contains("GSI1 0.5");
    assertThat(log.lines).hasSize(4);
  }
}
