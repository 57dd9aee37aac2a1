import { delayAfter, FIRST_DELAY_SECONDS, MAX_DELAY_SECONDS } from './sign-in-throttle';

describe('delayAfter', () => {
  it('is free up to the threshold, then doubles up to the maximum', () => {
    expect([1, 2, 3, 4].map((failures) => delayAfter(failures, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((failures) => delayAfter(failures, 5))).toEqual(
      [1, 2, 4, 8].map((factor) => factor * FIRST_DELAY_SECONDS),
    );
    expect(delayAfter(40, 5)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfter(10_000, 5)).toBe(MAX_DELAY_SECONDS);
  });
});
