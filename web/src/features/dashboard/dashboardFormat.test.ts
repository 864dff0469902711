import { complianceColour, formatHours, formatRate, reportRange, truncate } from './dashboardFormat';

describe('dashboard formatting', () => {
  it('colours compliance green from 90%, yellow from 70%, red below', () => {
    expect(complianceColour(100)).toBe('green');
    expect(complianceColour(90)).toBe('green');
    expect(complianceColour(89.9)).toBe('yellow');
    expect(complianceColour(70)).toBe('yellow');
    expect(complianceColour(69.9)).toBe('red');
    expect(complianceColour(0)).toBe('red');
  });

  it('truncates at the given length with an ellipsis, and leaves short text alone', () => {
    expect(truncate('x'.repeat(80), 80)).toBe('x'.repeat(80));
    expect(truncate('x'.repeat(81), 80)).toBe(`${'x'.repeat(80)}...`);
  });

  it('shows rates and durations, and a dash when there is nothing to measure', () => {
    expect(formatRate(null)).toBe('—');
    expect(formatRate(66.7)).toBe('66.7%');
    expect(formatRate(100)).toBe('100%');
    expect(formatHours(null)).toBe('—');
    expect(formatHours(0.5)).toBe('30 min');
    expect(formatHours(2.67)).toBe('2.7 h');
    expect(formatHours(90)).toBe('3.8 days');
    expect(formatHours(48)).toBe('2 days');
  });

  it('turns the report choices into ranges (compare for month and YTD, monthly for year)', () => {
    expect(reportRange('month', { month: '2024-02', year: 2024 }, '2026-03-15')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
      period: 'COMPARE',
    });
    expect(reportRange('year', { month: '2026-03', year: 2025 }, '2026-03-15')).toEqual({
      startDate: '2025-01-01',
      endDate: '2025-12-31',
      period: 'MONTHLY',
    });
    expect(reportRange('ytd', { month: '2026-03', year: 2025 }, '2026-03-15')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-03-15',
      period: 'COMPARE',
    });
  });
});
