package dev.singletable.runtime;

/**
 * Converts an application type {@code T} to a type DynamoDB stores ({@code S}) and back; declared
 * once with {@code @Table(converters = MoneyConverter.class)}, it then serves every attribute, list
 * element, map value, nested field, key component and query parameter of type {@code T} in that
 * table's entities.
 *
 * <p>{@code S} is one of the scalar types an attribute can have: {@code String}, {@code Boolean},
 * {@code Byte}, {@code Short}, {@code Integer}, {@code Long}, {@code Float}, {@code Double}, {@code
 * BigDecimal}, {@code BigInteger}, {@code Instant}, {@code LocalDate}, {@code LocalDateTime},
 * {@code UUID}, an enum, {@code byte[]} or {@code SdkBytes}. The generated code creates one
 * instance with the public no-argument constructor (no reflection) and shares it between threads: a
 * converter must be stateless or thread-safe.
 *
 * <p>The contract, which the generated code relies on:
 *
 * <ul>
 *   <li>Neither method is called with {@code null}: a null attribute is stored as absent. {@code
 *       toStored} must not return {@code null} (the write is refused if it does).
 *   <li>Round trip: {@code fromStored(toStored(v))} equals {@code v}, so that what is read is what
 *       was written.
 *   <li>In a key (the processor accepts it only when {@code S} is a type keys can hold: String,
 *       integers, {@code BigDecimal}/{@code BigInteger} with {@code @KeyFormat}, {@code Instant},
 *       {@code LocalDate}, {@code LocalDateTime}, {@code UUID}, enums, booleans): {@code toStored}
 *       must be injective (two values, two keys) and, in a sort key, order-preserving: {@code a}
 *       before {@code b} in the application's order exactly when {@code toStored(a)} sorts before
 *       {@code toStored(b)} as {@code S} does in keys. Range queries, newest-first reads and the
 *       bounds of {@code Range.between} are only as right as this order.
 *   <li>In conditions, {@code lt}/{@code gt} compare stored values, so they follow the same order.
 * </ul>
 *
 * @param <T> the application type
 * @param <S> the stored type
 */
public interface AttributeConverter<T, S> {

  /** The stored value of {@code value}, which is never null. */
  S toStored(T value);

  /** The application value of a stored value, which is never null. */
  T fromStored(S stored);
}
