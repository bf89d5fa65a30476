import { describe, expect, it } from 'vitest';
import { addWorkingDays, localDate, pinProblem } from '@/shared/delivery';

describe('addWorkingDays', () => {
  it.each([
    ['2026-11-23', 1, '2026-11-24'], // Monday → Tuesday
    ['2026-11-21', 1, '2026-11-23'], // Saturday → Monday: Sunday neither counted nor landed on
    ['2026-11-20', 2, '2026-11-23'], // Friday → Saturday, Monday
    ['2026-11-21', 6, '2026-11-28'], // a whole week of working days
    ['2026-11-22', 0, '2026-11-23'], // same day, but not a Sunday
    ['2026-12-31', 1, '2027-01-01'], // across the year
  ])('%s + %i working days = %s', (from, days, expected) => {
    expect(addWorkingDays(from, days)).toBe(expected);
  });
});

describe('localDate', () => {
  it("gives the subsite's date, not UTC's", () => {
    const lateFriday = new Date('2026-11-20T20:00:00Z');
    expect(localDate(lateFriday, 'in')).toBe('2026-11-21');
    expect(localDate(lateFriday, 'ae')).toBe('2026-11-21');
    expect(localDate(lateFriday, 'sg')).toBe('2026-11-20');
  });
});

describe('pinProblem', () => {
  it.each([
    ['in', '400001', null],
    ['in', ' 560001 ', null],
    ['in', '012345', 'must be a 6-digit PIN code such as 400001'],
    ['ae', 'dxb-01', null],
    ['ae', '400001', 'must be an area code such as DXB-01'],
    ['sg', '018956', null],
  ])('in %s, %j → %j', (subsite, pin, problem) => {
    expect(pinProblem(subsite, pin)).toBe(problem);
  });
});
