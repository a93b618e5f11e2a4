import fc from 'fast-check';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '@yonder/contract/auth';
import { call, randomIp, signUp } from './auth-helpers.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * Random strings, numbers and encodings at every route's inputs (path, query, body, cookies,
 * headers), as a guest and signed in: no answer may be a 5xx, and every error is the envelope.
 * The seed is fixed so a failure reproduces; FUZZ_SEED and FUZZ_RUNS explore further.
 */
const SEED = Number(process.env.FUZZ_SEED) || 12;
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS) || 40;

type JsonSchema = OpenAPIV3.SchemaObject;
type Route = {
  method: string;
  path: string;
  query: Record<string, JsonSchema | undefined>;
  body: Record<string, JsonSchema | undefined>;
};

/**
 * Routes this deployment has not configured answer 503 by design (no Google, no AI provider, no
 * Stripe keys).
 */
const UNCONFIGURED_FEATURES =
  /\/oauth\/|google-login|\/(analysis|tailor|translate|generate)$|\/profile\/suggestions$|\/payments\/checkout$/;

/** Every documented route, from the OpenAPI document the docs plugin builds, and pages besides. */
function listRoutes(document: OpenAPIV3.Document): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation) continue;
      const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const body = operation.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const schema = body?.content['application/json']?.schema as JsonSchema | undefined;
      routes.push({
        method: method.toUpperCase(),
        path,
        query: Object.fromEntries(
          parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => [parameter.name, parameter.schema as JsonSchema]),
        ),
        body: (schema?.properties ?? {}) as Route['body'],
      });
    }
  }
  const pages = ['/', '/jobs/{id}', '/api/docs/openapi.json', '/api/nothing/{id}'];
  return [...routes, ...pages.map((path) => ({ method: 'GET', path, query: {}, body: {} }))];
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';

/**
 * A valid value for a field, so that one nasty field among valid ones gets past validation of
 * the others and reaches the services and the database.
 */
function sampleFor(name: string, schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  const variant = (schema.anyOf ?? schema.oneOf)?.[0] as JsonSchema | undefined;
  if (variant) return sampleFor(name, variant);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'array':
      return [];
    case 'object':
      return sampleObject((schema.properties ?? {}) as Route['body']);
    default:
      if (schema.format === 'uuid') return SAMPLE_UUID;
      if (name.includes('email')) return 'fuzz@example.com';
      if (schema.pattern) {
        const pattern = new RegExp(schema.pattern);
        return ['123456', 'a'.repeat(43)].find((candidate) => pattern.test(candidate)) ?? 'x';
      }
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 6));
  }
}

const sampleObject = (fields: Route['body']) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [name, sampleFor(name, schema)]),
  );

const BROKEN_ENCODINGS = ['%', '%E0%A4%A', '%ZZ', '%00', '%FF', '%C0%AF', '%2F..', '%ED%A0%80'];
const NASTY_CHARACTERS = ['\u0000', '\u0001', '\u001f', '\u007f', '\ud800', '\udfff', '\u2028'];
const NASTY_NUMBERS = [2 ** 31, -(2 ** 31) - 1, 32_768, 2 ** 53, 1e300, -1, 0.5, -0, Number.NaN];

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 30,
});
const nastyString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  {
    weight: 5,
    arbitrary: fc
      .array(fc.oneof(fc.constantFrom(...NASTY_CHARACTERS), fc.string({ maxLength: 4 })), {
        minLength: 1,
        maxLength: 8,
      })
      .map((parts) => parts.join('')),
  },
  fc.constantFrom('', ' ', 'null', '1e400', 'NaN', '0x10', '2147483648', '9'.repeat(40)),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'saved', 'zh', 'en', 'a@b.co'),
  fc.string({ minLength: 2000, maxLength: 30_000 }),
);
const nastyNumber = fc.oneof(fc.integer(), fc.double(), {
  weight: 3,
  arbitrary: fc.constantFrom(...NASTY_NUMBERS),
});
const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** A URL component: the string percent-encoded, or a raw broken encoding. */
const urlPart = fc.oneof(
  { weight: 2, arbitrary: nastyString.map((value) => encodeURIComponent(value.toWellFormed())) },
  fc.constantFrom(...BROKEN_ENCODINGS),
  { weight: 2, arbitrary: nastyNumber.map(String) },
);

const keyOf = (known: string[]) =>
  known.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, printable)
    : printable;

/**
 * Valid values for some of the fields, then one or a few nasty ones: a nasty field among valid
 * ones gets past the validation of the others and reaches the services and the database.
 */
function fieldsFor(fields: Route['body'], nasty: fc.Arbitrary<unknown>) {
  const samples = Object.entries(sampleObject(fields));
  const keys = Object.keys(fields);
  return fc
    .tuple(
      fc.subarray(samples),
      fc.oneof(
        { weight: 3, arbitrary: fc.tuple(keyOf(keys), nasty).map((pair) => [pair]) },
        fc.array(fc.tuple(keyOf(keys), nasty), { maxLength: 3 }),
      ),
    )
    .map(([valid, overrides]) => Object.fromEntries([...valid, ...overrides]));
}

function requestFor(route: Route) {
  const query = fieldsFor(route.query, urlPart).map((fields) =>
    Object.entries(fields).map(([key, value]) => [key, String(value)] as const),
  );
  const bodyObject = fieldsFor(route.body, nastyValue);
  const rawBody = fc.oneof(
    fc.constantFrom('{', '{"a":1e999}', '[]', 'null', '"\\ud800"', '{"a":"\\u0000"}'),
    fc.string({ maxLength: 50 }),
  );
  const contentType = fc.constantFrom(
    'application/json',
    'text/plain',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    'application/json; charset=latin1',
  );
  return fc.record({
    params: fc.oneof(fc.constant(SAMPLE_UUID), urlPart),
    query,
    body: fc.oneof(
      { weight: 3, arbitrary: bodyObject.map((value) => ({ value, type: 'application/json' })) },
      { weight: 1, arbitrary: fc.record({ value: rawBody, type: contentType }) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
    cookie: fc.tuple(urlPart, urlPart, printable),
    language: printable,
    hasBadToken: fc.boolean(),
  });
}

async function signIn(app: TestApp['app'], { user, password }: Session & { password: string }) {
  const response = await call(app, 'POST', '/api/v1/auth/login', { email: user.email, password });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.access_token as string;
}

function assertAnswer(
  label: string,
  response: { statusCode: number; headers: Record<string, unknown>; body: string },
  path: string,
) {
  const status = response.statusCode;
  const isUnconfigured = status === 503 && UNCONFIGURED_FEATURES.test(path);
  expect(status < 500 || isUnconfigured, `${label} answered ${status}: ${response.body}`).toBe(
    true,
  );
  expect(response.headers['x-frame-options'], label).toBe('DENY');
  expect(response.headers['x-request-id'], label).toEqual(expect.any(String));
  const isJson = String(response.headers['content-type']).startsWith('application/json');
  if (status >= 400 || (status >= 300 && isJson)) {
    expect(isJson, `${label} answered ${status} without JSON`).toBe(true);
    expect(JSON.parse(response.body), label).toMatchObject({
      success: false,
      code: status,
      message: expect.stringMatching(/\S/),
      request_id: response.headers['x-request-id'],
    });
  }
}

describe('every route survives random input', () => {
  let t: TestApp;
  let routes: Route[];
  let session: Session & { password: string };

  beforeAll(async () => {
    t = await createTestApp();
    routes = listRoutes(t.app.swagger() as OpenAPIV3.Document);
    session = await signUp(t.app);
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds the routes it fuzzes', () => {
    expect(routes.length).toBeGreaterThan(25);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toContain(
      'PUT /api/v1/resumes/{id}',
    );
  });

  for (const who of ['a guest', 'a signed-in user'] as const) {
    // One test walks every route, so it needs more than the default 30 s as routes are added.
    it(
      `answers ${who} with no 5xx and the envelope on every error`,
      { timeout: 180_000 },
      async () => {
        for (const [index, route] of routes.entries()) {
          // A fresh session per route: the fuzzed sign-out and password routes may end the last.
          const token = who === 'a signed-in user' ? await signIn(t.app, session) : undefined;
          await fc.assert(
            fc.asyncProperty(requestFor(route), async (input) => {
              const path = route.path.replace(/\{\w+\}/g, input.params);
              const search = input.query.map(([key, value]) => `${key}=${value}`).join('&');
              const url = search ? `${path}?${search}` : path;
              const [lang, state, other] = input.cookie;
              const authorization =
                token !== undefined
                  ? `Bearer ${token}`
                  : input.hasBadToken
                    ? `Bearer ${lang}`
                    : undefined;
              const response = await t.app.inject({
                method: route.method as 'GET',
                url,
                remoteAddress: randomIp(),
                headers: {
                  'accept-language': input.language,
                  cookie: `i18nextLng=${lang}; yonder_oauth=${state}; x=${other}`,
                  ...(authorization && { authorization }),
                  ...(input.body && route.method !== 'GET' && { 'content-type': input.body.type }),
                },
                ...(input.body &&
                  route.method !== 'GET' && {
                    payload:
                      typeof input.body.value === 'string'
                        ? input.body.value
                        : JSON.stringify(input.body.value),
                  }),
              });
              assertAnswer(`${route.method} ${url}`, response, route.path);
            }),
            { seed: SEED + index, numRuns: RUNS_PER_ROUTE },
          );
        }
      },
    );
  }
});
