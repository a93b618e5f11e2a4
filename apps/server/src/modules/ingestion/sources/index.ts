import type { SourceAdapter, SourceName } from '../types.ts';
import { arbeitnow } from './arbeitnow.ts';
import { ashby } from './ashby.ts';
import { greenhouse } from './greenhouse.ts';
import { himalayas } from './himalayas.ts';
import { jsonld } from './jsonld.ts';
import { lever } from './lever.ts';
import { remoteok } from './remoteok.ts';
import { remotive } from './remotive.ts';
import { weworkremotely } from './weworkremotely.ts';

/** Every source Yonder imports from, by name. */
export const SOURCES: Record<SourceName, SourceAdapter> = {
  remoteok,
  remotive,
  weworkremotely,
  himalayas,
  arbeitnow,
  greenhouse,
  lever,
  ashby,
  jsonld,
};
