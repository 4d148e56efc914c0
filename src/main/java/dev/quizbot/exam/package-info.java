/**
 * The mock exam (spec "Mock exam", issue 17), for every front end: plain Java, an injected clock,
 * no JDA. {@link dev.quizbot.exam.ExamService} is the API: start (the draw: {@link
 * dev.quizbot.exam.ExamDraw}, weights by {@code bank.ExamBlueprint}'s largest remainder), the steps
 * of a running exam, submission once ({@link dev.quizbot.exam.ExamStore#submit}: a compare-and-set
 * on the status, the memory updates of {@code study.ReviewLog} in the same transaction), the report
 * ({@link dev.quizbot.exam.ExamReport}) and the history. Storage: {@link
 * dev.quizbot.exam.ExamStore}, one JDBC implementation on the tables of {@code V9__exams.sql}. See
 * docs/architecture.md, "Mock exam".
 */
package dev.quizbot.exam;
