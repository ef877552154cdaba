/* Tables of the line module (re-exported by schema.ts so drizzle-kit sees them). */
export {};
