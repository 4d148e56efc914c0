/**
 * Text options as members and admins type them, where two features must treat them alike: the time
 * zone ({@code /daily set} and {@code /quizconfig} accept and refuse the same), and how a refusal
 * repeats what was typed. Plain Java, no JDA.
 */
package dev.quizbot.input;
