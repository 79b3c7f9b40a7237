// Migrations see the tables as they were then, not as schema.ts describes them now.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyDb = Record<string, Record<string, any>>;
