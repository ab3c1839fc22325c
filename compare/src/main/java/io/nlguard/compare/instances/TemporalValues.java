package io.nlguard.compare.instances;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Random;

/**
 * {@code date}, {@code timestamp}, {@code timestamptz} and {@code time}: days within a few years of
 * 2020, and edge dates (the epoch, a leap day, the eve of 2000). A {@code timestamptz} value is
 * written without an offset, so the server reads it in the session's time zone, as it reads the
 * queries' literals.
 */
final class TemporalValues implements ValueGenerator {

    private static final LocalDate BASE = LocalDate.of(2020, 1, 1);
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    private static final List<LocalDate> EDGE_DATES = List.of(LocalDate.of(1970, 1, 1), LocalDate.of(2000, 2, 29),
            LocalDate.of(1999, 12, 31), LocalDate.of(2038, 1, 19));

    private final TypeFamily family;

    TemporalValues(TypeFamily family) {
        this.family = family;
    }

    @Override
    public String random(Random random) {
        LocalDate day = BASE.plusDays(random.nextInt(2001) - 1000);
        return switch (family) {
            case DATE -> day.toString();
            case TIME -> LocalTime.ofSecondOfDay(random.nextInt(86_400)).toString();
            default -> day.atStartOfDay().plusSeconds(random.nextInt(86_400)).format(TIMESTAMP);
        };
    }

    @Override
    public List<String> boundaries() {
        return switch (family) {
            case DATE -> EDGE_DATES.stream().map(LocalDate::toString).toList();
            case TIME -> List.of("00:00", "23:59:59", "12:00");
            default -> List.of(EDGE_DATES.get(0).atStartOfDay().format(TIMESTAMP),
                    EDGE_DATES.get(1).atStartOfDay().format(TIMESTAMP), "1999-12-31 23:59:59");
        };
    }

    @Override
    public String accept(String literal) {
        String text = literal.trim();
        try {
            if (family == TypeFamily.TIME) {
                return LocalTime.parse(text).toString();
            }
            LocalDateTime moment = text.length() <= 10 ? LocalDate.parse(text).atStartOfDay()
                    : LocalDateTime.parse(text.replace(' ', 'T'));
            return family == TypeFamily.DATE ? moment.toLocalDate().toString() : moment.format(TIMESTAMP);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
