package dev.quizbot.fakediscord;

/** One autocomplete suggestion the bot offered; {@code value} is the raw JSON value as text. */
public record AutocompleteChoice(String name, String value) {}
