package io.nlguard.nl.route;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

class KeywordRuleTest {

    @Test
    void wholeWordsAndPhrasesCaseAndPluralIgnored() {
        List<String> keywords = List.of("invoice", "purchase order", "hr");
        assertEquals(List.of("invoice"), KeywordRule.hits("List the unpaid INVOICES", keywords));
        assertEquals(List.of("purchase order"), KeywordRule.hits("open purchase orders this week", keywords));
        assertEquals(List.of("hr"), KeywordRule.hits("who in HR joined?", keywords));
        assertEquals(List.of(), KeywordRule.hits("chrome purchases and orders", keywords), "parts of words and split phrases do not count");
    }

    @Test
    void wordsDropAPluralSButNotADoubleS() {
        assertEquals(List.of("address", "class", "bus", "order"), KeywordRule.words("addresses? class bus orders"));
    }
}
