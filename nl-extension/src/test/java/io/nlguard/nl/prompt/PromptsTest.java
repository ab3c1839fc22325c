package io.nlguard.nl.prompt;

import io.nlguard.nl.examples.Example;
import io.nlguard.nl.examples.ExampleSection;
import io.nlguard.nl.llm.ChatMessage;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PromptsTest {

    private static final String SCHEMA = "【DB_ID】 shop\n# Table: customers\n[(customer_id:INTEGER, Primary Key), (city:TEXT)]";

    @Test
    void theSystemPromptSaysDialectFormatSchemaRuleAndBothWaysToDecline() {
        String system = Prompts.system();
        assertTrue(system.contains("PostgreSQL"));
        assertTrue(system.contains("exactly one read-only query"));
        assertTrue(system.contains("```sql"));
        assertTrue(system.contains("only the tables and columns of the schema given"));
        assertTrue(system.contains("\"CANNOT ANSWER:\""));
        assertTrue(system.contains("\"CLARIFY:\""));
    }

    @Test
    void theQuestionMessagesAreTheSystemPromptThenTheSchemaAndTheQuestion() {
        List<ChatMessage> messages = Prompts.question(SCHEMA, "  which cities?  ");
        assertEquals(2, messages.size());
        assertEquals(ChatMessage.Role.SYSTEM, messages.get(0).role());
        assertEquals(ChatMessage.Role.USER, messages.get(1).role());
        String user = messages.get(1).content();
        assertTrue(user.indexOf("# Table: customers") < user.indexOf("Question: which cities?"), user);
    }

    @Test
    void theStagesSectionsComeBetweenSchemaAndQuestionInOrderAndEmptyOnesAreLeftOut() {
        String user = Prompts.question(SCHEMA, "which cities?", List.of(
                new PromptSection("Schema contract", "Required tables: customers\n"),
                new PromptSection("Table warnings", "  \n"),
                new PromptSection("Join paths", "FROM customers\n"))).get(1).content();
        assertTrue(user.contains("(city:TEXT)]\n\nSchema contract:\nRequired tables: customers\n\nJoin paths:\n"
                + "FROM customers\n\nQuestion: which cities?"), user);
        assertTrue(!user.contains("Table warnings"), user);
        assertEquals(Prompts.question(SCHEMA, "q"), Prompts.question(SCHEMA, "q", List.of()));
    }

    @Test
    void anEmptySchemaIsSaidRatherThanLeftBlank() {
        assertTrue(Prompts.question("", "q").get(1).content().contains("(no tables)"));
    }

    @Test
    void aRepairAddsTheFailedQueryAsTheModelsAnswerAndTheErrorAsTheNextRequest() {
        List<ChatMessage> base = Prompts.question(SCHEMA, "which cities?");
        List<ChatMessage> repair = Prompts.repair(base, "SELECT town FROM customers",
                "SQLSTATE 42703: column \"town\" does not exist");
        assertEquals(base, repair.subList(0, 2), "the base is kept as it was");
        assertEquals(ChatMessage.Role.ASSISTANT, repair.get(2).role());
        assertTrue(repair.get(2).content().contains("SELECT town FROM customers"));
        assertTrue(repair.get(3).content().contains("42703") && repair.get(3).content().contains("corrected query"));
    }

    @Test
    void aRepairWithoutAFailedQuerySaysSo() {
        List<ChatMessage> repair = Prompts.repair(List.of(), null, "no SQL statement in the reply");
        assertEquals("(no SQL)", repair.get(0).content());
    }

    @Test
    void valueHintsFollowTheSchemaAndExamplesComeBeforeTheQuestion() {
        List<ChatMessage> messages = Prompts.question(SCHEMA, "which customers live in Oslo?", List.of(
                new PromptSection("Values the question names", "-- \"Oslo\" is a value of customers.city"),
                ExampleSection.of(List.of(new Example("Which customers live in Bergen?",
                        "SELECT first_name FROM customers WHERE city = 'Bergen'")))));
        String user = messages.get(1).content();
        int schema = user.indexOf("# Table: customers");
        int hint = user.indexOf("-- \"Oslo\" is a value of customers.city");
        int example = user.indexOf("Question: Which customers live in Bergen?\nSQL:\n```sql\nSELECT first_name");
        int question = user.indexOf("Question: which customers live in Oslo?");
        assertTrue(schema >= 0 && schema < hint && hint < example && example < question, user);
    }

    @Test
    void withoutHintsOrExamplesThePromptIsTheBaseOne() {
        assertEquals(Prompts.question(SCHEMA, "q"),
                Prompts.question(SCHEMA, "q", List.of(ExampleSection.of(List.of()))));
        assertTrue(!Prompts.question(SCHEMA, "q").get(1).content().contains("Values the question names"));
    }
}
