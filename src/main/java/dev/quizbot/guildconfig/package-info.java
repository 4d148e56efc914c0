/**
 * Per-server settings changed with {@code /quizconfig}: answer window (10..3600 s), speed bonus,
 * hide answers, allowed channels and timezone. {@link dev.quizbot.guildconfig.GuildSettingsService}
 * validates every option of a change, reports all problems at once with the option's name and
 * accepted values, and stores nothing unless all are valid. Servers without a stored row use {@link
 * dev.quizbot.guildconfig.GuildSettingsDefaults}.
 */
package dev.quizbot.guildconfig;
