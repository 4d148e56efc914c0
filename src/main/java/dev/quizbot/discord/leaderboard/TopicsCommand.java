package dev.quizbot.discord.leaderboard;

import dev.quizbot.bank.Deck;
import dev.quizbot.bank.GuildBanks;
import dev.quizbot.bank.Question;
import dev.quizbot.bank.QuestionBank;
import dev.quizbot.discord.DeckChoices;
import dev.quizbot.discord.QueuedSlashCommand;
import dev.quizbot.discord.ServerOf;
import dev.quizbot.discord.SlashReply;
import dev.quizbot.i18n.Texts;
import java.awt.Color;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import net.dv8tion.jda.api.EmbedBuilder;
import net.dv8tion.jda.api.entities.MessageEmbed;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.InteractionContextType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.utils.messages.MessageCreateData;

/**
 * {@code /topics}: the bank's topics and decks with question counts, for the caller only. Stays
 * within the embed limits whatever the bank holds: long lists are cut with "… and N more". Queued:
 * a server's own decks come from the database.
 */
public final class TopicsCommand implements QueuedSlashCommand {

  private static final Color COLOR = new Color(0x5865F2);
  private static final int DESCRIPTION_MAX = 4096;

  /** The topic list's share of the description, leaving the rest of 6000 to the decks. */
  private static final int TOPICS_MAX = 1500;

  private static final int FIELD_NAME_MAX = 256;
  private static final int FIELD_VALUE_MAX = 1024;
  private static final int MAX_FIELDS = 25;

  /** Budget for all text of the embed (Discord: 6000), with room for title and footer. */
  private static final int TOTAL_MAX = 5800;

  private final GuildBanks banks;

  public TopicsCommand(QuestionBank bank) {
    this(GuildBanks.fixed(bank));
  }

  /** The topics of each server's bank: the shipped decks and the server's own. */
  public TopicsCommand(GuildBanks banks) {
    this.banks = banks;
  }

  @Override
  public SlashCommandData definition() {
    return Commands.slash("topics", "Decks and topics with question counts")
        .setContexts(InteractionContextType.GUILD);
  }

  @Override
  public void onQueuedSlash(SlashCommandInteractionEvent event, SlashReply reply) {
    MessageEmbed embed = render(banks.of(ServerOf.id(event)), reply.texts());
    reply.send(MessageCreateData.fromEmbeds(embed), true);
  }

  static MessageEmbed render(QuestionBank bank) {
    return render(bank, Texts.english());
  }

  static MessageEmbed render(QuestionBank bank, Texts t) {
    // Only what can still be asked: a retired question is never drawn, and a removed server deck
    // keeps its questions retired (for its history), so it is not listed at all.
    List<Deck> decks = bank.decks().stream().filter(DeckChoices::inUse).toList();
    Map<String, Long> topicCounts =
        decks.stream()
            .flatMap(d -> DeckChoices.asked(d).stream())
            .collect(Collectors.groupingBy(Question::topic, TreeMap::new, Collectors.counting()));
    String topics =
        wholeLines(
            topicCounts.entrySet().stream()
                .map(
                    e ->
                        "`"
                            + e.getKey()
                            + "` — "
                            + t.plural("topics.questions", e.getValue().intValue()))
                .toList(),
            TOPICS_MAX,
            t);
    int questions = topicCounts.values().stream().mapToInt(Long::intValue).sum();
    EmbedBuilder embed =
        new EmbedBuilder()
            .setColor(COLOR)
            .setTitle(t.get("topics.title"))
            .setDescription(cut(t.get("topics.heading") + "\n" + topics, DESCRIPTION_MAX))
            .setFooter(t.plural("topics.footer", decks.size(), questions));
    int used = embed.length();
    int shown = 0;
    for (Deck deck : decks) {
      int left = decks.size() - shown;
      if (shown == MAX_FIELDS - 1 && left > 1) {
        embed.addField("…", t.get("topics.moreDecks", left), false);
        break;
      }
      String name =
          cut(
              deck.title() + " — " + t.plural("topics.questions", DeckChoices.asked(deck).size()),
              FIELD_NAME_MAX);
      String value = cut("`" + deck.id() + "` · " + deckTopics(deck), FIELD_VALUE_MAX);
      if (used + name.length() + value.length() + 40 > TOTAL_MAX) {
        embed.addField("…", t.get("topics.moreDecks", left), false);
        break;
      }
      embed.addField(name, value, false);
      used += name.length() + value.length();
      shown++;
    }
    return embed.build();
  }

  private static String deckTopics(Deck deck) {
    Map<String, Long> perTopic =
        DeckChoices.asked(deck).stream()
            .collect(Collectors.groupingBy(Question::topic, TreeMap::new, Collectors.counting()));
    return perTopic.entrySet().stream()
        .map(e -> e.getKey() + " (" + e.getValue() + ")")
        .collect(Collectors.joining(", "));
  }

  /** As many whole lines as fit in {@code max} characters, then how many topics are left out. */
  private static String wholeLines(List<String> lines, int max, Texts t) {
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < lines.size(); i++) {
      String more = t.get("topics.moreTopics", lines.size() - i);
      boolean last = i + 1 == lines.size();
      if (text.length() + lines.get(i).length() + (last ? 0 : more.length() + 1) > max) {
        return text.append(more).toString();
      }
      text.append(lines.get(i)).append(last ? "" : "\n");
    }
    return text.toString();
  }

  private static String cut(String text, int max) {
    return text.length() <= max ? text : text.substring(0, max - 1) + "…";
  }
}
