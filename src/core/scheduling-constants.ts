// Scheduling figures from the spec that the public booking page needs too: apart from
// the schemas, so the page does not load zod to know them.

/** Spec §9: the slot search looks this many days ahead unless date_range_end says otherwise. */
export const SLOT_SEARCH_DAYS = 30;
/** Spec §9: date chips show the first 7 available dates. */
export const DATE_CHIP_COUNT = 7;
