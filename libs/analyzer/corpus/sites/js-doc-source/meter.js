// Meter
// =====
//
// **meter** keeps running totals of readings from a pump station and tells
// when a reading is out of its expected range.

/**
 * Running totals of one sensor's readings.
 * @class Meter
 * @constructor
 * @param {String} name the sensor's name
 * @param {Number} limit the highest reading that is still normal
 */
export class Meter {
  constructor(name, limit) {
    this.name = name;
    this.limit = limit;
    this.readings = [];
  }

  /**
   * Records one reading.
   * @method record
   * @param {Number} value the reading
   * @return {Boolean} true when the reading is above the limit
   */
  record(value) {
    // Keep every reading; the average is computed on demand.
    this.readings.push(value);
    return value > this.limit;
  }

  /**
   * The average of the readings so far.
   * @method average
   * @return {Number} the average, or 0 without readings
   */
  average() {
    if (this.readings.length === 0) return 0;
    return this.readings.reduce((sum, v) => sum + v, 0) / this.readings.length;
  }
}
