package dev.singletable.testkit;

/**
 * Carries a finished error answer up through the gateway's handlers, so each handler can stay
 * linear.
 */
final class ApiException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  private final transient ApiResponse response;

  ApiException(ApiResponse response) {
    super(response.toString(), null, false, false);
    this.response = response;
  }

  ApiResponse response() {
    return response;
  }
}
