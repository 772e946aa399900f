// "Member since November 2026": the same words on the server and in the
// browser (a fixed locale and UTC), so hydration never sees another month.
const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export const memberSinceText = (iso: string) => `Member since ${MONTH_YEAR.format(new Date(iso))}`;
