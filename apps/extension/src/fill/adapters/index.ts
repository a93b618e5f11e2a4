import { ashby } from './ashby.ts';
import { bamboohr } from './bamboohr.ts';
import { breezy } from './breezy.ts';
import { generic } from './generic.ts';
import { greenhouse } from './greenhouse.ts';
import { icims } from './icims.ts';
import { jazzhr } from './jazzhr.ts';
import { jobvite } from './jobvite.ts';
import { lever } from './lever.ts';
import { personio } from './personio.ts';
import { recruitee } from './recruitee.ts';
import { smartrecruiters } from './smartrecruiters.ts';
import { TEAMTAILOR_FORM, teamtailor } from './teamtailor.ts';
import type { Adapter } from './types.ts';
import { workable } from './workable.ts';
import { workday } from './workday.ts';

const ends = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The adapter of a board from the frame's address, or null for a host no board uses. */
export function adapterForHost(url: URL): Adapter | null {
  const host = url.hostname;
  if (host === 'boards.greenhouse.io' || host === 'job-boards.greenhouse.io') return greenhouse;
  if (host === 'jobs.lever.co') return lever;
  if (host === 'jobs.ashbyhq.com') return ashby;
  if (host.endsWith('.myworkdayjobs.com')) return workday;
  if (host === 'jobs.smartrecruiters.com' || host === 'careers.smartrecruiters.com')
    return smartrecruiters;
  if (host === 'apply.workable.com') return workable;
  if (ends(host, 'teamtailor.com')) return teamtailor;
  if (ends(host, 'breezy.hr')) return breezy;
  if (ends(host, 'bamboohr.com')) return bamboohr;
  if (ends(host, 'recruitee.com')) return recruitee;
  if (ends(host, 'jobs.personio.de') || ends(host, 'jobs.personio.com')) return personio;
  if (ends(host, 'applytojob.com')) return jazzhr;
  if (ends(host, 'icims.com')) return icims;
  if (host === 'jobs.jobvite.com') return jobvite;
  return null;
}

/**
 * The adapter for a page: its board by address, else a board recognised by its markup on a
 * company's own domain (a Teamtailor career site), else the generic form.
 */
export function adapterFor(url: URL, doc: Document): Adapter {
  const byHost = adapterForHost(url);
  if (byHost) return byHost;
  if (doc.querySelector(TEAMTAILOR_FORM)) return teamtailor;
  return generic;
}
