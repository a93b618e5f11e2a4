import fs from 'node:fs';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';

/** The fill time the panel shows, from the click to the last field. */
export const fillTime = async (panel: Locator) => Number(await panel.getAttribute('data-fill-ms'));

/** Every leaf of a value by its path (`work[0].jobTitle`): each is one field of the form. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key;
      for (const [path, leaf] of leaves(item, name)) found.set(path, leaf);
    }
  } else found.set(prefix, value);
  return found;
}

/**
 * The figures the issue asks for, printed by the browser tests: fill time from the click to the
 * last field (per step for Workday) and the share of the profile's fields that landed right.
 */
export function reportFill(
  form: string,
  ms: number,
  expected: Record<string, unknown>,
  actual: Record<string, unknown>,
) {
  const wanted = leaves(expected);
  const got = leaves(Object.fromEntries(Object.keys(expected).map((key) => [key, actual[key]])));
  const right = [...wanted].filter(([path, value]) => got.get(path) === value).length;
  const line = `extension fill · ${form}: ${ms} ms, ${right}/${wanted.size} profile fields right`;
  console.log(line);
  if (process.env.EXTENSION_REPORT) fs.appendFileSync(process.env.EXTENSION_REPORT, `${line}\n`);
  for (const key of Object.keys(expected))
    expect.soft(actual[key], `${form}: ${key}`).toEqual(expected[key]);
}

/**
 * A captured board's plain fields (boxes, ticks, files) against what each should hold: right,
 * wrong (a value where another or none belongs) or missed; printed, and each one checked.
 */
export function reportCapture(
  form: string,
  ms: number,
  actual: Record<string, string | boolean>,
  expected: Record<string, string | boolean>,
) {
  const keys = Object.keys(expected);
  const isEmpty = (value: unknown) => value === '' || value === false || value === undefined;
  const right = keys.filter((key) => actual[key] === expected[key]).length;
  const wrong = keys.filter((key) => actual[key] !== expected[key] && !isEmpty(actual[key])).length;
  const line = `extension fill · ${form}: ${ms} ms, ${right}/${keys.length} plain fields right, ${wrong} wrong`;
  console.log(line);
  if (process.env.EXTENSION_REPORT) fs.appendFileSync(process.env.EXTENSION_REPORT, `${line}\n`);
  for (const key of keys) expect.soft(actual[key], `${form}: ${key}`).toBe(expected[key]);
}

/** The member's tracked applications, read through the API as the web app reads them. */
export async function trackedApplications(api: APIRequestContext, token: string) {
  const res = await api.get('/api/v1/applications?archived=all', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  const data = (await res.json()).data;
  return (Array.isArray(data) ? data : data.items) as {
    id: string;
    url: string;
    status: string;
    company: string;
    title: string;
    resume_id: string | null;
  }[];
}
