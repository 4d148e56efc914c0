/**
 * The 🚩 Report button of channel reveals and private-study answers, its modal and the storing of
 * the report ({@code quality.ReportStore}); see docs/architecture.md, "Question quality".
 */
package dev.quizbot.discord.report;
