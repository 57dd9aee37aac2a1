#ifndef PUMPMETER_H
#define PUMPMETER_H

/**
 * SECTION:pumpmeter
 * @title: PumpMeter
 * @short_description: Reading a pump station's pressure meter
 *
 * The pump meter reads the pressure of a station, in bar.
 */

/**
 * PumpMeter:
 * @station: the station's name
 * @limit: the alarm threshold, in bar
 *
 * A pressure meter of one station.
 */
typedef struct {
  const char *station;
  double limit;
} PumpMeter;

/**
 * pump_meter_read:
 * @meter: a #PumpMeter
 *
 * Reads the current pressure.
 *
 * Returns: the pressure in bar
 */
double pump_meter_read (PumpMeter *meter);

/**
 * pump_meter_alarm:
 * @meter: a #PumpMeter
 * @pressure: a reading, in bar
 *
 * Whether @pressure is above the station's limit.
 *
 * Returns: non-zero when it is
 */
int pump_meter_alarm (PumpMeter *meter, double pressure);

#endif
