package dev.quizbot.discord;

import java.time.ZoneId;
import java.time.ZoneOffset;

/** How a server's time zone is named in replies. */
public final class ZoneNames {
  private ZoneNames() {}

  /**
   * The zone's IANA name; "UTC" for a server without one (the spec's default), whose {@code
   * ZoneOffset.UTC} would otherwise show as "Z".
   */
  public static String shown(ZoneId zone) {
    return zone.equals(ZoneOffset.UTC) ? "UTC" : zone.getId();
  }
}
