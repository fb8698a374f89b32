import { calculateRoi, type RoiInputs } from './roi';
import { catalog, type Translate } from './catalog';
import { defaultRoiDraft, parseRoiDraft, validateRoiValue } from './roi-fields';

/** The catalog's English, as a screen reads it. */
const t: Translate = (key, values) => catalog.i18nFor('en')._(key, values);

const CLINIC: RoiInputs = {
  appointmentsPerWeek: 100,
  noShowRatePercent: 10,
  averageFee: 80,
  reminderReductionPercent: 30,
  weeksOpenPerYear: 48,
  planMonthlyPrice: 99,
};

describe('calculateRoi', () => {
  it('prices the no-shows of a year and spreads them over twelve months', () => {
    const result = calculateRoi(CLINIC);
    // 100 a week for 48 weeks is 4,800 visits; 10% missed is 480; at $80 that is $38,400.
    expect(result.missedAppointmentsPerYear).toBe(480);
    expect(result.lostRevenuePerYear).toBe(38_400);
    expect(result.lostRevenuePerMonth).toBe(3_200);
  });

  it('counts the share of that loss that reminders win back', () => {
    const result = calculateRoi(CLINIC);
    expect(result.savingPerYear).toBeCloseTo(11_520);
    expect(result.savingPerMonth).toBeCloseTo(960);
  });

  it('subtracts twelve months of the plan price for the net saving', () => {
    const result = calculateRoi(CLINIC);
    expect(result.planCostPerYear).toBe(1_188);
    expect(result.netSavingPerYear).toBeCloseTo(10_332);
    expect(result.netSavingPerMonth).toBeCloseTo(861);
  });

  it('goes negative when the plan costs more than reminders recover', () => {
    const result = calculateRoi({ ...CLINIC, appointmentsPerWeek: 5, noShowRatePercent: 2 });
    // 5 x 48 x 2% = 4.8 missed, $384 lost, $115.20 recovered, minus $1,188.
    expect(result.netSavingPerYear).toBeCloseTo(-1_072.8);
    expect(result.netSavingPerMonth).toBeCloseTo(-89.4);
  });

  it('finds nothing to save when nobody misses an appointment', () => {
    const result = calculateRoi({ ...CLINIC, noShowRatePercent: 0, planMonthlyPrice: 49 });
    expect(result.lostRevenuePerYear).toBe(0);
    expect(result.savingPerMonth).toBe(0);
    expect(result.netSavingPerMonth).toBe(-49);
  });
});

describe('validating what a visitor types', () => {
  it('accepts the defaults', () => {
    expect(parseRoiDraft(defaultRoiDraft(), t)).toEqual({
      ok: true,
      values: {
        appointmentsPerWeek: 120,
        noShowRatePercent: 10,
        averageFee: 85,
        reminderReductionPercent: 30,
        weeksOpenPerYear: 48,
      },
    });
  });

  it.each([
    ['noShowRatePercent', '', 'Enter the no-show rate.'],
    ['noShowRatePercent', '101', 'Enter a value from 0 to 100.'],
    ['reminderReductionPercent', '-5', 'Enter a number, using digits and an optional decimal point.'],
    ['appointmentsPerWeek', '12.5', 'Enter a whole number.'],
    ['appointmentsPerWeek', '0', 'Enter a value from 1 to 5000.'],
    ['weeksOpenPerYear', '53', 'Enter a value from 1 to 52.'],
    ['averageFee', '1e3', 'Enter a number, using digits and an optional decimal point.'],
  ] as const)('%s = "%s" is refused: %s', (field, raw, message) => {
    expect(validateRoiValue(field, raw, t)).toBe(message);
  });

  it('accepts decimals where they make sense', () => {
    expect(validateRoiValue('averageFee', '72.50', t)).toBeNull();
    expect(validateRoiValue('noShowRatePercent', '7.5', t)).toBeNull();
  });

  it('reports every field that needs fixing at once', () => {
    const result = parseRoiDraft({ ...defaultRoiDraft(), averageFee: '', weeksOpenPerYear: '60' }, t);
    expect(result).toEqual({
      ok: false,
      errors: {
        averageFee: 'Enter the average fee per appointment.',
        weeksOpenPerYear: 'Enter a value from 1 to 52.',
      },
    });
  });
});
