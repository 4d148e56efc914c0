package dev.quizbot.discord.settings;

import dev.quizbot.i18n.Texts;
import dev.quizbot.suggestion.SuggestionStore;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import net.dv8tion.jda.api.entities.channel.ChannelType;
import net.dv8tion.jda.api.entities.channel.middleman.GuildMessageChannel;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;

/**
 * {@code /quizconfig review_channel} and {@code review_channel_off}: where members' suggested
 * questions are posted for the admins' review (kept by the suggestions' store, not the quiz
 * settings).
 */
final class ReviewChannelOptions {
  static final String CHANNEL = "review_channel";
  static final String OFF = "review_channel_off";

  /** Null in a command built only for its definition. */
  private final SuggestionStore store;

  ReviewChannelOptions(SuggestionStore store) {
    this.store = store;
  }

  static List<OptionData> options() {
    return List.of(
        new OptionData(OptionType.CHANNEL, CHANNEL, "Where members' suggested questions are posted")
            .setChannelTypes(ChannelType.TEXT, ChannelType.NEWS),
        new OptionData(OptionType.BOOLEAN, OFF, "True: stop posting suggested questions"));
  }

  /** What is wrong with the options given, checked before anything changes. */
  Optional<String> problem(SlashCommandInteractionEvent event, Texts texts) {
    OptionMapping option = event.getOption(CHANNEL);
    if (option == null) {
      return Optional.empty();
    }
    long channelId = option.getAsLong();
    GuildMessageChannel channel =
        event.getGuild().getChannelById(GuildMessageChannel.class, channelId);
    if (channel == null || !channel.canTalk()) {
      return Optional.of(texts.get("suggest.channel.cannotPost", "<#" + channelId + ">"));
    }
    return Optional.empty();
  }

  /** Stores what the options say; true when they said anything. */
  boolean apply(SlashCommandInteractionEvent event) {
    long guild = event.getGuild().getIdLong();
    OptionMapping channel = event.getOption(CHANNEL);
    OptionMapping off = event.getOption(OFF);
    if (channel != null) {
      store.setReviewChannel(guild, OptionalLong.of(channel.getAsLong()));
      return true;
    }
    if (off != null && off.getAsBoolean()) {
      store.setReviewChannel(guild, OptionalLong.empty());
      return true;
    }
    return false;
  }

  /** The line of the settings that shows it. */
  String describe(long guildId, Texts texts) {
    OptionalLong channel = store.reviewChannel(guildId);
    String where =
        channel.isPresent()
            ? "<#" + channel.getAsLong() + ">"
            : texts.get(
                "quizconfig.reviewChannelNone",
                "`/"
                    + texts.get("cmd.question.name")
                    + " "
                    + texts.get("cmd.question.review.name")
                    + "`");
    return "\n" + texts.get("quizconfig.reviewChannel", where);
  }
}
