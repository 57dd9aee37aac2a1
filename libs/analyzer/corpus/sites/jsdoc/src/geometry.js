/**
 * Small geometry helpers.
 * @module geometry
 */

/**
 * A point on a plane.
 * @class
 * @param {number} x - Horizontal coordinate.
 * @param {number} y - Vertical coordinate.
 * @example
 * const p = new Point(1, 2);
 * p.distanceTo(new Point(4, 6)); // 5
 */
export class Point {
  constructor(x, y) {
    /** @type {number} */
    this.x = x;
    /** @type {number} */
    this.y = y;
  }

  /**
   * Euclidean distance to another point.
   * @param {Point} other - The other point.
   * @returns {number} The distance.
   */
  distanceTo(other) {
    return Math.hypot(other.x - this.x, other.y - this.y);
  }
}

/**
 * Area of a rectangle.
 * @param {number} width - Width, in units.
 * @param {number} height - Height, in units.
 * @returns {number} The area.
 * @throws {RangeError} When a side is negative.
 */
export function area(width, height) {
  if (width < 0 || height < 0) throw new RangeError('negative side');
  return width * height;
}
