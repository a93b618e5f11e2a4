import type { Application, CreateApplication } from '@yonder/contract/applications';
import { api } from './api-client';

/**
 * The root of every query of the application tracker: what changes an application elsewhere (a
 * bookmark, "did you apply?") refreshes them all with it.
 */
export const APPLICATIONS_QUERY_KEY = ['applications'] as const;

/** Tracks a job; a job already tracked moves forward instead (the answer is that application). */
export const createApplication = async (input: CreateApplication) =>
  (await api.post<{ data: Application }>('/api/v1/applications', input)).data;
