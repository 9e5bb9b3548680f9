/**
 * Calendar arithmetic on `YYYY-MM-DD` strings through UTC day numbers, so no
 * result depends on the machine's time zone or on the current date.
 */
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 for a `YYYY-MM-DD` date. */
export function dayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Math.round(Date.UTC(y, m - 1, d) / MS_PER_DAY);
}

export function dateOfDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

/** The service's date-time form for a calendar date: `YYYY-MM-DDT00:00:00`. */
export function midnight(date: string): string {
  return `${date}T00:00:00`;
}

/** Same day of month `months` later (clamped to the month's last day). */
export function addMonths(date: string, months: number, dayOfMonth = Number(date.slice(8, 10))): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7)) - 1 + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(dayOfMonth, lastDay))).toISOString().slice(0, 10);
}

/** Saturday or Sunday. */
export function isWeekend(day: number): boolean {
  const weekday = (day + 4) % 7; // 1970-01-01 was a Thursday (4)
  return weekday === 0 || weekday === 6;
}
