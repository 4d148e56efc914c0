package dev.quizbot.quality;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code quizbot items --json}: one array, an object per question (worst first) with {@code id},
 * {@code file}, {@code line}, {@code retired}, {@code answers}, {@code facility} and {@code
 * discrimination} (null when undefined), {@code choices} ({@code text}, {@code correct}, {@code
 * share}, {@code picks}, {@code flags}), {@code reports} ({@code count}, {@code reasons}: count per
 * reason) and {@code flags} (the codes of {@link ItemFlag}).
 */
public final class ItemsJson {
  private ItemsJson() {}

  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public static String render(List<ItemStats> items) {
    List<Map<String, Object>> array = new ArrayList<>();
    for (ItemStats s : items) {
      Map<String, Object> o = new LinkedHashMap<>();
      o.put("id", s.question().id());
      o.put("file", s.question().file() == null ? null : s.question().file().toString());
      o.put("line", s.question().line());
      o.put("retired", s.question().retired());
      o.put("answers", s.answers());
      o.put("facility", s.facility());
      o.put("discrimination", s.discrimination());
      List<Map<String, Object>> choices = new ArrayList<>();
      for (ChoiceStats c : s.choices()) {
        Map<String, Object> choice = new LinkedHashMap<>();
        choice.put("text", c.text());
        choice.put("correct", c.correct());
        choice.put("share", c.share());
        choice.put("picks", c.picks());
        choice.put("flags", c.flags().stream().map(ItemFlag::code).toList());
        choices.add(choice);
      }
      o.put("choices", choices);
      Map<String, Object> reports = new LinkedHashMap<>();
      reports.put("count", s.reports().count());
      Map<String, Integer> reasons = new LinkedHashMap<>();
      s.reports().reasons().forEach((reason, n) -> reasons.put(reason.code(), n));
      reports.put("reasons", reasons);
      o.put("reports", reports);
      o.put("flags", s.flags().stream().map(ItemFlag::code).toList());
      array.add(o);
    }
    try {
      return JSON.writeValueAsString(array) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("maps of strings and numbers always serialise", e);
    }
  }
}
