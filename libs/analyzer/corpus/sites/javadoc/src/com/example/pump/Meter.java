package com.example.pump;

import java.util.ArrayList;
import java.util.List;

/**
 * Running totals of one sensor's readings at a pump station.
 *
 * @since 2.3
 */
public class Meter {
    private final String name;
    private final double limit;
    private final List<Double> readings = new ArrayList<>();

    /**
     * A meter for one sensor.
     *
     * @param name the sensor's name
     * @param limit the highest reading that is still normal
     */
    public Meter(String name, double limit) {
        this.name = name;
        this.limit = limit;
    }

    /**
     * Records one reading.
     *
     * @param value the reading
     * @return true when the reading is above the limit
     */
    public boolean record(double value) {
        readings.add(value);
        return value > limit;
    }

    /**
     * The average of the readings so far.
     *
     * @return the average, or 0 without readings
     */
    public double average() {
        return readings.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    }

    /** @return the sensor's name */
    public String getName() {
        return name;
    }
}
