/** The numbers a clinic enters. Percentages are 0-100, money is US dollars. */
export interface RoiInputs {
  appointmentsPerWeek: number;
  noShowRatePercent: number;
  averageFee: number;
  reminderReductionPercent: number;
  weeksOpenPerYear: number;
  /** The chosen plan's price per month. */
  planMonthlyPrice: number;
}

export interface RoiResult {
  missedAppointmentsPerYear: number;
  lostRevenuePerMonth: number;
  lostRevenuePerYear: number;
  savingPerMonth: number;
  savingPerYear: number;
  planCostPerYear: number;
  netSavingPerMonth: number;
  netSavingPerYear: number;
}

const MONTHS_PER_YEAR = 12;

/**
 * Revenue lost to no-shows today, and what reminders would win back net of the plan's price.
 * Monthly figures are the yearly ones divided by twelve, because clinics close for holidays:
 * weeks open per year, not 52, drives the total.
 */
export function calculateRoi(inputs: RoiInputs): RoiResult {
  const appointmentsPerYear = inputs.appointmentsPerWeek * inputs.weeksOpenPerYear;
  const missedAppointmentsPerYear = appointmentsPerYear * (inputs.noShowRatePercent / 100);
  const lostRevenuePerYear = missedAppointmentsPerYear * inputs.averageFee;
  const savingPerYear = lostRevenuePerYear * (inputs.reminderReductionPercent / 100);
  const planCostPerYear = inputs.planMonthlyPrice * MONTHS_PER_YEAR;
  const netSavingPerYear = savingPerYear - planCostPerYear;
  return {
    missedAppointmentsPerYear,
    lostRevenuePerMonth: lostRevenuePerYear / MONTHS_PER_YEAR,
    lostRevenuePerYear,
    savingPerMonth: savingPerYear / MONTHS_PER_YEAR,
    savingPerYear,
    planCostPerYear,
    netSavingPerMonth: netSavingPerYear / MONTHS_PER_YEAR,
    netSavingPerYear,
  };
}
