// Tables of the logistics area (see schema.ts, which re-exports them for drizzle-kit and the ORM).
export {};
