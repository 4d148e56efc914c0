/**
 * Personal study on Discord: {@code /review start|settings|remind|reset}, {@code /readiness}, the
 * session's question messages and their buttons. The domain is {@code dev.quizbot.study}; this
 * package only turns its results into messages and Discord's presses into its calls.
 *
 * <ul>
 *   <li>{@link dev.quizbot.discord.review.ReviewFeature}: what the wiring builds.
 *   <li>{@link dev.quizbot.discord.review.ReviewSessions}: start or resume a session in the
 *       member's DMs or right where a button was pressed; the entry other features call.
 *   <li>{@code ButtonIds}: every button's custom_id carries what its press needs (session id,
 *       position, choice), so buttons work after a restart and a stale one is harmless.
 *   <li>{@code ReviewButtons}: the buttons' handlers; the component router runs them on the slash
 *       commands' executor, acknowledged within 3 s.
 * </ul>
 */
package dev.quizbot.discord.review;
