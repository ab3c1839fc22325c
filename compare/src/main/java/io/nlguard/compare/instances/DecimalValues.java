package io.nlguard.compare.instances;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * {@code numeric(p, s)}, unconstrained {@code numeric}, {@code real} and {@code double precision}:
 * values with the column's scale (two decimals when it has none) within its precision.
 */
final class DecimalValues implements ValueGenerator {

    private static final BigDecimal UNBOUNDED = new BigDecimal("1000000");

    private final int scale;
    private final boolean fixedScale;
    private final BigDecimal max;

    private DecimalValues(int scale, boolean fixedScale, BigDecimal max) {
        this.scale = scale;
        this.fixedScale = fixedScale;
        this.max = max;
    }

    static DecimalValues numeric(Integer precision, Integer scale) {
        if (precision == null) {
            return new DecimalValues(2, false, UNBOUNDED);
        }
        int s = Math.max(0, scale == null ? 0 : scale);
        BigDecimal step = BigDecimal.ONE.movePointLeft(s);
        return new DecimalValues(s, true, BigDecimal.TEN.pow(Math.max(0, precision - s)).subtract(step));
    }

    static DecimalValues floating() {
        return new DecimalValues(2, false, UNBOUNDED);
    }

    @Override
    public String random(Random random) {
        BigDecimal whole = BigDecimal.valueOf(random.nextInt(101));
        BigDecimal fraction = BigDecimal.valueOf(random.nextInt(100), 2);
        BigDecimal value = whole.add(fraction).setScale(Math.min(scale, 2), RoundingMode.DOWN);
        if (random.nextInt(10) == 0) {
            value = value.negate();
        }
        return canonical(value.min(max).max(max.negate()));
    }

    @Override
    public List<String> boundaries() {
        Set<String> values = new LinkedHashSet<>();
        values.add(canonical(BigDecimal.ZERO));
        values.add(canonical(max));
        values.add(canonical(max.negate()));
        values.add(canonical(BigDecimal.ONE.movePointLeft(scale)));
        return List.copyOf(values);
    }

    @Override
    public String accept(String literal) {
        try {
            BigDecimal value = new BigDecimal(literal.trim());
            if (fixedScale) {
                value = value.setScale(scale, RoundingMode.HALF_UP);
            }
            return value.abs().compareTo(max) > 0 ? null : canonical(value);
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private String canonical(BigDecimal value) {
        if (fixedScale) {
            return value.setScale(scale, RoundingMode.HALF_UP).toPlainString();
        }
        BigDecimal stripped = value.stripTrailingZeros();
        return (stripped.scale() < 0 ? stripped.setScale(0) : stripped).toPlainString();
    }
}
