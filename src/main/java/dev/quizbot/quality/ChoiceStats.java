package dev.quizbot.quality;

import java.util.List;

/**
 * One choice of a question in the item statistics.
 *
 * @param text the choice's text (positions are shuffled per posting, so shares are by text)
 * @param correct whether it is the key
 * @param picks first attempts that picked it
 * @param share {@code picks / answers}; 0 when nobody answered
 * @param strongShare share of the members above the median rest-accuracy who picked it (null when
 *     no member is above it)
 * @param weakShare the same for the members below the median (null when none is)
 * @param flags {@link ItemFlag#NON_FUNCTIONAL_DISTRACTOR} and {@link ItemFlag#POSSIBLE_WRONG_KEY}
 *     of this choice
 */
public record ChoiceStats(
    String text,
    boolean correct,
    int picks,
    double share,
    Double strongShare,
    Double weakShare,
    List<ItemFlag> flags) {

  public ChoiceStats {
    flags = List.copyOf(flags);
  }
}
