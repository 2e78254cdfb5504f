/**
 * Singletable's developer tools, beside the runtime: a snapshot of a live table drawn in the
 * processor's model view, and a poller of a table's stream for tests, demos and small services. The
 * runtime exports its engine to this module alone, so that the poller's requests go through the
 * table's callers (retries, request listener, both modes) like every other operation.
 */
module dev.singletable.tools {
  requires transitive dev.singletable.runtime;

  exports dev.singletable.tools;
}
