/**
 * Message bundles: every text the bot writes to members, per language ({@link
 * dev.quizbot.i18n.Texts}). Plain Java, no JDA: the Discord adapter picks the language (the
 * member's, the server's, English) and the domain never words anything.
 */
package dev.quizbot.i18n;
