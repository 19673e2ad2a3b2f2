const tashkentOffsetMs = 5 * 60 * 60 * 1000;

/** Today's business day in Asia/Tashkent (UTC+5 all year), whatever the device's zone: '2026-11-20'. */
export const tashkentToday = (now: Date = new Date()): string =>
  new Date(now.getTime() + tashkentOffsetMs).toISOString().slice(0, 10);
