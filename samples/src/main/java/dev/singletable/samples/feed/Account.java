package dev.singletable.samples.feed;

import dev.singletable.annotations.Entity;
import dev.singletable.annotations.KeyPattern;

/** A user, with how many follow them (kept by {@link FeedService#follow}). */
@Entity(table = Social.class)
@KeyPattern(pk = "USER#{userId}", sk = "PROFILE")
public record Account(String userId, String name, long followerCount) {}
