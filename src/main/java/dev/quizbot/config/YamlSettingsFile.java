package dev.quizbot.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code quizbot.yaml} as "section → key → value" with the line of every key, so that a
 * message can point at {@code config/quizbot.yaml:7}. Streaming parse (not a tree) because Jackson
 * trees forget where their nodes were.
 */
final class YamlSettingsFile {
  private final String displayName;
  private final Map<String, RawSetting> settings = new LinkedHashMap<>();
  private final Map<String, Integer> sectionLines = new LinkedHashMap<>();
  private final List<String> problems = new ArrayList<>();
  private boolean unreadable;

  private YamlSettingsFile(String displayName) {
    this.displayName = displayName;
  }

  /** An empty file: every setting at its default. */
  static YamlSettingsFile empty(String displayName) {
    return new YamlSettingsFile(displayName);
  }

  /** Parses the text; syntax and shape problems are collected, not thrown. */
  static YamlSettingsFile parse(String displayName, Reader text) {
    YamlSettingsFile file = new YamlSettingsFile(displayName);
    try (JsonParser p = new YAMLFactory().createParser(text)) {
      file.readRoot(p);
      file.refuseSecondDocument(p);
    } catch (JsonProcessingException e) {
      file.unreadable = true;
      file.problems.add(
          file.at(e.getLocation())
              + "not valid YAML: "
              + e.getOriginalMessage().lines().findFirst().orElse("syntax error"));
    } catch (IOException e) {
      file.unreadable = true;
      file.problems.add(displayName + ": cannot read: " + e.getMessage());
    }
    return file;
  }

  Map<String, RawSetting> settings() {
    return settings;
  }

  /** Line of each section header, for "unknown section" messages. */
  Map<String, Integer> sectionLines() {
    return sectionLines;
  }

  List<String> problems() {
    return problems;
  }

  /**
   * True when the file could not be parsed to the end: values read before the error are unreliable
   * (a broken line can swallow the next one), so only the syntax problem is worth reporting.
   */
  boolean unreadable() {
    return unreadable;
  }

  String displayName() {
    return displayName;
  }

  private void readRoot(JsonParser p) throws IOException {
    JsonToken t = p.nextToken();
    if (t == null || t == JsonToken.VALUE_NULL) {
      return; // empty file or only comments: defaults
    }
    if (t != JsonToken.START_OBJECT) {
      problems.add(
          at(p.currentTokenLocation())
              + "the file must be a mapping of sections (discord:, database:, quiz:, ...)");
      return;
    }
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String section = p.currentName();
      int line = p.currentTokenLocation().getLineNr();
      if (sectionLines.containsKey(section)) {
        problems.add(
            lineOf(line) + ": " + section + ": section appears twice; merge them into one");
      }
      sectionLines.put(section, line);
      JsonToken value = p.nextToken();
      if (value == JsonToken.START_OBJECT) {
        readSection(p, section);
      } else if (value != JsonToken.VALUE_NULL) {
        problems.add(
            lineOf(line)
                + ": "
                + section
                + ": must be a section of settings (indented key: value lines), got a "
                + (value == JsonToken.START_ARRAY ? "list" : "single value"));
        p.skipChildren();
      }
    }
  }

  /**
   * A {@code ---} line starts a second YAML document, which a reader of one mapping would skip
   * without a word: the settings below it would silently not apply.
   */
  private void refuseSecondDocument(JsonParser p) throws IOException {
    JsonToken end = p.currentToken();
    if (end != null && end != JsonToken.END_OBJECT && end != JsonToken.VALUE_NULL) {
      return; // the root was not a mapping: that problem is reported already
    }
    JsonToken next = end == null ? null : p.nextToken();
    // An empty document after a trailing --- holds nothing that could be lost.
    while (next == JsonToken.VALUE_NULL) {
      next = p.nextToken();
    }
    if (next != null) {
      problems.add(
          at(p.currentTokenLocation())
              + "a second YAML document (after a --- line) starts here: the settings file holds one;"
              + " remove the --- line and merge the sections into the first document");
    }
  }

  private void readSection(JsonParser p, String section) throws IOException {
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = section + "." + p.currentName();
      String origin = lineOf(p.currentTokenLocation().getLineNr());
      JsonToken value = p.nextToken();
      RawSetting raw;
      if (value == JsonToken.START_OBJECT) {
        problems.add(origin + ": " + key + ": must be a value, not a nested section");
        p.skipChildren();
        continue;
      } else if (value == JsonToken.START_ARRAY) {
        raw = new RawSetting(key, null, readList(p, key, origin), origin);
      } else if (value == JsonToken.VALUE_NULL) {
        raw = new RawSetting(key, null, null, origin);
      } else {
        raw = new RawSetting(key, p.getText(), null, origin);
      }
      if (settings.containsKey(key)) {
        problems.add(origin + ": " + key + ": set twice; keep one");
      }
      settings.put(key, raw);
    }
  }

  private List<String> readList(JsonParser p, String key, String origin) throws IOException {
    List<String> items = new ArrayList<>();
    JsonToken t;
    while ((t = p.nextToken()) != JsonToken.END_ARRAY) {
      if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
        problems.add(origin + ": " + key + ": list items must be plain values");
        p.skipChildren();
      } else if (t != JsonToken.VALUE_NULL) {
        items.add(p.getText());
      }
    }
    return items;
  }

  private String lineOf(int line) {
    return displayName + ":" + line;
  }

  private String at(JsonLocation location) {
    return location == null || location.getLineNr() < 1
        ? displayName + ": "
        : lineOf(location.getLineNr()) + ": ";
  }
}
