package io.nlguard.nl.pipeline;

import java.util.ArrayList;
import java.util.List;

import io.nlguard.guard.nl.NlRequest;
import io.nlguard.guard.nl.NlStages;
import io.nlguard.guard.schema.Table;
import io.nlguard.nl.contract.BusinessDefinitions;
import io.nlguard.nl.contract.ContractText;
import io.nlguard.nl.contract.SchemaContract;
import io.nlguard.nl.contract.SchemaLinker;
import io.nlguard.nl.contract.TableWarning;
import io.nlguard.nl.contract.TableWarnings;
import io.nlguard.nl.joins.JoinPlan;
import io.nlguard.nl.joins.JoinPlanText;
import io.nlguard.nl.joins.JoinPlanner;
import io.nlguard.nl.knowledge.Knowledge;
import io.nlguard.nl.prompt.PromptSection;
import io.nlguard.nl.retrieve.ChosenTable;
import io.nlguard.nl.retrieve.SchemaContext;
import io.nlguard.nl.retrieve.SchemaIndexCache;

/**
 * Stages 3b–3d between retrieval and the prompt, each under its switch and logged as a stage of its own:
 * the schema linker ({@code schema-link}: the {@code Schema contract} section), the knowledge file's
 * confusable tables ({@code table-warnings}: the {@code Table warnings} section, whenever a knowledge file
 * is set), its metrics and time rules the question asks for ({@code business-definitions}: the
 * {@code Business definitions} section, whenever the file is set) and the join planner ({@code join-plan}: the {@code Join paths} section, between the contract's
 * required tables, or retrieval's ranked tables without a contract).
 */
final class SchemaGrounding {

    /** Tables joined when there is no contract to say which: retrieval's ranked ones, at most this many. */
    private static final int UNLINKED_TABLES = 4;

    private final SchemaLinker linker = new SchemaLinker();
    private final SchemaIndexCache indexes;
    private final JoinPlanner planner;

    /**
     * @param indexes   the schema indexes, whose snapshot's foreign-key graph the planner searches
     */
    SchemaGrounding(SchemaIndexCache indexes, int hubCap) {
        this.indexes = indexes;
        this.planner = new JoinPlanner(catalog -> indexes.of(catalog).foreignKeys(), hubCap);
    }

    /**
     * The prompt's sections for the question, in prompt order, with the contract and the plan.
     *
     * @param known the knowledge file of {@code nlguard.nl.knowledge}, read once for the question
     */
    Grounding ground(NlRequest request, SchemaContext schema, Knowledge known, StageLog log) {
        NlStages stages = request.settings().stages();
        List<PromptSection> sections = new ArrayList<>(4);
        SchemaContract contract = SchemaContract.NONE;
        if (stages.schemaLinker()) {
            // the comments retrieval indexed: a word the schema says only in a comment is not one it lacks
            contract = linker.link(request.catalog(), schema, request.question(), known.synonyms(),
                    indexes.comments(request.catalog()));
            // nlguard.nl.linker=evilink links in place of the contract's text: its schema is the linking the prompt
            // gets; the contract still tells the boundary detectors and selection what the question's words matched
            if (!stages.linking().evilink()) {
                sections.add(new PromptSection("Schema contract", ContractText.render(contract)));
            }
            log.done("schema-link", contract.summary(), contract);
        }
        if (stages.knowledge().isPresent()) {
            List<TableWarning> warnings = TableWarnings.of(known, schema.tables(), request.question());
            sections.add(new PromptSection("Table warnings", TableWarnings.render(warnings)));
            log.done("table-warnings", warnings.size() + " warnings", warnings);
            BusinessDefinitions definitions = BusinessDefinitions.of(known, request.catalog(), request.question());
            sections.add(new PromptSection("Business definitions", definitions.render(known.time())));
            log.done("business-definitions", definitions.summary(), definitions);
        }
        JoinPlan plan = JoinPlan.NONE;
        if (stages.joinPlanner()) {
            List<Table> context = schema.tables().stream().map(ChosenTable::table).toList();
            plan = planner.plan(request.catalog(), joined(contract, schema), context);
            sections.add(new PromptSection("Join paths", JoinPlanText.render(request.catalog(), plan)));
            log.done("join-plan", plan.summary(), plan);
        }
        return new Grounding(sections, contract, plan);
    }

    private static List<Table> joined(SchemaContract contract, SchemaContext schema) {
        if (!contract.required().isEmpty()) {
            return contract.required();
        }
        return schema.tables().stream().filter(t -> !t.expanded()).map(ChosenTable::table).limit(UNLINKED_TABLES)
                .toList();
    }
}
