package dev.singletable.benchmarks.enhanced;

import java.util.Objects;
import software.amazon.awssdk.enhanced.dynamodb.mapper.annotations.DynamoDbBean;

/** The nested address as the Enhanced Client wants it: a mutable bean, stored as a map. */
@DynamoDbBean
public class AddressBean {
  private String street;
  private String city;
  private String postalCode;
  private String country;

  public String getStreet() {
    return street;
  }

  public void setStreet(String street) {
    this.street = street;
  }

  public String getCity() {
    return city;
  }

  public void setCity(String city) {
    this.city = city;
  }

  public String getPostalCode() {
    return postalCode;
  }

  public void setPostalCode(String postalCode) {
    this.postalCode = postalCode;
  }

  public String getCountry() {
    return country;
  }

  public void setCountry(String country) {
    this.country = country;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof AddressBean a
        && Objects.equals(street, a.street)
        && Objects.equals(city, a.city)
        && Objects.equals(postalCode, a.postalCode)
        && Objects.equals(country, a.country);
  }

  @Override
  public int hashCode() {
    return Objects.hash(street, city, postalCode, country);
  }
}
