import { z } from 'zod';
import { cleanText } from './fields.ts';

/**
 * Yonder's structured resume: a JSON Resume document (https://jsonresume.org/schema) with the
 * sections Yonder reads and edits. Every text is a string (empty when unknown) and every list is
 * present, so editors and scorers never test for `undefined`. Dates are `YYYY`, `YYYY-MM` or
 * `YYYY-MM-DD` as JSON Resume writes them; an empty end date means "present". Control characters
 * are dropped from every text, so any document (typed, parsed or stored) can be saved again.
 */
const text = (max = 2000) => cleanText().max(max).default('');
const list = <T extends z.ZodType>(item: T, max = 100) => z.array(item).max(max).default([]);

export const resumeLocationSchema = z.object({
  address: text(500),
  city: text(200),
  region: text(200),
  countryCode: text(10),
  postalCode: text(20),
});

export const resumeProfileSchema = z.object({
  network: text(100),
  username: text(200),
  url: text(1000),
});

export const resumeBasicsSchema = z.object({
  name: text(200),
  label: text(200),
  email: text(320),
  phone: text(50),
  url: text(1000),
  summary: text(5000),
  location: resumeLocationSchema.default(resumeLocationSchema.parse({})),
  profiles: list(resumeProfileSchema, 20),
});

export const resumeWorkSchema = z.object({
  name: text(300),
  position: text(300),
  location: text(300),
  url: text(1000),
  startDate: text(20),
  endDate: text(20),
  summary: text(5000),
  highlights: list(cleanText().max(2000), 50),
});

export const resumeEducationSchema = z.object({
  institution: text(300),
  location: text(300),
  area: text(300),
  studyType: text(200),
  startDate: text(20),
  endDate: text(20),
  score: text(100),
  courses: list(cleanText().max(300), 50),
  /** What else the entry says, as written: a thesis, honours, activities. */
  summary: text(5000),
});

export const resumeProjectSchema = z.object({
  name: text(300),
  description: text(5000),
  url: text(1000),
  startDate: text(20),
  endDate: text(20),
  highlights: list(cleanText().max(2000), 50),
  keywords: list(cleanText().max(100), 50),
});

export const resumeSkillSchema = z.object({
  name: text(200),
  level: text(100),
  keywords: list(cleanText().max(100), 50),
});

export const resumeLanguageSchema = z.object({
  language: text(100),
  fluency: text(100),
});

export const resumeCertificateSchema = z.object({
  name: text(300),
  date: text(20),
  issuer: text(300),
  url: text(1000),
});

/**
 * A section Yonder has no fields for (awards, publications, interests, "On campus involvement"),
 * kept under its own title with its items (lines or paragraphs) as written.
 */
export const resumeCustomSectionSchema = z.object({
  title: text(200),
  items: list(cleanText().max(2000), 100),
});

export const resumeDocumentSchema = z.object({
  basics: resumeBasicsSchema.default(resumeBasicsSchema.parse({})),
  work: list(resumeWorkSchema),
  education: list(resumeEducationSchema),
  projects: list(resumeProjectSchema),
  skills: list(resumeSkillSchema, 200),
  languages: list(resumeLanguageSchema, 30),
  certificates: list(resumeCertificateSchema),
  customSections: list(resumeCustomSectionSchema, 30),
});

export type ResumeLocation = z.infer<typeof resumeLocationSchema>;
export type ResumeProfile = z.infer<typeof resumeProfileSchema>;
export type ResumeBasics = z.infer<typeof resumeBasicsSchema>;
export type ResumeWork = z.infer<typeof resumeWorkSchema>;
export type ResumeEducation = z.infer<typeof resumeEducationSchema>;
export type ResumeProject = z.infer<typeof resumeProjectSchema>;
export type ResumeSkill = z.infer<typeof resumeSkillSchema>;
export type ResumeLanguage = z.infer<typeof resumeLanguageSchema>;
export type ResumeCertificate = z.infer<typeof resumeCertificateSchema>;
export type ResumeCustomSection = z.infer<typeof resumeCustomSectionSchema>;
/** A complete document: every field present. */
export type ResumeDocument = z.output<typeof resumeDocumentSchema>;
/** What callers may send: any field may be left out and gets its default. */
export type ResumeDocumentInput = z.input<typeof resumeDocumentSchema>;

/** An empty document, the blank template. */
export const emptyResumeDocument = (): ResumeDocument => resumeDocumentSchema.parse({});
