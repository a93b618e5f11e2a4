import { customType } from 'drizzle-orm/pg-core';

/** node-postgres reads bytea as a Buffer, PGlite as a Uint8Array: callers get a Uint8Array. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});
