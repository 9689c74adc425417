// Calendar dates in the browser's zone, for a new task's default day and the follow-up
// choices ("in 3 days" is three calendar days on, whatever the hour).
export function localDate(daysFromToday = 0, now = new Date()): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + daysFromToday);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${day.getFullYear()}-${month}-${date}`;
}
