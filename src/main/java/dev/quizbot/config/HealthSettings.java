package dev.quizbot.config;

/**
 * The liveness endpoint {@code GET http://127.0.0.1:PORT/health}, used by Docker's HEALTHCHECK.
 *
 * @param port TCP port on 127.0.0.1, or 0 to run no health server
 */
public record HealthSettings(int port) {
  public static HealthSettings defaults() {
    return new HealthSettings(0);
  }

  public boolean enabled() {
    return port != 0;
  }

  static HealthSettings read(SettingsReader r) {
    return new HealthSettings(r.intBetween("health.port", 0, 0, 65535));
  }
}
