package io.nlguard.clients;

/** {@link SpringJdbcTemplateCases} in the default mode: refusals throw. */
class SpringJdbcTemplateTest extends SpringJdbcTemplateCases {

    @Override
    String mode() {
        return "block";
    }
}
