package dev.singletable.benchmarks.model;

/** A shipping address, stored as a nested map of four strings. */
public record Address(String street, String city, String postalCode, String country) {}
