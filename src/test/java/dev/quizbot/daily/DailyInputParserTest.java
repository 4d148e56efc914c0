package dev.quizbot.daily;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.LocalTime;
import java.time.ZoneId;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class DailyInputParserTest {

  private final DailyInputParser parser = new DailyInputParser();

  @Test
  @DisplayName("25:99 is refused with the expected format and an example")
  void refusesImpossibleTime() {
    assertThatThrownBy(() -> parser.parseTime("25:99"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("time must be HH:mm, 24-hour, e.g. 08:30")
        .hasMessageContaining("25:99");
  }

  @Test
  @DisplayName("times from 00:00 to 23:59 are accepted, a one-digit hour too")
  void acceptsValidTimes() {
    assertThat(parser.parseTime("00:00")).isEqualTo(LocalTime.MIDNIGHT);
    assertThat(parser.parseTime("23:59")).isEqualTo(LocalTime.of(23, 59));
    assertThat(parser.parseTime(" 8:30 ")).isEqualTo(LocalTime.of(8, 30));
  }

  @Test
  @DisplayName("Mars/Base is refused with an example zone and where to find zone names")
  void refusesUnknownZone() {
    assertThatThrownBy(() -> parser.parseZone("Mars/Base"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("unknown timezone 'Mars/Base'")
        .hasMessageContaining("Europe/Berlin")
        .hasMessageContaining("List_of_tz_database_time_zones");
  }

  @Test
  @DisplayName("a zone id in the wrong letter case is accepted as the real id")
  void acceptsZoneCaseInsensitively() {
    assertThat(parser.parseZone("europe/berlin")).isEqualTo(ZoneId.of("Europe/Berlin"));
    assertThat(parser.parseZone("utc")).isEqualTo(ZoneId.of("UTC"));
  }

  @Test
  @DisplayName("the abbreviation EST is refused because it ignores daylight saving")
  void refusesAbbreviation() {
    assertThatThrownBy(() -> parser.parseZone("EST"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("abbreviation")
        .hasMessageContaining("America/New_York");
  }

  @Test
  @DisplayName("a fixed offset is refused and an IANA name is asked for instead")
  void refusesFixedOffset() {
    assertThatThrownBy(() -> parser.parseZone("+02:00"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("fixed offset");
  }

  @Test
  @DisplayName("a bare city name gets a did-you-mean suggestion")
  void suggestsZoneForCity() {
    assertThatThrownBy(() -> parser.parseZone("Berlin"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("Did you mean Europe/Berlin?");
  }

  @Test
  @DisplayName("a short city name like Paris gets a suggestion, not the abbreviation message")
  void suggestsZoneForShortCity() {
    assertThatThrownBy(() -> parser.parseZone("Paris"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("unknown timezone 'Paris'")
        .hasMessageContaining("Did you mean Europe/Paris?")
        .hasMessageNotContaining("abbreviation");
  }

  @Test
  @DisplayName("windows are read from hours and minutes and default to 12 hours")
  void parsesWindows() {
    assertThat(parser.parseWindow(null)).isEqualTo(Duration.ofHours(12));
    assertThat(parser.parseWindow("90m")).isEqualTo(Duration.ofMinutes(90));
    assertThat(parser.parseWindow("1h30m")).isEqualTo(Duration.ofMinutes(90));
    assertThat(parser.parseWindow("23h")).isEqualTo(Duration.ofHours(23));
  }

  @Test
  @DisplayName("a window over 23 hours is refused with the allowed range")
  void refusesTooLongWindow() {
    assertThatThrownBy(() -> parser.parseWindow("24h"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("from 1m to 23h");
  }

  @Test
  @DisplayName("a window that is not hours/minutes is refused with examples")
  void refusesUnreadableWindow() {
    assertThatThrownBy(() -> parser.parseWindow("soon"))
        .isInstanceOf(InvalidDailyInputException.class)
        .hasMessageContaining("12h, 90m or 1h30m");
  }

  @Test
  @DisplayName("a long window that parses but is out of range is echoed cut, so the reply fits")
  void longWindowEchoedCut() {
    String typed = "1h".repeat(3_000); // 6,000 characters: a string option's most
    assertThatThrownBy(() -> parser.parseWindow(typed))
        .isInstanceOfSatisfying(
            InvalidDailyInputException.class,
            e -> {
              assertThat(e.key()).isEqualTo("daily.windowRange");
              assertThat(e.args().get(0).toString()).hasSizeLessThanOrEqualTo(100);
              assertThat(e.getMessage()).hasSizeLessThan(300);
            });
  }
}
