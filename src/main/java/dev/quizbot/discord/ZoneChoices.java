package dev.quizbot.discord;

import java.time.ZoneId;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import net.dv8tion.jda.api.interactions.commands.Command;

/**
 * Autocomplete for every {@code timezone} option: Region/City names (Europe/Berlin) that contain
 * what was typed, ignoring case, with spaces for underscores ("new york" finds America/New_York);
 * names starting with it come first. Old aliases (US/Eastern, Etc/GMT+5) are left out: they are
 * refused as ambiguous anyway.
 */
public final class ZoneChoices {

  /** Discord shows at most 25 choices. */
  private static final int MAX = 25;

  private static final Pattern REGION_CITY =
      Pattern.compile(
          "(Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific)/.+");

  private static final List<String> ZONES = regionCityZones();

  private ZoneChoices() {}

  public static List<Command.Choice> matching(String typed) {
    String wanted = normal(typed);
    return ZONES.stream()
        .filter(zone -> normal(zone).contains(wanted))
        .sorted(
            Comparator.comparing((String zone) -> !startsWith(zone, wanted))
                .thenComparing(zone -> !city(zone).startsWith(wanted))
                .thenComparing(Comparator.naturalOrder()))
        .limit(MAX)
        .map(zone -> new Command.Choice(zone, zone))
        .toList();
  }

  private static boolean startsWith(String zone, String wanted) {
    return normal(zone).startsWith(wanted);
  }

  /** "america/new york" → "new york" (the part after the last slash). */
  private static String city(String zone) {
    String n = normal(zone);
    return n.substring(n.lastIndexOf('/') + 1);
  }

  private static String normal(String text) {
    return text.strip().replace('_', ' ').toLowerCase(Locale.ROOT);
  }

  private static List<String> regionCityZones() {
    Set<String> zones = new TreeSet<>();
    for (String id : ZoneId.getAvailableZoneIds()) {
      if (REGION_CITY.matcher(id).matches()) {
        zones.add(id);
      }
    }
    zones.add("UTC");
    return List.copyOf(zones);
  }
}
