package io.nlguard.cli.selection;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import io.nlguard.model.data.JsonLines;
import io.nlguard.nl.boundary.ResultSplit;
import io.nlguard.nl.select.ResultStatus;

/**
 * One (set, question) of a signals file ({@link SignalsJsonl}) as the disagreement measurement reads it: its
 * candidates best first, each reduced to its result cluster, votes and label, and the selection's choice.
 *
 * @param right  per candidate, whether its result equals the gold's
 * @param chosen the position of the selection's choice, -1 when none passed
 */
public record SplitQuestion(String set, int id, List<ResultSplit.Member> members, List<Boolean> right, int chosen) {

    public SplitQuestion {
        members = List.copyOf(members);
        right = List.copyOf(right);
    }

    public ResultSplit split() {
        return ResultSplit.ofMembers(members);
    }

    public boolean chosenRight() {
        return chosen >= 0 && right.get(chosen);
    }

    /** Some reading among the first {@code k} offered is right: a clarification would let the user pick it. */
    public boolean rightOffered(int k) {
        List<ResultSplit.Reading> readings = split().readings();
        return readings.subList(0, Math.min(k, readings.size())).stream()
                .anyMatch(r -> r.members().stream().anyMatch(right::get));
    }

    /** The file's questions; it must have the clusters and results (written by this version of corpus selection). */
    public static List<SplitQuestion> read(Path file) throws IOException {
        return JsonLines.read(file, SplitQuestion::question);
    }

    private static SplitQuestion question(JsonNode node, String where) throws IOException {
        JsonNode candidates = node.get("candidates");
        if (!node.hasNonNull("set") || !node.hasNonNull("chosen") || candidates == null || !candidates.isArray()) {
            throw new IOException(where + ": needs set, chosen and candidates (a signals file of corpus selection)");
        }
        List<ResultSplit.Member> members = new ArrayList<>();
        List<Boolean> right = new ArrayList<>();
        for (JsonNode c : candidates) {
            if (!c.hasNonNull("cluster") || !c.hasNonNull("result")) {
                throw new IOException(where + ": a candidate without cluster or result: write the file again with"
                        + " corpus selection --signals");
            }
            members.add(ResultSplit.Member.of(c.get("cluster").asInt(), c.path("votes").asInt(1),
                    c.path("passes").asBoolean(), ResultStatus.valueOf(c.get("result").asText())));
            right.add(c.path("right").asBoolean());
        }
        int chosen = node.get("chosen").asInt();
        if (chosen >= members.size()) {
            throw new IOException(where + ": chosen " + chosen + " of " + members.size() + " candidates");
        }
        return new SplitQuestion(node.get("set").asText(), node.path("id").asInt(-1), members, right, chosen);
    }
}
