package dev.quizbot.fakediscord;

/** A file the bot uploaded with a message; the bytes are kept so a test can decode them. */
public record StoredAttachment(String id, String filename, String contentType, byte[] bytes) {}
