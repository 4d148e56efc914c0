package dev.quizbot.discord.review;

import dev.quizbot.study.ReviewFilter;
import dev.quizbot.study.StudySettings;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;
import net.dv8tion.jda.api.interactions.commands.build.SubcommandData;

/** The options of {@code /review}: start, settings, remind, reset. */
final class ReviewDefinition {

  private ReviewDefinition() {}

  static SlashCommandData of() {
    return ReviewCommand.everywhere(
        Commands.slash("review", "Your spaced-repetition review (only you see your data)")
            .addSubcommands(
                new SubcommandData("start", "Review your due questions, then new ones, in DMs")
                    .addOption(
                        OptionType.STRING, "topic", "Only questions of this topic", false, true)
                    .addOption(
                        OptionType.STRING, "deck", "Only questions of this deck", false, true)
                    .addOption(
                        OptionType.INTEGER,
                        "count",
                        "How many questions (1 to " + ReviewFilter.MAX_COUNT + ")"),
                new SubcommandData("settings", "Show or change your study settings")
                    .addOption(
                        OptionType.NUMBER,
                        "retention",
                        "How much you want to still know when a question comes back, 0.80 to 0.97")
                    .addOption(
                        OptionType.INTEGER,
                        "new_per_day",
                        "New questions a day, 0 to " + StudySettings.MAX_DAILY_NEW)
                    .addOption(
                        OptionType.STRING, "exam_date", "Your exam's date, YYYY-MM-DD (or: none)")
                    .addOptions(
                        new OptionData(OptionType.STRING, "extra_time", "Extra time in mock exams")
                            .addChoice("none", "1.0")
                            .addChoice("x1.25", "1.25")
                            .addChoice("x1.5", "1.5"),
                        new OptionData(
                                OptionType.STRING,
                                "memory_model",
                                "Go back to the default memory model (your own is refitted later)")
                            .addChoice("defaults", "defaults"),
                        new OptionData(
                                OptionType.STRING,
                                "timezone",
                                "Your time zone as Region/City, e.g. Europe/Berlin (reminders stay as they are)")
                            .setAutoComplete(true)),
                new SubcommandData("remind", "A DM when questions are due, once a day")
                    .addOption(OptionType.STRING, "time", "Local time, 24-hour HH:MM, e.g. 08:30")
                    .addOption(
                        OptionType.STRING,
                        "timezone",
                        "Your time zone as Region/City, e.g. Europe/Berlin",
                        false,
                        true)
                    .addOption(OptionType.BOOLEAN, "off", "True: no more reminders"),
                new SubcommandData("reset", "Delete all your study data (asks first)")));
  }
}
