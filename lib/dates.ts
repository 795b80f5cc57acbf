/** An ISO date (`2026-11-21`) as UK readers write it: "21 November 2026". */
export function formatLongDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) {
    throw new Error(`formatLongDate: "${isoDate}" is not an ISO date (YYYY-MM-DD)`);
  }
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
