package io.nlguard.cli.selection;

import io.nlguard.nl.select.SignalFeatures;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The signals of every (set, question) as JSON lines, for a learned selector to train on out of fold and for
 * the disagreement measurement: {@code {"set", "id": <dev index>, "db_id", "chosen": <the position of the
 * selection's choice in candidates, -1 for none>, "candidates": [{"sql", "votes", "passes", "right", "score",
 * "cluster": <its result cluster's index>, "result": <how running it ended, ResultStatus>, "features":
 * [SignalFeatures.of in SignalFeatures.NAMES order, NaN as null]}]}}.
 */
public final class SignalsJsonl {

    private static final ObjectMapper JSON = new ObjectMapper();

    private SignalsJsonl() {
    }

    public static void write(Path file, List<MeasuredQuestion> questions) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (MeasuredQuestion q : questions) {
                out.write(JSON.writeValueAsString(line(q)));
                out.newLine();
            }
        }
    }

    static ObjectNode line(MeasuredQuestion q) {
        ObjectNode line = JSON.createObjectNode();
        line.put("set", q.set());
        line.put("id", q.outcome().index());
        line.put("db_id", q.outcome().dbId());
        line.put("chosen", q.chosen());
        ArrayNode candidates = line.putArray("candidates");
        for (MeasuredCandidate c : q.candidates()) {
            ObjectNode node = candidates.addObject();
            node.put("sql", c.sql());
            node.put("votes", c.votes());
            node.put("passes", c.passes());
            node.put("right", c.right());
            node.put("score", c.score());
            node.put("cluster", c.signals().cluster());
            node.put("result", c.signals().result().name());
            ArrayNode features = node.putArray("features");
            for (double f : SignalFeatures.of(c.signals())) {
                if (Double.isNaN(f) || Double.isInfinite(f)) {
                    features.addNull();
                } else {
                    features.add(f);
                }
            }
        }
        return line;
    }
}
