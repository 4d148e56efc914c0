package dev.quizbot.discord.quiz;

import dev.quizbot.bank.EmbedLimits;
import dev.quizbot.i18n.Texts;
import dev.quizbot.round.PreparedRound;
import dev.quizbot.round.Reveal;
import dev.quizbot.round.RoundKind;
import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;

/**
 * Turns rounds into Discord embeds: the posted question and, at the close, the reveal. The bank
 * validator keeps prompts, choices and explanations within these limits; the truncation here is a
 * last guard so Discord never answers 400.
 */
public final class RoundEmbeds {
  private static final Color OPEN = new Color(0x76B900);
  private static final Color CLOSED = new Color(0x5865F2);

  private RoundEmbeds() {}

  /** The question as posted: prompt, lettered choices, topic, deck, closing time, how to answer. */
  public static MessageEmbed question(PreparedRound round, String deckTitle) {
    return question(round, deckTitle, null, Texts.english());
  }

  /**
   * As {@link #question(PreparedRound, String)} in the server's language, showing {@code imageUrl}
   * when not null.
   */
  public static MessageEmbed question(
      PreparedRound round, String deckTitle, String imageUrl, Texts texts) {
    List<String> emojis = round.choiceEmojis();
    long closes = round.closesAt().getEpochSecond();
    String kind =
        texts.get(round.kind() == RoundKind.DAILY ? "round.kind.daily" : "round.kind.quiz");
    return new EmbedBuilder()
        .setColor(OPEN)
        .setTitle(truncate(deckTitle, EmbedLimits.TITLE))
        .setDescription(
            truncate(
                EmbedLimits.questionDescription(round.question().prompt(), round.displayChoices()),
                EmbedLimits.DESCRIPTION))
        .addField(texts.get("round.closes"), "<t:" + closes + ":R>", true)
        .addField(
            texts.get("round.topic"),
            truncate(round.question().topic(), EmbedLimits.FIELD_VALUE),
            true)
        .setFooter(texts.get("round.footer", kind, String.join(" ", emojis)))
        .setImage(imageUrl)
        .build();
  }

  /**
   * The closed round: correct choice marked, shares per choice, explanation, fastest. The
   * description gets what Discord's limits leave after everything else (see {@link
   * RevealDescription}), so every choice line with its share always shows.
   */
  public static MessageEmbed reveal(Reveal reveal, String deckTitle) {
    return reveal(reveal, deckTitle, null, Texts.english());
  }

  /**
   * As {@link #reveal(Reveal, String)} in the server's language, showing {@code imageUrl} when not
   * null.
   */
  public static MessageEmbed reveal(Reveal reveal, String deckTitle, String imageUrl, Texts texts) {
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(CLOSED)
            .setImage(imageUrl)
            .setTitle(
                truncate(
                    texts.get("reveal.title", reveal.correctEmoji() + " " + reveal.correctText()),
                    EmbedLimits.TITLE))
            .addField(
                texts.get("reveal.explanation"),
                truncate(reveal.explanation(), EmbedLimits.FIELD_VALUE),
                false);
    reveal
        .reference()
        .ifPresent(
            r ->
                embed.addField(
                    texts.get("reveal.reference"), truncate(r, EmbedLimits.FIELD_VALUE), false));
    reveal
        .suggestedBy()
        .ifPresent(
            author -> embed.addField(texts.get("reveal.suggestedBy"), "<@" + author + ">", false));
    embed
        .addField(
            texts.get("reveal.answered"),
            texts.plural("reveal.members", reveal.totalAnswered()),
            true)
        .addField(texts.get("reveal.fastest"), fastestLines(reveal.fastest(), texts), true)
        .setFooter(
            truncate(texts.get("reveal.footer", reveal.topic(), deckTitle), EmbedLimits.FOOTER));
    int room = Math.min(EmbedLimits.DESCRIPTION, EmbedLimits.TOTAL - embed.length());
    embed.setDescription(RevealDescription.fit(reveal.prompt(), choiceLines(reveal, texts), room));
    return embed.build();
  }

  /**
   * One line per choice: its mark, emoji, text and "— count (share)", the count and the share in
   * the server's language's number format (1,234 (42%) · 1.234 (42 %)).
   */
  private static List<RevealDescription.ChoiceLine> choiceLines(Reveal reveal, Texts texts) {
    List<RevealDescription.ChoiceLine> lines = new ArrayList<>();
    for (Reveal.ChoiceTally tally : reveal.tallies()) {
      boolean correct = tally.position() == reveal.correctPosition();
      String bold = correct ? "**" : "";
      lines.add(
          new RevealDescription.ChoiceLine(
              (correct ? "✅ " : "▫️ ") + tally.emoji() + " " + bold,
              tally.text(),
              bold
                  + " — "
                  + texts.number(tally.count())
                  + " ("
                  + texts.wholePercent(tally.percent())
                  + ")"));
    }
    return lines;
  }

  private static String fastestLines(List<Reveal.FastAnswer> fastest, Texts texts) {
    if (fastest.isEmpty()) {
      return texts.get("reveal.nobody");
    }
    StringBuilder lines = new StringBuilder();
    String[] medals = {"🥇", "🥈", "🥉"};
    for (int i = 0; i < fastest.size(); i++) {
      Reveal.FastAnswer f = fastest.get(i);
      lines
          .append(i < medals.length ? medals[i] : "•")
          .append(" <@")
          .append(f.userId())
          .append("> ")
          .append(
              texts.get(
                  "reveal.seconds",
                  String.format(texts.locale(), "%.1f", f.millisAfterOpen() / 1000.0)))
          .append('\n');
    }
    return lines.toString().strip();
  }

  static String truncate(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    return text.substring(0, max - 1) + "…";
  }
}
