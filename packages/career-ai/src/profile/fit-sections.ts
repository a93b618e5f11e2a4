import {
  profileContactSchema,
  profileEducationSchema,
  profileLanguageSchema,
  profileLinkSchema,
  profileProjectSchema,
  profileSkillSchema,
  profileWorkSchema,
  type ProfileSections,
} from '@yonder/contract/profile';
import type { z } from 'zod';
import { toHttpUrl, toLanguageLevel, toYearMonth, type MakeEntryId } from './resume-to-profile.ts';

type Loose = Record<string, unknown>;
type Shape = Record<string, z.ZodType>;

const DATE_FIELDS = new Set(['start', 'end']);
const URL_FIELDS = new Set(['url', 'link']);

/** One value made to fit its field: written the profile's way, or the field's default. */
function fitValue(key: string, schema: z.ZodType, value: unknown): unknown {
  let candidate = typeof value === 'string' ? value.trim() : value;
  if (typeof candidate === 'string') {
    if (DATE_FIELDS.has(key)) candidate = toYearMonth(candidate);
    else if (URL_FIELDS.has(key)) candidate = toHttpUrl(candidate);
    else if (key === 'level') candidate = toLanguageLevel(candidate);
  }
  const parsed = schema.safeParse(candidate);
  return parsed.success ? parsed.data : schema.parse(undefined);
}

function fitObject(shape: Shape, value: Loose, skip: string[] = []): Loose {
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([key]) => !skip.includes(key))
      .map(([key, schema]) => [key, fitValue(key, schema, value[key])]),
  );
}

const isBlank = (entry: Loose, keys: string[]) =>
  keys.every((key) => entry[key] === '' || entry[key] === undefined);

/**
 * Sections from an untrusted source (the AI provider's answer) made valid field by field: a value
 * the profile cannot store becomes empty rather than losing the entry, and an entry with nothing
 * in its main fields is left out.
 */
export function fitProfileSections(
  answer: Partial<Record<keyof ProfileSections, unknown>>,
  makeId: MakeEntryId,
): ProfileSections {
  const list = <S extends z.ZodObject>(
    section: Exclude<keyof ProfileSections, 'contact'>,
    schema: S,
    mainKeys: string[],
    max: number,
  ) => {
    const raw = Array.isArray(answer[section]) ? (answer[section] as unknown[]) : [];
    const fitted = raw
      .filter((item): item is Loose => typeof item === 'object' && item !== null)
      .map((item) => fitObject(schema.shape as Shape, item, ['id']))
      .filter((entry) => !isBlank(entry, mainKeys))
      .slice(0, max);
    return fitted.map((entry, index) => ({
      id: makeId(section, index),
      ...entry,
    })) as z.output<S>[];
  };
  const contact =
    typeof answer.contact === 'object' && answer.contact !== null ? answer.contact : {};
  const skills = list('skills', profileSkillSchema, ['name'], 100);
  const seen = new Set<string>();
  return {
    contact: fitObject(
      profileContactSchema.shape as Shape,
      contact as Loose,
    ) as ProfileSections['contact'],
    work: list('work', profileWorkSchema, ['company', 'title'], 50),
    education: list('education', profileEducationSchema, ['school', 'field'], 50),
    projects: list('projects', profileProjectSchema, ['name'], 50),
    links: list('links', profileLinkSchema, ['url'], 20),
    skills: skills
      .filter((skill) => {
        const key = skill.name.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .map((skill, index) => ({ ...skill, id: makeId('skills', index) })),
    languages: list('languages', profileLanguageSchema, ['name'], 20),
  };
}
