import { sql } from 'drizzle-orm';
import type { Executor } from '#db/client.ts';
import { queryRows } from '#db/query-rows.ts';

/** The inline (`data:`) company logo whose sha256 starts with this hex hash, if any. */
export async function findDataLogo(db: Executor, hash: string): Promise<string | undefined> {
  const [row] = await queryRows<{ logo_url: string }>(
    db,
    sql`select logo_url from companies
        where logo_url like 'data:%'
          and left(encode(sha256(convert_to(logo_url, 'UTF8')), 'hex'), 32) = ${hash}
        limit 1`,
  );
  return row?.logo_url;
}
