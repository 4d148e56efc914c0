package dev.quizbot.bank;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Guesses a practice-test question's topic from keywords, the same way every time. Rules are tried
 * in order on the prompt, then on the accepted answer; the first match wins; {@value #FALLBACK}
 * otherwise. Authors refine topics by hand after {@code quizbot import}.
 */
final class TopicGuesser {

  static final String FALLBACK = "general";

  private static final Map<String, Pattern> RULES = new LinkedHashMap<>();

  static {
    RULES.put(
        "precision",
        words(
            "mixed[- ]precision",
            "fp8",
            "fp16",
            "bf16",
            "fp32",
            "tf32",
            "loss scaling",
            "master weights?"));
    RULES.put(
        "communication",
        words(
            "all-?reduce",
            "all-?gather",
            "reduce-?scatter",
            "all-?to-?all",
            "broadcast",
            "nccl",
            "collectives?",
            "ring",
            "tree algorithm"));
    RULES.put(
        "interconnect",
        words(
            "nvlink",
            "nvswitch",
            "pcie",
            "infiniband",
            "gpudirect",
            "rdma",
            "interconnects?",
            "roce"));
    RULES.put(
        "memory",
        words(
            "memory",
            "checkpointing",
            "recomputation",
            "offload(ing)?",
            "zero",
            "fsdp",
            "activations?"));
    RULES.put(
        "parallelism",
        words(
            "parallelism",
            "parallel",
            "megatron",
            "pipeline",
            "sharding",
            "experts?",
            "moe",
            "mixture-of-experts"));
    RULES.put("scaling", words("scaling laws?", "efficiency", "speed-?up", "throughput"));
  }

  private static Pattern words(String... alternatives) {
    return Pattern.compile(
        "(?<![\\p{L}\\p{N}])(" + String.join("|", alternatives) + ")(?![\\p{L}\\p{N}])");
  }

  String guess(String prompt, String answer) {
    for (String text : new String[] {prompt, answer}) {
      if (text == null) {
        continue;
      }
      String lower = text.toLowerCase(Locale.ROOT);
      for (Map.Entry<String, Pattern> rule : RULES.entrySet()) {
        if (rule.getValue().matcher(lower).find()) {
          return rule.getKey();
        }
      }
    }
    return FALLBACK;
  }
}
