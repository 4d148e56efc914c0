package dev.quizbot.bank.formats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small read-only tree of one XML element: enough of DOM, with the line it starts on. */
final class XmlElement {
  final String name;
  final int line;
  final Map<String, String> attributes = new LinkedHashMap<>();
  final List<XmlElement> children = new ArrayList<>();
  final StringBuilder text = new StringBuilder();

  XmlElement(String name, int line) {
    this.name = name;
    this.line = line;
  }

  XmlElement child(String childName) {
    for (XmlElement child : children) {
      if (child.name.equals(childName)) {
        return child;
      }
    }
    return null;
  }

  List<XmlElement> all(String childName) {
    List<XmlElement> found = new ArrayList<>();
    for (XmlElement child : children) {
      if (child.name.equals(childName)) {
        found.add(child);
      }
    }
    return found;
  }

  /** The text of the {@code <text>} child (Moodle's way of holding a value), or null. */
  String textChild() {
    XmlElement text = child("text");
    return text == null ? null : text.text.toString();
  }

  String attribute(String attributeName) {
    return attributes.get(attributeName);
  }
}
