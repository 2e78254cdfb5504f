package dev.singletable.spring;

/**
 * The application's Singletable configuration cannot be used: a property names a table the
 * application does not have, resolves a table name DynamoDB refuses, holds a bad cursor secret or
 * retry setting, or names a listener bean that cannot be had; a {@link DbOptionsCustomizer} bean
 * fails or makes a table name DynamoDB refuses (its resolver returning null, say); or the generated
 * index of the tables is inconsistent. Thrown while the application context starts; names the
 * property (or customizer, or index) and the table concerned.
 */
public class SingletableConfigurationException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final String property;

  /**
   * @param property the property concerned ({@code singletable.tables.Shop.name}), {@code
   *     DbOptionsCustomizer} and the customizer's class, or the index resource for an inconsistent
   *     index
   */
  public SingletableConfigurationException(String property, String message, Throwable cause) {
    super(property + ": " + message, cause);
    this.property = property;
  }

  public SingletableConfigurationException(String property, String message) {
    this(property, message, null);
  }

  /** The property (or customizer, or index resource) concerned. */
  public String property() {
    return property;
  }
}
