package dev.singletable.samples.feed;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.Gsi;
import dev.singletable.annotations.KeyPattern;
import java.time.Instant;

/** That {@code followerId} follows {@code followeeId}: listed from both sides. */
@Entity(table = Social.class)
@KeyPattern(pk = "USER#{followeeId}", sk = "FOLLOWER#{followerId}", query = "followersOf")
@Gsi(index = "GSI1", pk = "FOLLOWING#{followerId}", sk = "{followeeId}", query = "followedBy")
public record Follow(String followeeId, String followerId, Instant since) {}
