package dev.singletable.samples.shop.v2;

import dev.singletable.annotations.GlobalIndex;
import dev.singletable.annotations.LocalIndex;
import dev.singletable.annotations.Projection;
import dev.singletable.annotations.Table;

/**
 * The shop's next version, as far as orders go (named ShopV2 so that its reports do not shadow the
 * sample's on the test class path): the table of the sample ({@code
 * dev.singletable.samples.shop.Shop}), whose orders move from {@code sk = "METADATA"} to {@code sk
 * = "HEADER"}, so that an order sorts before its {@code ITEM#} items in its partition, and which
 * gains the index GSI3 (a user's orders by status), created on the deployed table by {@code
 * migrations().createIndex}. Compiled with the sample's design record as the baseline, the move is
 * a migration in flight (see ShopEvolutionTest in the processor); ShopMigrationTest runs it on the
 * engine.
 */
@Table(
    name = "Shop",
    gsis = {
      @GlobalIndex(name = "GSI1"),
      @GlobalIndex(name = "GSI2"),
      @GlobalIndex(name = "GSI3"),
      @GlobalIndex(name = "Inverted", pk = "SK", sk = "PK", projection = Projection.KEYS_ONLY)
    },
    lsis = @LocalIndex(name = "LSI1"))
public interface ShopV2 {}
