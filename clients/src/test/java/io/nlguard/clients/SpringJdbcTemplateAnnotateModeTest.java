package io.nlguard.clients;

/** {@link SpringJdbcTemplateCases} in {@code nlguard.mode=annotate}: what would be refused runs, with a warning. */
class SpringJdbcTemplateAnnotateModeTest extends SpringJdbcTemplateCases {

    @Override
    String mode() {
        return "annotate";
    }
}
