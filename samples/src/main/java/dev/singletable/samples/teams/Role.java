package dev.singletable.samples.teams;

/** What a member may do in a project. */
public enum Role {
  OWNER,
  MAINTAINER,
  MEMBER
}
