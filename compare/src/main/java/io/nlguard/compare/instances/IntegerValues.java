package io.nlguard.compare.instances;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;

/** {@code smallint}, {@code integer}, {@code bigint}: small numbers around zero, and the type's limits. */
final class IntegerValues implements ValueGenerator {

    private final long min;
    private final long max;

    IntegerValues(long min, long max) {
        this.min = min;
        this.max = max;
    }

    /** @param baseType {@code int2}, {@code int4} or {@code int8} */
    static IntegerValues of(String baseType) {
        return switch (baseType) {
            case "int2" -> new IntegerValues(Short.MIN_VALUE, Short.MAX_VALUE);
            case "int8" -> new IntegerValues(Long.MIN_VALUE, Long.MAX_VALUE);
            default -> new IntegerValues(Integer.MIN_VALUE, Integer.MAX_VALUE);
        };
    }

    @Override
    public String random(Random random) {
        return Long.toString(random.nextInt(61) - 5);
    }

    @Override
    public List<String> boundaries() {
        return List.of("0", "1", "-1", Long.toString(min), Long.toString(max));
    }

    @Override
    public String accept(String literal) {
        try {
            BigDecimal value = new BigDecimal(literal.trim());
            if (value.stripTrailingZeros().scale() > 0) {
                return null;
            }
            BigInteger integer = value.toBigIntegerExact();
            return integer.compareTo(BigInteger.valueOf(min)) < 0 || integer.compareTo(BigInteger.valueOf(max)) > 0
                    ? null : integer.toString();
        } catch (NumberFormatException | ArithmeticException e) {
            return null;
        }
    }
}
