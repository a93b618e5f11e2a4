import type { ActivityItem, DashboardSummary } from '@yonder/contract/dashboard';

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString();
const date = (offset: number) => day(offset).slice(0, 10);
const monday = (weeksAgo: number) => {
  const now = new Date();
  const start = new Date(now.getTime() - ((now.getDay() + 6) % 7) * DAY_MS - weeksAgo * 7 * DAY_MS);
  return start.toISOString().slice(0, 10);
};

const WEEKLY = [1, 0, 2, 3, 1, 4, 2, 5, 3, 4, 6, 3];

/** The demo's texts in the interface language (`dashboard:demo.*`). */
export type DemoText = (
  key: 'resume' | 'frontend' | 'designer' | 'backend' | 'portfolio' | 'followUp',
) => string;

/** What a guest sees (spec 2.9: demo data with a login prompt); never asked of the server. */
export function demoSummary(text: DemoText): DashboardSummary {
  return {
    primary_resume_id: null,
    ats: { score: 82, resume_id: 'demo', resume_title: text('resume'), analyzed_at: day(-2) },
    match: { score: 91, job_id: 'demo', title: text('frontend'), company: 'Acme' },
    saved_jobs: 24,
    applied_jobs: 34,
    funnel: [
      { stage: 'wishlist', count: 58 },
      { stage: 'applied', count: 34 },
      { stage: 'interview', count: 9 },
      { stage: 'offer', count: 2 },
    ],
    weeks: WEEKLY.map((count, index) => ({ start: monday(11 - index), count })),
    time_zone: 'UTC',
    today: date(0),
    due_next_steps: [
      {
        application_id: 'demo-1',
        title: text('designer'),
        company: 'Globex',
        status: 'interview',
        next_step: text('portfolio'),
        due: date(0),
        is_overdue: false,
      },
      {
        application_id: 'demo-2',
        title: text('backend'),
        company: 'Initech',
        status: 'applied',
        next_step: text('followUp'),
        due: date(-1),
        is_overdue: true,
      },
    ],
  };
}

export function demoActivity(text: DemoText): ActivityItem[] {
  const item = (
    id: string,
    kind: ActivityItem['kind'],
    title: string,
    detail: ActivityItem['detail'],
    hoursAgo: number,
  ): ActivityItem => ({
    id,
    kind,
    subject_id: null,
    job_id: null,
    title,
    detail,
    created_at: new Date(Date.now() - hoursAgo * 60 * 60 * 1000).toISOString(),
  });
  return [
    item('d1', 'application_moved', text('designer'), { from: 'applied', to: 'interview' }, 2),
    item('d2', 'resume_analysed', text('resume'), { score: 82 }, 26),
    item('d3', 'letter_written', text('backend'), { company: 'Initech' }, 30),
    item('d4', 'job_saved', text('frontend'), { company: 'Acme' }, 50),
  ];
}
