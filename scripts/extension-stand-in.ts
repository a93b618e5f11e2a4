import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { candidateProfileSchema, type CandidateProfileInput } from '@yonder/contract/profile';

/**
 * The five calls the browser extension makes to its Yonder server, answered for one connected
 * candidate: the extension's fill measured (npm run bench) or run in Firefox (npm run
 * test:firefox) without a server, a database or an account.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const RESUME = fs.readFileSync(
  path.join(ROOT, 'packages/career-ai/test/fixtures/en-two-column.pdf'),
);

const PROFILE: CandidateProfileInput = {
  contact: {
    name: 'Ada Lovelace',
    email: 'ada.lovelace@example.com',
    phoneCountryCode: '+49',
    phone: '030 1234567',
    city: 'Berlin',
    country: 'DE',
  },
  work: [
    {
      id: 'w1',
      company: 'Northwind',
      title: 'Senior Engineer',
      location: 'Hamburg',
      start: '2021-03',
    },
    {
      id: 'w2',
      company: 'Contoso',
      title: 'Engineer',
      location: 'Munich',
      start: '2017-06',
      end: '2021-02',
    },
  ],
  education: [
    { id: 'e1', school: 'TU Berlin', degree: "Master's Degree", start: '2015-10', end: '2017-09' },
  ],
  links: [
    { id: 'l1', label: 'LinkedIn', url: 'https://www.linkedin.com/in/ada' },
    { id: 'l2', label: 'GitHub', url: 'https://github.com/ada' },
    { id: 'l3', label: 'Portfolio', url: 'https://ada.dev' },
  ],
  preferences: { minSalary: { amount: 120000, currency: 'USD', period: 'year' } },
  answers: {
    workAuthorization: 'yes',
    needsSponsorship: 'no',
    noticePeriod: '1 month',
    gender: 'female',
  },
};

/** The extension's API, as a local server answering with one connected candidate. */
export async function standInServer() {
  const profile = candidateProfileSchema.parse(PROFILE);
  const server = http.createServer((req, res) => {
    const json = (data: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ success: true, code: 200, message: 'ok', data }));
    };
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/v1/extension/resume-file') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(RESUME);
    }
    if (path === '/api/v1/profile')
      return json({
        profile,
        version: 1,
        completeness: { percent: 100 },
        resume: { id: '00000000-0000-4000-8000-000000000001', fileName: 'ada-resume.pdf' },
      });
    if (path === '/api/v1/extension/cover-letter') return json(null);
    if (path === '/api/v1/extension/session')
      return json({ email: 'ada@example.com', username: 'Ada' });
    json(null);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
