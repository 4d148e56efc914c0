package dev.quizbot.bank;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks deck drafts against the bank's rules and builds the decks that pass. Every problem is
 * reported, not just the first; a question with a problem is left out of the resulting decks.
 */
final class BankValidator {

  private static final Pattern TOPIC = Pattern.compile("[a-z][a-z0-9-]*");

  // The columns that store them (rounds.topic, answers.topic VARCHAR(64); question_id and deck_id
  // VARCHAR(128)): PostgreSQL refuses a longer value, so a round could never be stored. A topic of
  // 64 also fits Discord's 100-character autocomplete choice and the board's embed title.
  static final int MAX_TOPIC = 64;
  static final int MAX_ID = 128;
  // A deck id is also the value of a /quiz deck autocomplete choice, which Discord and JDA cap at
  // 100 characters: a longer one would make the whole suggestion list fail. Question ids are never
  // choice values, so they keep the column's 128.
  static final int MAX_DECK_ID = 100;
  private static final Set<String> DIFFICULTIES = Set.of("easy", "medium", "hard");

  /** Appends every problem of {@code drafts} to {@code problems}; returns the valid decks. */
  List<Deck> validate(List<DeckDraft> drafts, List<Problem> problems) {
    Map<String, List<Place>> questionPlaces = new LinkedHashMap<>();
    Map<String, List<Place>> deckPlaces = new LinkedHashMap<>();
    Map<DeckDraft, List<Question>> validQuestions = new LinkedHashMap<>();
    for (DeckDraft deck : drafts) {
      if (deck.idText() != null) {
        deckPlaces
            .computeIfAbsent(deck.idText(), k -> new ArrayList<>())
            .add(new Place(deck.file(), deck.id().line()));
      }
      validQuestions.put(deck, checkDeck(deck, problems, questionPlaces));
    }
    reportDuplicates(questionPlaces, "question id", true, problems);
    reportDuplicates(deckPlaces, "deck id", false, problems);

    List<Deck> decks = new ArrayList<>();
    Set<String> deckIds = new HashSet<>();
    Set<String> questionIds = new HashSet<>();
    for (Map.Entry<DeckDraft, List<Question>> entry : validQuestions.entrySet()) {
      DeckDraft draft = entry.getKey();
      if (entry.getValue() == null || !deckIds.add(draft.idText())) {
        continue;
      }
      List<Question> questions = new ArrayList<>();
      for (Question question : entry.getValue()) {
        if (questionIds.add(question.id())) {
          questions.add(question);
        }
      }
      decks.add(
          new Deck(
              draft.idText(),
              draft.title().text().strip(),
              text(draft.description()) == null ? "" : text(draft.description()),
              text(draft.source()),
              questions,
              ExamCheck.check(draft.file(), draft.exam(), questions, problems)));
    }
    return decks;
  }

  /** Checks one deck; returns its valid questions, or null when the deck itself is unusable. */
  private List<Question> checkDeck(
      DeckDraft deck, List<Problem> problems, Map<String, List<Place>> questionPlaces) {
    boolean usable = true;
    if (deck.idText() != null && deck.idText().length() > MAX_DECK_ID) {
      boolean fromFileName = BankFiles.kindOf(deck.file()) == BankFiles.Kind.TEXT;
      problems.add(
          new Problem(
              deck.file(),
              deck.id().line(),
              null,
              "deck id has "
                  + deck.idText().length()
                  + " characters; at most "
                  + MAX_DECK_ID
                  + ", the longest value Discord's /quiz deck suggestions can hold: "
                  + (fromFileName
                      ? "a practice test's deck id is its file name, so shorten the file name"
                      : "shorten the id")));
      usable = false;
    }
    if (deck.id() == null || deck.id().isBlank()) {
      if (deck.id() == null || deck.id().text() != null) {
        problems.add(new Problem(deck.file(), deck.line(), null, "deck: missing field 'id'"));
      }
      usable = false;
    }
    if (deck.title() == null || deck.title().isBlank()) {
      if (deck.title() == null || deck.title().text() != null) {
        problems.add(new Problem(deck.file(), deck.line(), null, "deck: missing field 'title'"));
      }
      usable = false;
    } else if (deck.title().text().strip().length() > EmbedLimits.TITLE) {
      problems.add(
          new Problem(
              deck.file(),
              deck.title().line(),
              null,
              "deck title has "
                  + deck.title().text().strip().length()
                  + " characters; a Discord embed title holds at most "
                  + EmbedLimits.TITLE));
    }
    if (deck.questions() == null) {
      problems.add(new Problem(deck.file(), deck.line(), null, "deck: missing field 'questions'"));
      return null;
    }
    if (deck.questions().isEmpty()) {
      problems.add(
          new Problem(
              deck.file(), deck.questionsLine(), null, "deck has no questions; add at least one"));
    }
    String deckTitle =
        deck.title() == null || deck.title().isBlank() ? "" : deck.title().text().strip();
    List<Question> valid = new ArrayList<>();
    for (QuestionDraft question : deck.questions()) {
      if (question.idText() != null) {
        questionPlaces
            .computeIfAbsent(question.idText(), k -> new ArrayList<>())
            .add(new Place(deck.file(), question.line()));
      }
      Question checked =
          new QuestionCheck(deck.file(), deck.idText(), deckTitle, question, problems).run();
      if (checked != null) {
        valid.add(checked);
      }
    }
    return usable ? valid : null;
  }

  private static void reportDuplicates(
      Map<String, List<Place>> places, String what, boolean asQuestion, List<Problem> problems) {
    for (Map.Entry<String, List<Place>> entry : places.entrySet()) {
      List<Place> where = entry.getValue();
      if (where.size() < 2) {
        continue;
      }
      for (Place place : where) {
        List<String> others = new ArrayList<>();
        for (Place other : where) {
          if (other != place) {
            others.add(other.format());
          }
        }
        String message =
            "duplicate "
                + what
                + (asQuestion ? "" : " '" + entry.getKey() + "'")
                + "; also used at "
                + String.join(", ", others)
                + " (ids must be unique across the bank)";
        problems.add(
            new Problem(place.file(), place.line(), asQuestion ? entry.getKey() : null, message));
      }
    }
  }

  private static String text(Located located) {
    return located == null || located.isBlank() ? null : located.text().strip();
  }

  private record Place(Path file, int line) {
    String format() {
      return line > 0 ? file + ":" + line : file.toString();
    }
  }

  /** The checks of one question; builds it when they all pass. */
  private static final class QuestionCheck {
    private final Path file;
    private final String deckId;
    private final String deckTitle;
    private final QuestionDraft q;
    private final List<Problem> problems;
    private final String id;
    private boolean ok;

    QuestionCheck(
        Path file, String deckId, String deckTitle, QuestionDraft q, List<Problem> problems) {
      this.file = file;
      this.deckId = deckId;
      this.deckTitle = deckTitle;
      this.q = q;
      this.problems = problems;
      this.id = q.idText();
      this.ok = !q.malformed();
    }

    Question run() {
      String idText = required(q.id(), "id");
      if (idText != null && idText.chars().anyMatch(Character::isWhitespace)) {
        problem(q.id().line(), "question id '" + idText + "' must not contain spaces");
      }
      ServerIds.reserved("question id", idText).ifPresent(m -> problem(q.id().line(), m));
      if (idText != null && idText.length() > MAX_ID) {
        problem(
            q.id().line(), "question id has " + idText.length() + " characters; at most " + MAX_ID);
      }
      String topic = required(q.topic(), "topic");
      if (topic != null && !TOPIC.matcher(topic).matches()) {
        problem(
            q.topic().line(),
            "topic '" + topic + "' must be one lowercase word (a-z, digits, '-'), e.g. memory");
      } else if (topic != null && topic.length() > MAX_TOPIC) {
        problem(
            q.topic().line(),
            "topic has " + topic.length() + " characters; at most " + MAX_TOPIC + ", e.g. memory");
      }
      String prompt = required(q.prompt(), "prompt");
      List<String> choices = choices();
      String answer = required(q.answer(), "answer");
      String explanation = required(q.explanation(), "explanation");
      String reference = text(q.reference());
      String difficulty = text(q.difficulty());
      if (difficulty != null && !DIFFICULTIES.contains(difficulty)) {
        problem(
            q.difficulty().line(),
            "difficulty '" + difficulty + "' must be easy, medium or hard (or left out)");
      }
      int answerIndex = -1;
      if (choices != null && answer != null) {
        answerIndex = choices.indexOf(answer);
        if (answerIndex < 0) {
          problem(
              q.answer().line(),
              "answer \""
                  + answer
                  + "\" is not one of the choices; give the exact text of the correct choice");
        }
      }
      boolean retired = retired();
      QuestionImage image = ImageCheck.check(file, q.image(), id, problems);
      ok &= image != null || !ImageCheck.given(q.image());
      checkEmbedLimits(prompt, choices, explanation, reference);
      if (!ok || deckId == null) {
        return null;
      }
      return new Question(
          idText,
          deckId,
          topic,
          prompt,
          choices,
          answerIndex,
          explanation,
          reference,
          difficulty,
          text(q.source()),
          retired,
          file,
          q.line(),
          image);
    }

    /** {@code retired: true|false} (YAML and JSON booleans); anything else is reported. */
    private boolean retired() {
      Located value = q.retired();
      if (value == null) {
        return false;
      }
      if (value.text() == null) {
        return false; // not text (a list, a set of fields): already reported by the reader
      }
      String text = value.text().strip();
      if (text.equals("true")) {
        return true;
      }
      if (!text.equals("false")) {
        problem(value.line(), "retired must be true or false, got '" + text + "'");
      }
      return false;
    }

    /** The choices as text, or null when they are missing or unusable (problems reported). */
    private List<String> choices() {
      if (q.choices() == null) {
        problem(q.line(), "missing field 'choices'");
        return null;
      }
      List<String> choices = new ArrayList<>();
      Map<String, Integer> firstLine = new HashMap<>();
      boolean usable = true;
      for (int i = 0; i < q.choices().size(); i++) {
        Located choice = q.choices().get(i);
        if (choice.text() == null) {
          usable = false; // not text: the reader reported it already, with its number
          continue;
        }
        if (choice.isBlank()) {
          problem(choice.line(), "choice " + (i + 1) + " is empty");
          usable = false;
          continue;
        }
        String text = choice.text().strip();
        if (firstLine.putIfAbsent(text, choice.line()) != null) {
          problem(choice.line(), "choice \"" + text + "\" is given twice; choices must differ");
          usable = false;
        }
        choices.add(text);
      }
      int count = q.choices().size();
      if (count < EmbedLimits.MIN_CHOICES || count > EmbedLimits.MAX_CHOICES) {
        usable = false;
        if (q.generatedChoices()) {
          problem(
              q.choicesLine(),
              "cannot make at least 2 choices: the other questions of this practice test give"
                  + " no different answer to use as a wrong choice; add questions or write the"
                  + " deck as YAML with its own choices");
        } else {
          problem(
              q.choicesLine(),
              "has "
                  + count
                  + (count == 1 ? " choice" : " choices")
                  + "; a question needs "
                  + EmbedLimits.MIN_CHOICES
                  + " to "
                  + EmbedLimits.MAX_CHOICES);
        }
      }
      return usable ? choices : null;
    }

    private void checkEmbedLimits(
        String prompt, List<String> choices, String explanation, String reference) {
      int total = deckTitle.length();
      if (prompt != null && choices != null) {
        int description = EmbedLimits.questionDescription(prompt, choices).length();
        total += description;
        if (description > EmbedLimits.DESCRIPTION) {
          problem(
              q.prompt().line(),
              "prompt and choices make "
                  + description
                  + " characters; a Discord embed description holds at most "
                  + EmbedLimits.DESCRIPTION);
        }
      }
      if (explanation != null) {
        total += explanation.length();
        tooLongForField(explanation, q.explanation(), "explanation");
      }
      if (reference != null) {
        total += reference.length();
        tooLongForField(reference, q.reference(), "reference");
      }
      if (total > EmbedLimits.AUTHOR_TEXT_TOTAL) {
        problem(
            q.line(),
            "deck title, prompt, choices, explanation and reference make "
                + total
                + " characters; with the bot's own text a Discord message holds at most "
                + EmbedLimits.AUTHOR_TEXT_TOTAL);
      }
    }

    private void tooLongForField(String value, Located field, String name) {
      if (value.length() > EmbedLimits.FIELD_VALUE) {
        problem(
            field.line(),
            name
                + " has "
                + value.length()
                + " characters; a Discord embed field holds at most "
                + EmbedLimits.FIELD_VALUE);
      }
    }

    private String required(Located field, String name) {
      if (field == null || (field.text() != null && field.text().isBlank())) {
        problem(field == null ? q.line() : field.line(), "missing field '" + name + "'");
        return null;
      }
      if (field.text() == null) {
        ok = false; // present but not text: the reader reported it already
        return null;
      }
      return field.text().strip();
    }

    private void problem(int line, String message) {
      ok = false;
      problems.add(new Problem(file, line, id, message));
    }
  }
}
