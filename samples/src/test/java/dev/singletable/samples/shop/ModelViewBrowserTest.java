package dev.singletable.samples.shop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.singletable.runtime.DbOptions;
import dev.singletable.samples.browser.BrowserPage;
import dev.singletable.samples.browser.HeadlessChromium;
import dev.singletable.testkit.LocalDynamoDbTest;
import dev.singletable.testkit.TestTable;
import dev.singletable.tools.TableSnapshot;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The model view of the e-commerce design in a real headless Chromium: the page the processor
 * wrote, and the same page drawing the demo's data from the local engine. Screenshots are kept in
 * {@code target/model-view/}. Skipped, saying why, when no Chromium is on the PATH.
 */
@LocalDynamoDbTest
class ModelViewBrowserTest {

  static final Path OUT = Path.of("target", "model-view");
  static final int WIDTH = 1280;
  static final int HEIGHT = 900;

  static HeadlessChromium browser;
  static long started;
  static long launchMillis;

  @BeforeAll
  static void startBrowser(DynamoDbClient client, TestTable table) throws Exception {
    Optional<Path> chromium = HeadlessChromium.find();
    assumeTrue(
        chromium.isPresent(),
        "no chromium on the PATH: install it (Debian: apt-get install -y"
            + " --no-install-recommends chromium) to run the model view in a browser");
    started = System.nanoTime();
    Files.createDirectories(OUT);
    try (InputStream in = Shop.class.getResourceAsStream("/META-INF/singletable/Shop.html")) {
      Files.write(OUT.resolve("Shop.html"), in.readAllBytes());
    }
    ShopDb db = ShopDb.create(client, DbOptions.builder().tableName(table.name()).build());
    db.createTable();
    SampleData.load(db);
    Path file = OUT.resolve("Shop-snapshot.html");
    TableSnapshot.Result written =
        TableSnapshot.of(Shop.class).maxItems(500).write(client, table.name(), file);
    assertThat(written.items()).isEqualTo(21);
    assertThat(written.truncated()).isFalse();
    long launching = System.nanoTime();
    browser = HeadlessChromium.launch(chromium.get());
    launchMillis = (System.nanoTime() - launching) / 1_000_000;
  }

  @AfterAll
  static void closeBrowser() throws Exception {
    if (browser != null) {
      browser.close();
      System.out.printf(
          "ModelViewBrowserTest: %d ms with the demo's data and the browser (Chromium started in"
              + " %d ms); screenshots in %s%n",
          (System.nanoTime() - started) / 1_000_000, launchMillis, OUT.toAbsolutePath());
    }
  }

  @Test
  void generatedPageShowsEveryEntityIndexAndAccessPatternOfTheDesign() throws IOException {
    BrowserPage page = open("Shop.html");
    String json = resource("/META-INF/singletable/Shop.json");

    assertThat(page.strings("[...document.querySelectorAll('.chip')].map(c => c.dataset.entity)"))
        .containsExactlyElementsOf(all(json, "\\{\"name\": \"(\\w+)\", \"type\""));
    assertThat(page.strings("[...document.querySelectorAll('.tab')].map(t => t.dataset.view)"))
        .containsExactlyElementsOf(concat("Table", all(json, "\\{\"name\": \"(\\w+)\", \"kind\"")));
    assertThat(page.strings("[...document.querySelectorAll('.pattern')].map(p => p.dataset.call)"))
        .containsExactlyInAnyOrderElementsOf(all(json, "\"method\": \"([^\"]+)\""))
        .contains("orders().ordersOf(userId)", "orderDetails(orderId)");
    // Every entity has items drawn in the table view, and the sparse GSI2 holds only orders.
    assertThat(
            page.strings(
                "[...new Set([...document.querySelectorAll('.item')].map(i =>"
                    + " i.dataset.entity))]"))
        .containsExactlyInAnyOrder("Order", "OrderItem", "Product", "Review", "User");
    page.click(".tab[data-view='GSI2']");
    assertThat(
            page.strings(
                "[...new Set([...document.querySelectorAll('.item')].map(i =>"
                    + " i.dataset.entity))]"))
        .containsExactly("Order");
    // The design review's findings, with their ids; the sample suppresses each one, saying why.
    assertThat(
            page.strings(
                "[...document.querySelectorAll('.finding')].map(f =>"
                    + " f.dataset.finding + ' ' + f.querySelector('.subject').textContent + ' '"
                    + " + f.classList.contains('suppressed'))"))
        .contains(
            "hot-partition Order true", "hot-partition User true", "hot-partition Product true");
    page.click(".tab[data-view='Table']");
    page.screenshot(OUT.resolve("Shop.png"), false);
    page.screenshot(OUT.resolve("Shop-whole-page.png"), true);
    assertThat(page.errors()).isEmpty();
  }

  @Test
  void clickingAPatternHighlightsTheItemsItReads() {
    BrowserPage page = open("Shop.html");

    page.click(".pattern[data-call='orders().ordersOf(userId)']");
    assertThat(page.evaluate("document.body.dataset.view")).isEqualTo("GSI1");
    assertThat(hits(page))
        .containsExactly(
            "USER#user-1 | ORDER#2025-01-15T09:30:00Z#order-1",
            "USER#user-1 | ORDER#2025-01-16T11:45:00Z#order-2");
    assertThat(page.evaluate("document.querySelector('.selection').textContent"))
        .asString()
        .contains("GSI1PK = \"USER#user-1\" AND begins_with(GSI1SK, \"ORDER#\")");
    page.screenshot(OUT.resolve("Shop-ordersOf.png"), false);

    page.click(".pattern[data-call='orderDetails(orderId)']");
    assertThat(page.evaluate("document.body.dataset.view")).isEqualTo("Table");
    assertThat(hits(page))
        .containsExactly(
            "ORDER#order-1 | ITEM#product-1",
            "ORDER#order-1 | ITEM#product-2",
            "ORDER#order-1 | METADATA");

    page.click(".pattern[data-call='orderItems().byOrderId(orderId)']");
    assertThat(hits(page))
        .containsExactly("ORDER#order-1 | ITEM#product-1", "ORDER#order-1 | ITEM#product-2");
    assertThat(page.errors()).isEmpty();
  }

  @Test
  void keyboardAloneChangesViewsAndSelectsPatterns() {
    BrowserPage page = open("Shop.html");

    page.evaluate("document.querySelector('.tab').focus()");
    page.press("ArrowRight", 39);
    assertThat(page.evaluate("document.body.dataset.view")).isEqualTo("GSI1");
    assertThat(page.evaluate("document.activeElement.dataset.view")).isEqualTo("GSI1");

    page.evaluate(
        "document.querySelector(\".pattern[data-call='users().byEmail(email)']\").focus()");
    page.press("Enter", 13);
    assertThat(hits(page)).containsExactly("EMAIL#ann@example.com | PROFILE");
    page.press("Escape", 27);
    assertThat(hits(page)).isEmpty();
    assertThat(page.evaluate("document.querySelector('.selection').hidden")).isEqualTo(true);
    assertThat(page.errors()).isEmpty();
  }

  @Test
  void snapshotDrawsTheLiveItemsOfTheDemo() {
    BrowserPage page = open("Shop-snapshot.html");

    assertThat(page.evaluate("document.querySelector('.source').textContent"))
        .asString()
        .startsWith("Live snapshot of ModelViewBrowserTest-")
        .contains("21 items");
    assertThat(page.strings("[...document.querySelectorAll('.chip')].map(c => c.textContent)"))
        .containsExactly(
            "Order4", "OrderItem5", "Product3", "Review3", "User3", "singletable:unique3");
    page.click(".pattern[data-call='orders().ordersOf(userId)']");
    assertThat(hits(page))
        .containsExactly(
            "USER#u-ann | ORDER#2025-02-10T09:15:00Z#o-1001",
            "USER#u-ann | ORDER#2025-03-05T18:40:00Z#o-1002",
            "USER#u-ann | ORDER#2025-03-20T07:05:00Z#o-1003");
    page.screenshot(OUT.resolve("Shop-snapshot-ordersOf.png"), false);
    page.click(".pattern[data-call='reviews().reviewsBy(userId)']");
    assertThat(page.evaluate("document.body.dataset.view")).isEqualTo("Inverted");
    assertThat(hits(page))
        .containsExactly("REVIEW#u-ann | PRODUCT#p-kettle", "REVIEW#u-ann | PRODUCT#p-mug");
    page.press("Escape", 27);
    page.click(".tab[data-view='Table']");
    page.screenshot(OUT.resolve("Shop-snapshot.png"), false);
    assertThat(page.errors()).isEmpty();
  }

  private static BrowserPage open(String file) {
    return browser.open(OUT.resolve(file).toAbsolutePath().toUri().toString(), WIDTH, HEIGHT);
  }

  /** The items a selected pattern reads and returns, as "partition key | sort key". */
  private static List<String> hits(BrowserPage page) {
    return page.strings(
        "[...document.querySelectorAll('.item.hit')].map(i => i.dataset.pk + ' | ' +"
            + " i.dataset.sk)");
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = Shop.class.getResourceAsStream(name)) {
      return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    }
  }

  private static List<String> all(String text, String regex) {
    Matcher matcher = Pattern.compile(regex).matcher(text);
    List<String> found = new java.util.ArrayList<>();
    while (matcher.find()) {
      found.add(matcher.group(1));
    }
    return found;
  }

  private static List<String> concat(String first, List<String> rest) {
    List<String> all = new java.util.ArrayList<>(List.of(first));
    all.addAll(rest);
    return all;
  }
}
