/* Tables of the betting module (re-exported by schema.ts so drizzle-kit sees them). */
export {};
