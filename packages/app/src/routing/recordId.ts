/** The largest id the API takes in a path (it refuses integers past 32 bits). */
const maxRecordId = 2 ** 31 - 1;

/**
 * The id of a record's address (`/del_application/:id`), or null when the segment is not one: only decimal digits
 * without a leading zero, within what the API takes. `abc`, `1e3`, `0012` or `-1` name nothing, so the page says
 * not found without asking.
 */
export function parseRecordId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= maxRecordId ? id : null;
}
